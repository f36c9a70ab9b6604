/*
 * What the bench keeps of a Lighthouse result: the performance score, total blocking time, time to
 * interactive, and what costs the main thread (the bootup-time and mainthread-work-breakdown audits).
 * Pure: the result comes in as data, so the reading is unit-tested.
 */

/** The part of a Lighthouse result (LHR) the bench reads. */
export interface LighthouseResult {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

/** One run's figures, in the units the report prints. */
export interface LighthouseRun {
  /** Lighthouse's performance score, 0–100 (null when Lighthouse could not score the page). */
  performanceScore: number | null;
  /** Total blocking time, ms. */
  totalBlockingTimeMs: number | null;
  /** Time to interactive, ms. */
  timeToInteractiveMs: number | null;
  firstContentfulPaintMs: number | null;
  largestContentfulPaintMs: number | null;
  /** Main-thread time of the scripts that cost most (bootup-time), the biggest first. */
  scripts: { url: string; totalMs: number; scriptingMs: number; parseCompileMs: number }[];
  /** Main-thread time by kind of work (mainthread-work-breakdown), the biggest first. */
  mainThread: { group: string; ms: number }[];
  /** Lighthouse's runtime error or warnings, when it gave any. */
  problems: string[];
}

const numeric = (result: LighthouseResult, audit: string): number | null => {
  const value = result.audits[audit]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

const itemsOf = (result: LighthouseResult, audit: string): Record<string, unknown>[] =>
  (result.audits[audit]?.details?.items ?? []).filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);

const msOf = (value: unknown): number => (typeof value === 'number' ? Math.round(value) : 0);

/**
 * The figures of one Lighthouse run: score ×100, TBT, TTI, FCP and LCP in ms, and the `top` scripts
 * and kinds of main-thread work that cost most. A result with a runtime error keeps its error in
 * `problems` and whatever figures Lighthouse still gave (usually none).
 */
export function lighthouseRunOf(result: LighthouseResult, top = 5): LighthouseRun {
  const score = result.categories.performance?.score;
  const scripts = itemsOf(result, 'bootup-time')
    .map((item) => ({ url: String(item.url ?? ''), totalMs: msOf(item.total), scriptingMs: msOf(item.scripting), parseCompileMs: msOf(item.scriptParseCompile) }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, top);
  const mainThread = itemsOf(result, 'mainthread-work-breakdown')
    .map((item) => ({ group: String(item.groupLabel ?? item.group ?? ''), ms: msOf(item.duration) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
  return {
    performanceScore: typeof score === 'number' ? Math.round(score * 100) : null,
    totalBlockingTimeMs: numeric(result, 'total-blocking-time'),
    timeToInteractiveMs: numeric(result, 'interactive'),
    firstContentfulPaintMs: numeric(result, 'first-contentful-paint'),
    largestContentfulPaintMs: numeric(result, 'largest-contentful-paint'),
    scripts,
    mainThread,
    problems: [...(result.runtimeError ? [`${result.runtimeError.code}: ${result.runtimeError.message}`] : []), ...(result.runWarnings ?? [])],
  };
}

/** The runs' values of one figure, leaving out runs that did not give it. */
export function valuesOf(runs: readonly LighthouseRun[], pick: (run: LighthouseRun) => number | null): number[] {
  return runs.map(pick).filter((value): value is number => value !== null);
}

/**
 * A short line of what costs the main thread in `run` (read from its median run by the report):
 * the kinds of work and the scripts, each in ms, e.g. `script evaluation 1,900 ms, …; main.js 820 ms
 * (scripting 700), …`. A script URL is cut to its path.
 */
export function costsLine(run: LighthouseRun): string {
  const pathOf = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.port ? `:${parsed.port}` : parsed.host}${parsed.pathname}`;
    } catch {
      return url;
    }
  };
  const ms = (value: number) => `${value.toLocaleString('en-GB')} ms`;
  const work = run.mainThread.map((entry) => `${entry.group} ${ms(entry.ms)}`).join(', ');
  const scripts = run.scripts.map((script) => `${pathOf(script.url)} ${ms(script.totalMs)} (scripting ${ms(script.scriptingMs)}, parse/compile ${ms(script.parseCompileMs)})`).join(', ');
  return `main thread: ${work || 'none reported'}; scripts: ${scripts || 'none reported'}`;
}

/**
 * The run whose `pick` value is the median of the runs (the lower middle one of an even count), to read
 * what cost the time in a typical run; null when no run has the value.
 */
export function medianRunOf(runs: readonly LighthouseRun[], pick: (run: LighthouseRun) => number | null): LighthouseRun | null {
  const measured = runs.filter((run) => pick(run) !== null).sort((a, b) => (pick(a) as number) - (pick(b) as number));
  return measured[Math.floor((measured.length - 1) / 2)] ?? null;
}
