import { compressedJavaScript, exitCodeOf, figure, median, medianOfRuns, meets, ratio, ratioFigure, runsFigure, summarise, type ScriptTransfer } from './report';

describe('median', () => {
  it('takes the middle of an odd list and the mean of the middle two of an even one', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('ratio', () => {
  it('divides to three decimals and refuses a missing or zero baseline', () => {
    expect(ratio(1300, 1000)).toBe(1.3);
    expect(ratio(2, 3)).toBe(0.667);
    expect(ratio(null, 1000)).toBeNull();
    expect(ratio(1000, 0)).toBeNull();
  });
});

describe('figures and bars', () => {
  it('passes a value at its bar and fails one above it', () => {
    expect(figure(1500, 'elements', { max: 1500 })).toEqual({ value: 1500, unit: 'elements', bar: { max: 1500 }, pass: true });
    expect(figure(1501, 'elements', { max: 1500 }).pass).toBe(false);
    expect(figure(12, 'ms', null).pass).toBeNull();
  });

  it('holds a score to a minimum: at the bar passes, below it fails', () => {
    expect(meets(90, { min: 90 })).toBe(true);
    expect(meets(89, { min: 90 })).toBe(false);
    expect(meets(300, { max: 300 })).toBe(true);
    expect(meets(null, { min: 90 })).toBeNull();
    expect(figure(72, 'Lighthouse performance score', { min: 90 }).pass).toBe(false);
  });

  it('holds a ratio figure to its bar through the ratio', () => {
    expect(ratioFigure(1400, 1000, 'ms', { max: 1.3 })).toEqual({ value: 1400, baseline: 1000, ratio: 1.4, unit: 'ms', bar: { max: 1.3 }, pass: false });
    expect(ratioFigure(1200, 1000, 'ms', { max: 1.3 }).pass).toBe(true);
  });

  it('summarises failed and unmeasured figures, and exits 0 for a failed bar but 1 for a missing figure', () => {
    const figures = {
      domElements: figure(2000, 'elements', { max: 1500 }),
      longTasks: figure(0, 'tasks', { max: 0 }),
      javascript: figure(1000, 'bytes', null),
    };
    const summary = summarise(figures);
    expect(summary).toEqual({ bars: 2, passed: 1, failed: ['domElements'], unmeasured: [] });
    expect(exitCodeOf({ summary })).toBe(0);
    expect(exitCodeOf({ summary: summarise({ ...figures, lcp: ratioFigure(null, 900, 'ms', { max: 1.3 }) }) })).toBe(1);
  });
});

describe('figures of several runs', () => {
  it('takes the median of the runs only when every run was measured', () => {
    expect(medianOfRuns([420, 380, 510], 3)).toBe(420);
    expect(medianOfRuns([420, 380], 3)).toBeNull();
  });

  it('keeps every run, rounded, with the baseline beside it, and holds the median to the bar', () => {
    expect(runsFigure([312.4, 280.6, 350.2], 3, 'ms', { max: 300 }, { baselineRuns: [40.2, 0, 12.7], note: 'n' })).toEqual({
      value: 312,
      unit: 'ms',
      bar: { max: 300 },
      pass: false,
      runs: [312, 281, 350],
      baseline: 13,
      baselineRuns: [40, 0, 13],
      note: 'n',
    });
    expect(runsFigure([0.915, 0.884], 2, 'score', { min: 0.9 }, { decimals: 2 })).toMatchObject({ value: 0.9, runs: [0.92, 0.88], pass: true });
  });

  it('leaves the value null (unmeasured) when a run failed, but still shows the runs there are', () => {
    const missing = runsFigure([95, 96], 3, 'score', { min: 90 });
    expect(missing).toMatchObject({ value: null, pass: null, runs: [95, 96] });
    expect(summarise({ missing }).unmeasured).toEqual(['missing']);
  });
});

describe('compressed JavaScript', () => {
  const script = (overrides: Partial<ScriptTransfer>): ScriptTransfer => ({ url: 'x.js', encodedBytes: 100, decodedBytes: 300, contentEncoding: null, gzipBytes: 90, ...overrides });

  it('uses the bench gzip when the server sent the scripts uncompressed', () => {
    expect(compressedJavaScript([script({ encodedBytes: 300 }), script({ encodedBytes: 300, gzipBytes: 60 })])).toEqual({
      files: 2,
      compressedBytes: 150,
      encodedBodyBytes: 600,
      decodedBytes: 600,
      compression: 'gzip applied by the bench',
    });
  });

  it('uses the wire size when the server compressed, and says when it was mixed', () => {
    expect(compressedJavaScript([script({ contentEncoding: 'br' })]).compressedBytes).toBe(100);
    expect(compressedJavaScript([script({ contentEncoding: 'gzip' })]).compression).toBe('server');
    expect(compressedJavaScript([script({ contentEncoding: 'gzip' }), script({})]).compression).toMatch(/^mixed/);
  });
});
