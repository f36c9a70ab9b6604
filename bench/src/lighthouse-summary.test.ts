import { costsLine, lighthouseRunOf, medianRunOf, valuesOf, type LighthouseResult } from './lighthouse-summary';

/** A Lighthouse result cut down to what the bench reads, with the audits' own shapes. */
function resultWith(overrides: Partial<LighthouseResult> = {}): LighthouseResult {
  return {
    finalDisplayedUrl: 'http://localhost:3000/en-UN/online-casino',
    categories: { performance: { score: 0.734 } },
    audits: {
      'total-blocking-time': { numericValue: 512.6 },
      interactive: { numericValue: 6410.2 },
      'first-contentful-paint': { numericValue: 1800 },
      'largest-contentful-paint': { numericValue: 2950.4 },
      'bootup-time': {
        numericValue: 2400,
        details: {
          items: [
            { url: 'http://localhost:4000/cdn/mfe-casino/1.2.0/remoteEntry.js', total: 310.4, scripting: 250.2, scriptParseCompile: 20.1 },
            { url: 'http://localhost:3000/main.js', total: 1210.7, scripting: 1002.3, scriptParseCompile: 80.9 },
            { url: 'Unattributable', total: 400, scripting: 12, scriptParseCompile: 0 },
          ],
        },
      },
      'mainthread-work-breakdown': {
        details: {
          items: [
            { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 300.2 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 1900.6 },
          ],
        },
      },
    },
    ...overrides,
  };
}

describe('lighthouseRunOf', () => {
  it('reads the score as 0–100 and the timings in ms', () => {
    expect(lighthouseRunOf(resultWith())).toMatchObject({
      performanceScore: 73,
      totalBlockingTimeMs: 512.6,
      timeToInteractiveMs: 6410.2,
      firstContentfulPaintMs: 1800,
      largestContentfulPaintMs: 2950.4,
      problems: [],
    });
  });

  it('orders the scripts and kinds of work by their cost, and keeps only the top ones', () => {
    const run = lighthouseRunOf(resultWith(), 2);
    expect(run.scripts).toEqual([
      { url: 'http://localhost:3000/main.js', totalMs: 1211, scriptingMs: 1002, parseCompileMs: 81 },
      { url: 'Unattributable', totalMs: 400, scriptingMs: 12, parseCompileMs: 0 },
    ]);
    expect(run.mainThread).toEqual([
      { group: 'Script Evaluation', ms: 1901 },
      { group: 'Style & Layout', ms: 300 },
    ]);
  });

  it('keeps a runtime error and gives null figures when Lighthouse could not score the page', () => {
    const run = lighthouseRunOf({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' }, runWarnings: ['slow'], categories: { performance: { score: null } }, audits: {} });
    expect(run).toMatchObject({ performanceScore: null, totalBlockingTimeMs: null, timeToInteractiveMs: null, scripts: [], mainThread: [] });
    expect(run.problems).toEqual(['NO_FCP: The page did not paint any content.', 'slow']);
  });

  it('takes a figure from every run that has it', () => {
    const runs = [lighthouseRunOf(resultWith()), lighthouseRunOf({ categories: {}, audits: {} })];
    expect(valuesOf(runs, (run) => run.performanceScore)).toEqual([73]);
  });
});

describe('medianRunOf', () => {
  const withTbt = (tbt: number | undefined) => lighthouseRunOf(resultWith({ audits: { 'total-blocking-time': tbt === undefined ? undefined : { numericValue: tbt } } }));

  it('picks the run with the median value, the lower middle of an even count, skipping runs without it', () => {
    const pick = (run: ReturnType<typeof withTbt>) => run.totalBlockingTimeMs;
    expect(medianRunOf([withTbt(700), withTbt(300), withTbt(500)], pick)?.totalBlockingTimeMs).toBe(500);
    expect(medianRunOf([withTbt(700), withTbt(300), withTbt(500), withTbt(900)], pick)?.totalBlockingTimeMs).toBe(500);
    expect(medianRunOf([withTbt(undefined), withTbt(400)], pick)?.totalBlockingTimeMs).toBe(400);
    expect(medianRunOf([withTbt(undefined)], pick)).toBeNull();
  });
});

describe('costsLine', () => {
  it('names the kinds of work and the scripts with their ms, each URL cut to its port and path', () => {
    expect(costsLine(lighthouseRunOf(resultWith(), 2))).toBe(
      'main thread: Script Evaluation 1,901 ms, Style & Layout 300 ms; scripts: :3000/main.js 1,211 ms (scripting 1,002 ms, parse/compile 81 ms), Unattributable 400 ms (scripting 12 ms, parse/compile 0 ms)',
    );
  });
});
