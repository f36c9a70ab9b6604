import { chromium } from 'playwright-core';
import { buildBaseline } from './build-baseline';
import { measureLcp, measureScripts, scrollGrid, THROTTLING, VIEWPORT } from './measures';
import { compressedJavaScript, exitCodeOf, figure, median, ratioFigure, summarise, type Figure, type Report } from './report';
import { addHistory, ensureSite, prerenderedPages, resetSandbox, SANDBOX_URL, setCatalogue, SITE_URL, startSession } from './site';
import { serveFolder } from '@casino/build/static-server';

/*
 * The performance report of the composed site (production build) against a bare React page built in
 * the same run with the same toolchain. Prints one JSON object. Exits 0 whether bars pass or fail (it
 * is a report), 1 when it could not measure.
 */

const RUNS = 5;
const CATALOGUE_SIZE = 10_000;
const LOBBY_PATH = '/en-UN/online-casino';
const ALL_GAMES_PATH = '/en-UN/online-casino/all-games';
const TRANSACTIONS_PATH = '/en-UN/my-account/banking/transactions';
/** The player whose transactions page is measured (sandbox README: nora, UN, EUR), with this many more rows. */
const HISTORY_PLAYER = { email: 'nora@sandbox.test', password: 'Sandbox!2026' };
const HISTORY_SIZE = 5_000;
const log = (line: string) => console.error(`[bench] ${line}`);

async function main(): Promise<number> {
  const startedAt = new Date().toISOString();
  log('building the baseline page');
  const baselineServer = await serveFolder(await buildBaseline());
  const site = await ensureSite(log);
  // The lobby's LCP depends on whether its first screen is prerendered (docs/prerendering.md): say which.
  const lobbyPrerendered = (await prerenderedPages())?.includes(LOBBY_PATH) ?? false;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const figures: Record<string, Figure> = {};
  try {
    // (a) the all-games grid with 10,000 games.
    log(`all games: catalogue of ${CATALOGUE_SIZE}, scrolling to the end`);
    await setCatalogue(CATALOGUE_SIZE);
    let grid;
    try {
      grid = await scrollGrid(browser, `${SITE_URL}${ALL_GAMES_PATH}`, { maxSteps: 3000, maxMs: 240_000 });
    } finally {
      await setCatalogue(0);
    }
    const scrollNote = `${grid.steps} scroll steps of one viewport (${VIEWPORT.width}×${VIEWPORT.height}), ${grid.samples} counts, ${grid.reachedEnd ? 'reached the end' : 'stopped by the step or time limit before the end'}, ${Math.round(grid.scrollMs / 1000)} s`;
    figures.allGamesMaxGridElements = figure(grid.gridFound ? grid.maxElements : null, 'DOM elements inside [data-testid="game-grid"]', { max: 1500 }, { note: grid.gridFound ? scrollNote : 'no [data-testid="game-grid"] on the page' });
    figures.allGamesLongTasksDuringScroll = figure(grid.gridFound ? grid.longTasks.length : null, 'long tasks (> 50 ms)', { max: 0 }, {
      note: grid.longTasks.length ? `longest ${Math.round(Math.max(...grid.longTasks.map((t) => t.duration)))} ms, total ${Math.round(grid.longTasks.reduce((s, t) => s + t.duration, 0))} ms` : 'none seen',
    });

    // (b) LCP of the lobby vs the baseline, throttled, median of 5 cold loads each.
    const lobbyLcps: number[] = [];
    const baselineLcps: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      log(`LCP run ${run}/${RUNS}`);
      const lobby = await measureLcp(browser, `${SITE_URL}${LOBBY_PATH}`);
      const baseline = await measureLcp(browser, `${baselineServer.url}/`);
      if (lobby !== null) lobbyLcps.push(lobby);
      if (baseline !== null) baselineLcps.push(baseline);
    }
    const lobbyLcp = lobbyLcps.length === RUNS ? median(lobbyLcps) : null;
    const baselineLcp = baselineLcps.length === RUNS ? median(baselineLcps) : null;
    figures.lobbyLcp = ratioFigure(lobbyLcp === null ? null : Math.round(lobbyLcp), baselineLcp === null ? null : Math.round(baselineLcp), 'ms (median of 5), bar on the ratio', { max: 1.3 }, {
      note: `lobby runs ${lobbyLcps.map(Math.round).join(', ')} ms; baseline runs ${baselineLcps.map(Math.round).join(', ')} ms`,
    });

    // (c) LCP of the transactions page of a player with 5,000 transactions (issue 14), same conditions.
    log(`transactions: ${HISTORY_SIZE} more rows for ${HISTORY_PLAYER.email}`);
    const transactionsLcps: number[] = [];
    await addHistory(HISTORY_PLAYER.email, HISTORY_SIZE);
    try {
      for (let run = 1; run <= RUNS; run += 1) {
        log(`transactions LCP run ${run}/${RUNS}`);
        const lcp = await measureLcp(browser, `${SITE_URL}${TRANSACTIONS_PATH}`, (context) => startSession(context, HISTORY_PLAYER.email, HISTORY_PLAYER.password));
        if (lcp !== null) transactionsLcps.push(lcp);
      }
    } finally {
      await resetSandbox();
    }
    const transactionsLcp = transactionsLcps.length === RUNS ? median(transactionsLcps) : null;
    figures.transactionsLcp = ratioFigure(transactionsLcp === null ? null : Math.round(transactionsLcp), baselineLcp === null ? null : Math.round(baselineLcp), 'ms (median of 5), bar on the ratio (the lobby\'s budget)', { max: 1.3 }, {
      note: `${TRANSACTIONS_PATH} logged in as ${HISTORY_PLAYER.email} with ${HISTORY_SIZE} generated transactions more; runs ${transactionsLcps.map(Math.round).join(', ')} ms; against the lobby's median ${lobbyLcp === null ? 'unmeasured' : `${Math.round(lobbyLcp)} ms`}`,
    });

    // (d) JavaScript transferred, compressed; (e) react-dom copies.
    log('JavaScript transferred and react-dom copies');
    const lobbyScripts = await measureScripts(browser, `${SITE_URL}${LOBBY_PATH}`);
    const baselineScripts = await measureScripts(browser, `${baselineServer.url}/`);
    const lobbyJs = compressedJavaScript(lobbyScripts.scripts);
    const baselineJs = compressedJavaScript(baselineScripts.scripts);
    figures.lobbyJavaScriptCompressed = ratioFigure(lobbyJs.files ? lobbyJs.compressedBytes : null, baselineJs.files ? baselineJs.compressedBytes : null, 'bytes', null, {
      note: `lobby: ${lobbyJs.files} scripts, ${lobbyJs.decodedBytes} bytes decoded, ${lobbyJs.encodedBodyBytes} bytes encoded body on the wire, compression: ${lobbyJs.compression} (level 9); baseline: ${baselineJs.files} scripts, ${baselineJs.decodedBytes} bytes decoded, compression: ${baselineJs.compression} (level 9)`,
    });
    figures.lobbyJavaScriptExcessOverBaseline = figure(lobbyJs.files && baselineJs.files ? lobbyJs.compressedBytes - baselineJs.compressedBytes : null, 'bytes compressed', null);
    figures.reactDomCopies = figure(lobbyScripts.reactDomCopies, 'react-dom renderers injected on the lobby', { max: 1 }, { baseline: baselineScripts.reactDomCopies });
  } finally {
    await browser.close();
    await baselineServer.close();
    await site.stop();
  }
  const report: Report = {
    startedAt,
    site: { url: SITE_URL, startedByBench: site.startedByBench },
    baseline: { url: 'bench/baseline (React, react-dom, react-router, styled-components; webpack 5.111.1 + swc-loader, production), 60 image tiles' },
    conditions: {
      chromium: browser.version(),
      viewport: VIEWPORT,
      sandbox: SANDBOX_URL,
      lcpThrottling: THROTTLING,
      allGamesCatalogue: CATALOGUE_SIZE,
      allGamesThrottling: 'none',
      lobbyPrerendered,
      transactionsHistory: HISTORY_SIZE,
    },
    figures,
    summary: summarise(figures),
  };
  console.log(JSON.stringify(report, null, 2));
  return exitCodeOf(report);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] could not measure:', error);
    process.exit(1);
  },
);
