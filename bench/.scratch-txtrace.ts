// Scratch: the main thread's tasks of a transactions cold load (throttled), as a list.
import { chromium } from 'playwright-core';
import { newProbedContext, throttle } from './src/measures';
import { ensureSite, startSession } from './src/site';

const site = await ensureSite((line) => console.error(line));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const context = await newProbedContext(browser);
  await startSession(context, 'nora@sandbox.test', 'Sandbox!2026');
  const page = await context.newPage();
  await throttle(page);
  const cdp = await context.newCDPSession(page);
  const events: any[] = [];
  cdp.on('Tracing.dataCollected', (e: any) => events.push(...e.value));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading', transferMode: 'ReportEvents' });
  await page.goto(process.env.URL ?? 'http://localhost:3000/en-UN/my-account/banking/transactions', { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('header', { timeout: 60_000 });
  await page.waitForTimeout(500);
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end'); await done;
  const counts = new Map<number, number>();
  for (const e of events) if (e.name === 'FunctionCall') counts.set(e.tid, (counts.get(e.tid) ?? 0) + 1);
  const mainTid = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame')?.ts ?? events.find((e) => e.name === 'TracingStartedInBrowser')?.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const t0 = events.filter((e) => e.name === 'navigationStart' && e.tid === mainTid).map((e) => e.ts).sort().pop() ?? nav;
  console.log('fcp', fcp ? Math.round((fcp.ts - t0) / 1000) : '?');
  const tasks = events.filter((e) => e.tid === mainTid && e.ph === 'X' && e.name === 'RunTask' && e.dur > 3000 && e.ts > t0);
  for (const t of tasks) {
    const inner = events.filter((e) => e.tid === mainTid && e !== t && e.ts >= t.ts && e.ts <= t.ts + t.dur && ['FunctionCall', 'TimerFire', 'EvaluateScript', 'v8.compile', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'FireAnimationFrame', 'EventDispatch', 'XHRReadyStateChange', 'ResourceReceiveResponse', 'ResourceFinish', 'v8.evaluateModule'].includes(e.name) && (e.dur ?? 0) > 1500);
    const desc = inner.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? '(' + String(e.args.data.url).split('/').pop()!.slice(0, 30) + ')' : ''}${e.args?.data?.functionName ? '[' + e.args.data.functionName + ']' : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`).join(', ');
    console.log(`${String(Math.round((t.ts - t0) / 1000)).padStart(5)} +${String(Math.round(t.dur / 1000)).padStart(4)}  ${desc}`);
  }
  await context.close();
} finally {
  await browser.close();
  await site.stop();
}
