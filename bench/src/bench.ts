import { chromium, type Browser } from 'playwright-core';
import { buildBaseline } from './build-baseline';
import { measureLobbySwitches, measureTileClick } from './interactions';
import { runLighthouse } from './lighthouse';
import { LIGHTHOUSE_MODES, lighthouseFigures, type LighthouseRuns, type LighthouseTarget } from './lighthouse-figures';
import { measureLcp, measureScripts, scrollGrid, VIEWPORT } from './measures';
import { unmeasuredMemoryFigures } from './memory';
import { MEMORY_SWITCHES, memoryReportFigures } from './memory-measure';
import { compressedJavaScript, exitCodeOf, figure, median, ratioFigure, runsFigure, summarise, type Figure, type Report } from './report';
import { addHistory, ensureSite, prerenderedPages, resetSandbox, SANDBOX_URL, setCatalogue, SITE_URL, startSession, startSiteWithoutPrerendered } from './site';
import { THROTTLING } from './throttling';
import { serveFolder } from '@casino/build/static-server';

/*
 * The performance report of the composed site (production build) against a bare React page built in
 * the same run with the same toolchain. Prints one JSON object. Exits 0 whether bars pass or fail (it
 * is a report), 1 when it could not measure.
 */

const RUNS = 5;
/** Lighthouse runs per page and mode (each a cold load in a Chromium of its own). */
const LIGHTHOUSE_RUNS = 3;
/** Runs of each interaction (tile click, lobby switch), throttled and again unthrottled. */
const INTERACTION_RUNS = 5;
const HOME_PATH = '/en-UN';
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
  const prerendered = (await prerenderedPages()) ?? [];
  const lobbyPrerendered = prerendered.includes(LOBBY_PATH);
  // The same build served without prerendered pages, for the figures that must hold without their help.
  const plainSite = await startSiteWithoutPrerendered();
  const figures: Record<string, Figure> = {};
  let chromiumVersion = '';
  const lighthouseProblems: string[] = [];
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
    chromiumVersion = browser.version();
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

      // (f) a tile's click to its game frame, (g) switching between the loaded casino and live lobbies.
      Object.assign(figures, await interactionFigures(browser));

      // (i) memory: 200 switches between casino, live casino and promotions (issue 21 point 5).
      log(`memory: ${MEMORY_SWITCHES} switches between casino, live casino and promotions`);
      Object.assign(figures, await memoryReportFigures(browser, SITE_URL, log).catch((error: unknown) => {
        log(`the memory measure failed: ${String(error)}`);
        return unmeasuredMemoryFigures(String(error));
      }));
    } finally {
      await browser.close();
    }
    // (h) Lighthouse: home and lobby without and with the prerendered pages, and the baseline.
    const urls: Record<LighthouseTarget, string> = {
      home: `${plainSite.url}${HOME_PATH}`,
      homeWithPrerendered: `${SITE_URL}${HOME_PATH}`,
      lobby: `${plainSite.url}${LOBBY_PATH}`,
      lobbyWithPrerendered: `${SITE_URL}${LOBBY_PATH}`,
      baseline: `${baselineServer.url}/`,
    };
    const withPrerendered = (path: string) => `${SITE_URL}${path}, ${prerendered.includes(path) ? 'served its prerendered page' : 'which has no prerendered page (the app\'s index.html)'}`;
    const withoutPrerendered = (path: string) => `${plainSite.url}${path}, the same build on a second site server without prerendered pages`;
    const runs = await lighthouseRuns(urls, lighthouseProblems);
    Object.assign(figures, lighthouseFigures(runs, LIGHTHOUSE_RUNS, {
      home: withoutPrerendered(HOME_PATH),
      homeWithPrerendered: withPrerendered(HOME_PATH),
      lobby: withoutPrerendered(LOBBY_PATH),
      lobbyWithPrerendered: withPrerendered(LOBBY_PATH),
    }));
  } finally {
    await plainSite.close();
    await baselineServer.close();
    await site.stop();
  }
  const report: Report = {
    startedAt,
    site: { url: SITE_URL, startedByBench: site.startedByBench },
    baseline: { url: 'bench/baseline (React, react-dom, react-router, styled-components; webpack 5.111.1 + swc-loader, production), 60 image tiles' },
    conditions: {
      chromium: chromiumVersion,
      viewport: VIEWPORT,
      sandbox: SANDBOX_URL,
      lcpThrottling: THROTTLING,
      allGamesCatalogue: CATALOGUE_SIZE,
      allGamesThrottling: 'none',
      lobbyPrerendered,
      transactionsHistory: HISTORY_SIZE,
      prerenderedPages: prerendered,
      siteWithoutPrerendered: plainSite.url,
      interactions: `${INTERACTION_RUNS} runs each, under lcpThrottling and again unthrottled, as a visitor, viewport ${VIEWPORT.width}×${VIEWPORT.height}`,
      memory: `${MEMORY_SWITCHES} switches as a visitor, unthrottled`,
      lighthouse: `12.2.3, ${LIGHTHOUSE_RUNS} runs per page and mode, each in a headless Chromium of its own; mobile: its default configuration (mobile form factor, simulated throttling); bench: mobile form factor, DevTools throttling at lcpThrottling`,
      lighthouseProblems,
    },
    figures,
    summary: summarise(figures),
  };
  console.log(JSON.stringify(report, null, 2));
  return exitCodeOf(report);
}

/**
 * The tile-click and lobby-switch figures, measured under `THROTTLING` (with the bars: 1 s to the game's
 * frame, 100 ms to the other lobby's content) and again unthrottled (`…Unthrottled`, no bar).
 */
async function interactionFigures(browser: Browser): Promise<Record<string, Figure>> {
  const figures: Record<string, Figure> = {};
  for (const throttled of [true, false]) {
    const how = throttled ? 'under the LCP throttling' : 'unthrottled';
    const suffix = throttled ? '' : 'Unthrottled';
    const clicks: number[] = [];
    const seen = new Set<string>();
    for (let run = 1; run <= INTERACTION_RUNS; run += 1) {
      log(`tile click → game frame, ${how}, run ${run}/${INTERACTION_RUNS}`);
      const click = await measureTileClick(browser, `${SITE_URL}${LOBBY_PATH}`, throttled).catch((error: unknown) => ({ ms: null, what: String(error) }));
      if (click.ms !== null) clicks.push(click.ms);
      seen.add(click.what);
    }
    figures[`tileClickToGameFrame${suffix}`] = runsFigure(clicks, INTERACTION_RUNS, `ms from the click to the game's frame loaded and on screen (median of ${INTERACTION_RUNS})`, throttled ? { max: 1000 } : null, {
      note: `${how}, as a visitor (fun mode), each run a cold load of ${LOBBY_PATH} left to settle, then a click on its first tile; ${[...seen].join('; ')}`,
    });
    log(`casino lobby ⇄ live lobby, ${how}, ${INTERACTION_RUNS} round trips`);
    const switches = await measureLobbySwitches(browser, SITE_URL, INTERACTION_RUNS, throttled).catch((error: unknown) => {
      log(`the lobby switch failed: ${String(error)}`);
      return { toLive: [], toCasino: [], toLiveRequests: [], toCasinoRequests: [] };
    });
    const note = `${how}, the header's links, both lobbies loaded once before, the page left to settle between clicks`;
    const requested = (requests: string[]) => `; the last run's requests before the content showed: ${requests.length ? requests.join(', ') : 'none'}`;
    figures[`casinoToLiveLobbySwitch${suffix}`] = runsFigure(switches.toLive, INTERACTION_RUNS, `ms from the click on "Live casino" to the live lobby's first table on screen (median of ${INTERACTION_RUNS})`, throttled ? { max: 100 } : null, {
      note: note + requested(switches.toLiveRequests),
    });
    figures[`liveToCasinoLobbySwitch${suffix}`] = runsFigure(switches.toCasino, INTERACTION_RUNS, `ms from the click on "Casino" to the casino lobby's first game on screen (median of ${INTERACTION_RUNS})`, throttled ? { max: 100 } : null, {
      note: note + requested(switches.toCasinoRequests),
    });
  }
  return figures;
}

/**
 * `LIGHTHOUSE_RUNS` Lighthouse runs of each target in each of its modes. One round runs every target
 * once before the next round starts, so a busy moment of the shared machine spreads over all of them.
 * A run that fails is left out and its error added to `problems`, with Lighthouse's own warnings.
 */
async function lighthouseRuns(urls: Record<LighthouseTarget, string>, problems: string[]): Promise<LighthouseRuns> {
  const runs: LighthouseRuns = {};
  for (const mode of ['mobile', 'bench'] as const) {
    for (let run = 1; run <= LIGHTHOUSE_RUNS; run += 1) {
      for (const target of (Object.keys(urls) as LighthouseTarget[]).filter((t) => LIGHTHOUSE_MODES[t].includes(mode))) {
        log(`Lighthouse ${mode}, ${target}, run ${run}/${LIGHTHOUSE_RUNS}`);
        try {
          const result = await runLighthouse(urls[target], mode);
          problems.push(...result.problems.map((problem) => `${target} ${mode} run ${run}: ${problem}`));
          (runs[`${target}:${mode}`] ??= []).push(result);
        } catch (error) {
          problems.push(`${target} ${mode} run ${run}: ${String(error)}`);
        }
      }
    }
  }
  return runs;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] could not measure:', error);
    process.exit(1);
  },
);
