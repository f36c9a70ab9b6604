// Scratch: CPU profile of the transactions page's cold load under the bench throttling, self time by script and function.
import { chromium } from 'playwright-core';
import { newProbedContext, throttle } from './src/measures';
import { ensureSite, startSession } from './src/site';

const site = await ensureSite((line) => console.error(line));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const context = await newProbedContext(browser);
  await context.addInitScript({ content: `window.__seen = {}; new MutationObserver(() => { if (!window.__seen.header && document.querySelector('header')) window.__seen.header = performance.now(); }).observe(document, { childList: true, subtree: true });` });
  await startSession(context, 'nora@sandbox.test', 'Sandbox!2026');
  const page = await context.newPage();
  await throttle(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(process.env.URL ?? 'http://localhost:3000/en-UN/my-account/banking/transactions', { waitUntil: 'load', timeout: 120_000 });
  await page.waitForSelector('header', { timeout: 60_000 });
  const { profile } = await cdp.send('Profiler.stop');
  const header = await page.evaluate('window.__seen.header') as number;
  const nav = await page.evaluate('performance.timeOrigin') as number;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = profile.timeDeltas ?? [];
  let t = profile.startTime;
  const files = new Map<string, number>(); const fns = new Map<string, number>();
  const windows = new Map<string, number>();
  profile.samples?.forEach((id, k) => {
    t += dt[k] ?? 0;
    const ms = (t / 1000) - (nav - 0); // not aligned; use bucket by relative time instead
    const n = byId.get(id)!; const f = n.callFrame;
    const file = f.url.split('/').pop() || f.functionName;
    const w = (dt[k] ?? 0) / 1000;
    files.set(file, (files.get(file) ?? 0) + w);
    fns.set(`${f.functionName || '(anon)'} ${file}:${f.lineNumber}:${f.columnNumber}`, (fns.get(`${f.functionName || '(anon)'} ${file}:${f.lineNumber}:${f.columnNumber}`) ?? 0) + w);
    const rel = (t - profile.startTime) / 1000;
    const bucket = String(Math.floor(rel / 250) * 250).padStart(5);
    if (f.functionName !== '(idle)' && f.functionName !== '(program)') windows.set(bucket, (windows.get(bucket) ?? 0) + w);
  });
  console.log('header inserted at', Math.round(header));
  console.log('busy per 250 ms from profile start:', [...windows].map(([b, v]) => `${b}:${Math.round(v)}`).join(' '));
  console.log([...files].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
  console.log([...fns].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
  await context.close();
} finally {
  await browser.close();
  await site.stop();
}
