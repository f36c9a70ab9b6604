import type { LighthouseMode } from './lighthouse';
import { costsLine, medianRunOf, valuesOf, type LighthouseRun } from './lighthouse-summary';
import { runsFigure, type Figure } from './report';

/*
 * The report's Lighthouse figures (issue 19 point 3) from the runs: pure, so which figure has which bar
 * is unit-tested.
 */

/** The pages Lighthouse measures: home and lobby on the site without prerendered pages and with them, and the baseline. */
export type LighthouseTarget = 'home' | 'homeWithPrerendered' | 'lobby' | 'lobbyWithPrerendered' | 'baseline';

/** Which modes each target is measured in: the bench's own throttling only where the bars apply, and for the baseline. */
export const LIGHTHOUSE_MODES: Record<LighthouseTarget, readonly LighthouseMode[]> = {
  home: ['mobile', 'bench'],
  homeWithPrerendered: ['mobile'],
  lobby: ['mobile', 'bench'],
  lobbyWithPrerendered: ['mobile'],
  baseline: ['mobile', 'bench'],
};

/** The Lighthouse runs of a target in a mode, in the order they ran; a run that failed is missing. */
export type LighthouseRuns = Partial<Record<`${LighthouseTarget}:${LighthouseMode}`, LighthouseRun[]>>;

/** How each target was served, for the figures' notes (e.g. `http://localhost:3000/en-UN/online-casino, its prerendered page`). */
export type TargetDescriptions = Record<Exclude<LighthouseTarget, 'baseline'>, string>;

/**
 * The figures, each the median of `expected` runs with every run and the baseline's runs beside it:
 * - `{home,lobby}PerformanceScore`, `…TotalBlockingTime`, `…TimeToInteractive`: Lighthouse's mobile
 *   preset without prerendered pages; the bars (score ≥ 90, TBT ≤ 300 ms) are on these;
 * - the same with `WithPrerendered`: the site with its prerendered pages, reported without a bar;
 * - `{home,lobby}TotalBlockingTimeBenchThrottle`, `…TimeToInteractiveBenchThrottle`: loaded under the
 *   bench's own throttling, without prerendered pages, no bar.
 * The TBT figures' notes name what costs the main thread in the run of median TBT.
 */
export function lighthouseFigures(runs: LighthouseRuns, expected: number, served: TargetDescriptions): Record<string, Figure> {
  const of = (target: LighthouseTarget, mode: LighthouseMode) => runs[`${target}:${mode}`] ?? [];
  const score = (run: LighthouseRun) => run.performanceScore;
  const tbt = (run: LighthouseRun) => run.totalBlockingTimeMs;
  const tti = (run: LighthouseRun) => run.timeToInteractiveMs;
  const costs = (target: LighthouseTarget, mode: LighthouseMode) => {
    const typical = medianRunOf(of(target, mode), tbt);
    return typical ? `the median-TBT run's ${costsLine(typical)}` : 'no run to read the costs from';
  };
  const figures: Record<string, Figure> = {};
  for (const page of ['home', 'lobby'] as const) {
    for (const target of [page, `${page}WithPrerendered`] as const) {
      const barred = target === page;
      const suffix = barred ? '' : 'WithPrerendered';
      const how = `Lighthouse mobile preset (simulated throttling), ${served[target]}`;
      const beside = (pick: (run: LighthouseRun) => number | null) => valuesOf(of('baseline', 'mobile'), pick);
      figures[`${page}PerformanceScore${suffix}`] = runsFigure(valuesOf(of(target, 'mobile'), score), expected, 'Lighthouse mobile performance score, 0–100 (median)', barred ? { min: 90 } : null, {
        baselineRuns: beside(score),
        note: how,
      });
      figures[`${page}TotalBlockingTime${suffix}`] = runsFigure(valuesOf(of(target, 'mobile'), tbt), expected, 'ms, Lighthouse total blocking time (median)', barred ? { max: 300 } : null, {
        baselineRuns: beside(tbt),
        note: `${how}; ${costs(target, 'mobile')}`,
      });
      figures[`${page}TimeToInteractive${suffix}`] = runsFigure(valuesOf(of(target, 'mobile'), tti), expected, 'ms, Lighthouse time to interactive (median)', null, { baselineRuns: beside(tti), note: how });
    }
    const how = `Lighthouse, mobile form factor, loaded under the bench's throttling (DevTools throttling), ${served[page]}`;
    figures[`${page}TotalBlockingTimeBenchThrottle`] = runsFigure(valuesOf(of(page, 'bench'), tbt), expected, 'ms, total blocking time under the bench throttling (median)', null, {
      baselineRuns: valuesOf(of('baseline', 'bench'), tbt),
      note: `${how}; ${costs(page, 'bench')}`,
    });
    figures[`${page}TimeToInteractiveBenchThrottle`] = runsFigure(valuesOf(of(page, 'bench'), tti), expected, 'ms, time to interactive under the bench throttling (median)', null, {
      baselineRuns: valuesOf(of('baseline', 'bench'), tti),
      note: how,
    });
  }
  return figures;
}
