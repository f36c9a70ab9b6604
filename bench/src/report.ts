/*
 * The benchmark's report: pure helpers that turn measurements into the printed JSON. Nothing here
 * touches a browser, so the shape and the maths are unit-tested.
 */

/** A bar a figure is held to: at most `max` (a time, a count) or at least `min` (a score). */
export type Bar = { max: number } | { min: number };

/** One figure of the report, with its unit, its bar when it has one, and whether it passes. */
export interface Figure {
  value: number | null;
  unit: string;
  bar: Bar | null;
  pass: boolean | null;
  /** The figure divided by the baseline's, when there is a baseline. */
  ratio?: number | null;
  baseline?: number | null;
  /** Every run's figure, in the order measured, when the value is a median of runs. */
  runs?: number[];
  /** The baseline's runs, likewise. */
  baselineRuns?: number[];
  note?: string;
}

/** The median of a list of numbers; null for an empty list. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** `value / baseline` to three decimals; null when either is missing or the baseline is not positive. */
export function ratio(value: number | null, baseline: number | null): number | null {
  if (value === null || baseline === null || !(baseline > 0)) return null;
  return Math.round((value / baseline) * 1000) / 1000;
}

/** Whether a value meets its bar (at most its `max`, at least its `min`); null when there is no value or no bar. */
export function meets(value: number | null, bar: Bar | null): boolean | null {
  if (value === null || bar === null) return null;
  return 'max' in bar ? value <= bar.max : value >= bar.min;
}

/** A figure checked against its bar. */
export function figure(value: number | null, unit: string, bar: Bar | null, extra: Partial<Figure> = {}): Figure {
  return { value, unit, bar, pass: meets(value, bar), ...extra };
}

/** A figure whose bar applies to its ratio to a baseline (e.g. LCP at most 1.3 × the baseline's). */
export function ratioFigure(value: number | null, baseline: number | null, unit: string, bar: Bar | null, extra: Partial<Figure> = {}): Figure {
  const r = ratio(value, baseline);
  return { value, unit, baseline, ratio: r, bar, pass: meets(r, bar), ...extra };
}

/**
 * The median of `expected` runs, or null when fewer were measured (a run that failed leaves a gap, and
 * a median of the rest would hide it).
 */
export function medianOfRuns(runs: readonly number[], expected: number): number | null {
  return runs.length === expected ? median(runs) : null;
}

/**
 * A figure that is the median of `expected` runs, rounded to `decimals` (0: whole units), with every
 * run in `runs`; a `baselineRuns` list adds the baseline's median and runs beside it (no ratio: the bar
 * is on the figure itself). Null when a run is missing.
 */
export function runsFigure(
  runs: readonly number[],
  expected: number,
  unit: string,
  bar: Bar | null,
  options: { baselineRuns?: readonly number[]; decimals?: number; note?: string } = {},
): Figure {
  const round = (value: number) => Math.round(value * 10 ** (options.decimals ?? 0)) / 10 ** (options.decimals ?? 0);
  const value = medianOfRuns(runs, expected);
  const result: Figure = figure(value === null ? null : round(value), unit, bar, { runs: runs.map(round) });
  if (options.baselineRuns) {
    const baseline = medianOfRuns(options.baselineRuns, expected);
    result.baseline = baseline === null ? null : round(baseline);
    result.baselineRuns = options.baselineRuns.map(round);
  }
  if (options.note !== undefined) result.note = options.note;
  return result;
}

/** The whole report: every figure by name, and the bars that failed. */
export interface Report {
  startedAt: string;
  site: { url: string; startedByBench: boolean };
  baseline: { url: string };
  conditions: Record<string, unknown>;
  figures: Record<string, Figure>;
  summary: { bars: number; passed: number; failed: string[]; unmeasured: string[] };
}

/** Adds the summary: how many figures have a bar, which failed, which could not be measured. */
export function summarise(figures: Record<string, Figure>): Report['summary'] {
  const withBar = Object.entries(figures).filter(([, f]) => f.bar !== null);
  return {
    bars: withBar.length,
    passed: withBar.filter(([, f]) => f.pass === true).length,
    failed: withBar.filter(([, f]) => f.pass === false).map(([name]) => name),
    unmeasured: Object.entries(figures)
      .filter(([, f]) => f.value === null)
      .map(([name]) => name),
  };
}

/** The exit code of a run: 0 for a report (bars may fail), 1 when a figure could not be measured. */
export function exitCodeOf(report: Pick<Report, 'summary'>): number {
  return report.summary.unmeasured.length > 0 ? 1 : 0;
}

/** A script response as the bench saw it on the wire. */
export interface ScriptTransfer {
  url: string;
  /** Bytes of the body as transferred (compressed when the server compressed). */
  encodedBytes: number;
  /** Bytes after decoding. */
  decodedBytes: number;
  /** The `content-encoding` header, or null. */
  contentEncoding: string | null;
  /** gzip size of the decoded body, computed by the bench. */
  gzipBytes: number;
}

/**
 * The JavaScript a page transferred, compressed: the wire size of a compressed response, the bench's
 * own gzip size of an uncompressed one. `compression` says which applied.
 */
export function compressedJavaScript(scripts: readonly ScriptTransfer[]) {
  const serverCompressed = scripts.filter((s) => s.contentEncoding !== null && s.contentEncoding !== 'identity');
  const bytes = scripts.reduce((sum, s) => sum + (serverCompressed.includes(s) ? s.encodedBytes : s.gzipBytes), 0);
  const compression = serverCompressed.length === scripts.length ? 'server' : serverCompressed.length === 0 ? 'gzip applied by the bench' : 'mixed: server where it compressed, the bench gzip elsewhere';
  return {
    files: scripts.length,
    compressedBytes: bytes,
    encodedBodyBytes: scripts.reduce((sum, s) => sum + s.encodedBytes, 0),
    decodedBytes: scripts.reduce((sum, s) => sum + s.decodedBytes, 0),
    compression,
  };
}
