import { lighthouseFigures, type LighthouseRuns } from './lighthouse-figures';
import type { LighthouseRun } from './lighthouse-summary';
import { summarise } from './report';

const run = (performanceScore: number, totalBlockingTimeMs: number, timeToInteractiveMs: number): LighthouseRun => ({
  performanceScore,
  totalBlockingTimeMs,
  timeToInteractiveMs,
  firstContentfulPaintMs: 1000,
  largestContentfulPaintMs: 2000,
  scripts: [{ url: `http://localhost:3000/main.js`, totalMs: totalBlockingTimeMs * 2, scriptingMs: totalBlockingTimeMs, parseCompileMs: 10 }],
  mainThread: [{ group: 'Script Evaluation', ms: totalBlockingTimeMs * 3 }],
  problems: [],
});

const served = {
  home: 'http://localhost:41234/en-UN without prerendered pages',
  homeWithPrerendered: 'http://localhost:3000/en-UN (no prerendered page)',
  lobby: 'http://localhost:41234/en-UN/online-casino without prerendered pages',
  lobbyWithPrerendered: 'http://localhost:3000/en-UN/online-casino, its prerendered page',
};

const runs: LighthouseRuns = {
  'home:mobile': [run(92, 250, 4000), run(88, 320, 4400), run(91, 280, 4100)],
  'homeWithPrerendered:mobile': [run(90, 260, 4050), run(91, 270, 4000), run(89, 300, 4300)],
  'lobby:mobile': [run(70, 900, 7000), run(68, 1100, 7600), run(72, 800, 6900)],
  'lobbyWithPrerendered:mobile': [run(80, 850, 6500), run(79, 900, 6600), run(81, 870, 6400)],
  'baseline:mobile': [run(100, 0, 1500), run(99, 10, 1600), run(100, 0, 1550)],
  'home:bench': [run(60, 1200, 5000), run(61, 1300, 5200), run(59, 1250, 5100)],
  'lobby:bench': [run(50, 2000, 8000), run(51, 2100, 8200), run(49, 1900, 7900)],
  'baseline:bench': [run(99, 30, 1200), run(99, 20, 1100), run(99, 40, 1300)],
};

describe('lighthouseFigures', () => {
  const figures = lighthouseFigures(runs, 3, served);

  it('holds home and lobby without prerendered pages to the bars, with every run and the baseline beside', () => {
    expect(figures.homePerformanceScore).toMatchObject({ value: 91, bar: { min: 90 }, pass: true, runs: [92, 88, 91], baseline: 100, baselineRuns: [100, 99, 100] });
    expect(figures.homeTotalBlockingTime).toMatchObject({ value: 280, bar: { max: 300 }, pass: true, baseline: 0 });
    expect(figures.lobbyPerformanceScore).toMatchObject({ value: 70, pass: false });
    expect(figures.lobbyTotalBlockingTime).toMatchObject({ value: 900, runs: [900, 1100, 800], pass: false });
    expect(figures.lobbyTimeToInteractive).toMatchObject({ value: 7000, bar: null, pass: null, baseline: 1550 });
  });

  it('reports the pages with their prerendered pages and under the bench throttling without a bar', () => {
    for (const name of ['homePerformanceScoreWithPrerendered', 'lobbyTotalBlockingTimeWithPrerendered', 'lobbyTotalBlockingTimeBenchThrottle', 'homeTimeToInteractiveBenchThrottle']) {
      expect(figures[name]).toMatchObject({ bar: null, pass: null });
    }
    expect(figures.lobbyTotalBlockingTimeWithPrerendered?.value).toBe(870);
    expect(figures.lobbyTotalBlockingTimeBenchThrottle).toMatchObject({ value: 2000, baseline: 30, baselineRuns: [30, 20, 40] });
    expect(figures.lobbyPerformanceScoreWithPrerendered?.note).toContain('its prerendered page');
  });

  it('names in the TBT note what cost the main thread in the run of median TBT', () => {
    expect(figures.lobbyTotalBlockingTime?.note).toContain('Script Evaluation 2,700 ms');
    expect(figures.lobbyTotalBlockingTime?.note).toContain(':3000/main.js 1,800 ms');
  });

  it('leaves a figure unmeasured when one of its runs failed, and the summary says so', () => {
    const partial = lighthouseFigures({ ...runs, 'lobby:mobile': runs['lobby:mobile']!.slice(0, 2) }, 3, served);
    expect(partial.lobbyTotalBlockingTime).toMatchObject({ value: null, runs: [900, 1100] });
    expect(summarise(partial).unmeasured).toEqual(['lobbyPerformanceScore', 'lobbyTotalBlockingTime', 'lobbyTimeToInteractive']);
  });

  it('counts the four bars and which fail', () => {
    const summary = summarise(figures);
    expect(summary.bars).toBe(4);
    expect(summary.failed).toEqual(['lobbyPerformanceScore', 'lobbyTotalBlockingTime']);
  });
});
