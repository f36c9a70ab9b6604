// Scratch: the transactions page's cold load under the bench throttling: LCP, its element, and the waterfall.
import { chromium } from 'playwright-core';
import { newProbedContext, throttle } from './src/measures';
import { addHistory, ensureSite, resetSandbox, startSession } from './src/site';

const site = await ensureSite((line) => console.error(line));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  await addHistory('nora@sandbox.test', 5000);
  for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
    const context = await newProbedContext(browser);
    await context.addInitScript({ content: `new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcpEl = (e.element ? e.element.tagName + '.' + (e.element.className || '').toString().slice(0, 30) + ' ' + (e.element.textContent || '').slice(0, 40) : '?') + ' @' + Math.round(e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true });` });
    await context.addInitScript({ content: `window.__seen = {}; window.__commits = []; (() => { const h = window.__REACT_DEVTOOLS_GLOBAL_HOOK__; if (h) { const prev = h.onCommitFiberRoot; h.onCommitFiberRoot = function (id, root) { window.__commits.push(root.containerInfo.innerHTML.length + ':' + (root.containerInfo.id || root.containerInfo.getAttribute?.('data-remote') || root.containerInfo.parentElement?.getAttribute?.('data-remote') || root.containerInfo.tagName) + '@' + Math.round(performance.now())); return prev?.apply(this, arguments); }; } })(); window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push(Math.round(e.startTime) + '+' + Math.round(e.duration)); }).observe({ type: 'longtask', buffered: true }); const mark = (k) => { if (!window.__seen[k]) window.__seen[k] = Math.round(performance.now()); }; new MutationObserver(() => { if (document.querySelector('header')) mark('header'); if (document.querySelector('#root > *, body > div > *')) mark('root-child'); if (document.querySelector('[data-remote]')) mark('area'); if (document.querySelector('[data-testid=remote-skeleton]')) mark('skeleton'); if (document.querySelector('[data-remote-status=mounted]')) mark('mounted'); if (document.querySelector('[data-remote] table, [data-remote] [role=table], [data-remote] li')) mark('rows'); if (document.querySelector('[aria-busy=true]')) mark('busy'); }).observe(document, { childList: true, subtree: true, attributes: true }); const raf = () => { if (document.querySelector('header')) { mark('header-frame'); } else requestAnimationFrame(raf); }; requestAnimationFrame(raf);` });
    await startSession(context, 'nora@sandbox.test', 'Sandbox!2026');
    const page = await context.newPage();
    await throttle(page);
    await page.goto('http://localhost:3000/en-UN/my-account/banking/transactions', { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
    await page.waitForTimeout(1500);
    const out = await page.evaluate(`({ lcp: window.__benchLcp, el: window.__lcpEl, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, seen: JSON.stringify(window.__seen) + ' long tasks ' + window.__lt.join(' ') + ' commits ' + window.__commits.slice(0, 12).join(' '), res: performance.getEntriesByType('resource').map((r) => Math.round(r.startTime) + '-' + Math.round(r.responseEnd) + ' ' + r.name.replace(/^https?:\\/\\/[^/]+/, '').slice(0, 70) + ' ' + r.encodedBodySize) })`) as { lcp: number; el: string; fcp: number; res: string[] };
    console.log(`run ${run}: LCP ${Math.round(out.lcp)} (${out.el}) FCP ${Math.round(out.fcp)} ${(out as any).seen}`);
    if (run === 0 && process.env.WATERFALL) console.log(out.res.join('\n'));
    await context.close();
  }
} finally {
  await resetSandbox();
  await browser.close();
  await site.stop();
}
