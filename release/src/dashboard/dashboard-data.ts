/**
 * What the release dashboard shows (issue 20 point 6), read afresh from the same manifest and history
 * as the CLI, and, per pinned version, what the sandbox knows of it in the field: the Core Web Vitals'
 * 75th percentiles (issue 19 point 4) and the failure rate (issue 20 point 4, when the sandbox reports it).
 */
import { REMOTE_NAMES, type RemoteName } from '@casino/shared/contract';
import { healthSummarySchema, vitalsSummarySchema, type WebVitalName } from '@casino/shared/wire';
import { historyOf, releaseStatus, type ReleaseStatus } from '../commands';
import type { HistoryEntry } from '../history';
import type { Registry } from '../registry';

/** How long the dashboard waits for the sandbox per question, ms: a slow sandbox must not hold the page. */
export const SANDBOX_TIMEOUT_MS = 3000;

const METRICS: readonly WebVitalName[] = ['LCP', 'INP', 'CLS'];

/**
 * One metric of a version in the field: the highest 75th percentile among the page × market groups the
 * sandbox answered (the page that does worst: what a release manager must see), with that page, and
 * how many values all groups hold. `p75` is ms for LCP and INP, unitless for CLS.
 */
export interface FieldMetric {
  p75: number;
  page: string;
  market: string;
  samples: number;
}

/** A version's field performance: null when the sandbox did not answer; a metric absent when no visit reported it. */
export type FieldPerformance = Partial<Record<WebVitalName, FieldMetric>> | null;

/**
 * A version's failure rate as the sandbox reports it (`GET /release-health/summary`): `reported` with the
 * remote's loads and the failed ones among them, `not-reported` when the sandbox has no such report (404,
 * no answer), `unreadable` when it answered something else: the page shows no number it was not given.
 */
export type FailureReport = { state: 'reported'; failures: number; loads: number } | { state: 'not-reported' } | { state: 'unreadable'; detail: string };

/** A version pinned somewhere, or a canary: where, and how it does. */
export interface PinnedVersion {
  remote: RemoteName;
  version: string;
  /** Where players get it, in words: `default`, `DE`, `UK canary 50 %`. */
  where: string[];
  field: FieldPerformance;
  failures: FailureReport;
}

/** The whole dashboard: the status (`release status --json`), the history newest first, the pinned versions. */
export interface DashboardData {
  status: ReleaseStatus;
  /** Newest first. */
  history: HistoryEntry[];
  versions: PinnedVersion[];
  /** The sandbox asked, without a trailing slash. */
  sandboxUrl: string;
}

/** Every remote@version the manifest gives to players (a pin of the default or of a market, or a canary), with where. */
export function pinnedVersions(status: ReleaseStatus): Array<Pick<PinnedVersion, 'remote' | 'version' | 'where'>> {
  const found = new Map<string, Pick<PinnedVersion, 'remote' | 'version' | 'where'>>();
  const add = (remote: RemoteName, version: string, where: string) => {
    const key = `${remote}@${version}`;
    const known = found.get(key) ?? { remote, version, where: [] };
    known.where.push(where);
    found.set(key, known);
  };
  for (const remote of REMOTE_NAMES) {
    const version = status.default[remote];
    if (version) add(remote, version, 'default');
  }
  for (const [market, { own, canaries }] of Object.entries(status.markets)) {
    for (const [remote, version] of Object.entries(own) as Array<[RemoteName, string]>) add(remote, version, market);
    for (const [remote, canary] of Object.entries(canaries) as Array<[RemoteName, { version: string; percent: number }]>) add(remote, canary.version, `${market} canary ${canary.percent} %`);
  }
  const order = (remote: RemoteName) => REMOTE_NAMES.indexOf(remote);
  return [...found.values()].sort((a, b) => order(a.remote) - order(b.remote) || a.version.localeCompare(b.version, 'en', { numeric: true }));
}

/**
 * A version's field performance from `GET {sandbox}/field-data/vitals/summary?remote=&version=`
 * (sandbox/src/field-data/field-data-routes.ts): per metric, the worst page's p75. Null when the sandbox
 * does not answer, answers an error, or answers another shape.
 */
export async function fieldPerformanceOf(sandboxUrl: string, remote: RemoteName, version: string, fetchFn: typeof fetch = fetch): Promise<FieldPerformance> {
  try {
    const response = await fetchFn(`${sandboxUrl}/field-data/vitals/summary?${new URLSearchParams({ remote, version })}`, { signal: AbortSignal.timeout(SANDBOX_TIMEOUT_MS) });
    if (!response.ok) return null;
    const parsed = vitalsSummarySchema.safeParse(await response.json());
    if (!parsed.success) return null;
    const result: Partial<Record<WebVitalName, FieldMetric>> = {};
    for (const metric of METRICS) {
      const rows = parsed.data.rows.filter((row) => row.metric === metric && row.versions === version);
      if (rows.length === 0) continue;
      const worst = rows.reduce((a, b) => (b.p75 > a.p75 ? b : a));
      result[metric] = { p75: worst.p75, page: worst.page, market: worst.market, samples: rows.reduce((sum, row) => sum + row.count, 0) };
    }
    return result;
  } catch {
    return null;
  }
}

/**
 * A version's failure rate from `GET {sandbox}/release-health/summary?market=&remote=&version=` (issue 20
 * point 4; `market` empty: every market): the version's failures and loads summed over the summary's rows
 * (every market, the summary's window of 60 minutes); no loads, 404 or no answer is `not-reported`, an
 * answer of another shape `unreadable`.
 */
export async function failureReportOf(sandboxUrl: string, remote: RemoteName, version: string, fetchFn: typeof fetch = fetch): Promise<FailureReport> {
  let response: Response;
  try {
    response = await fetchFn(`${sandboxUrl}/release-health/summary?${new URLSearchParams({ market: '', remote, version })}`, { signal: AbortSignal.timeout(SANDBOX_TIMEOUT_MS) });
  } catch {
    return { state: 'not-reported' };
  }
  if (response.status === 404) return { state: 'not-reported' };
  if (!response.ok) return { state: 'unreadable', detail: `the sandbox answered ${response.status}` };
  try {
    // The platform's summary (`@casino/shared/wire` healthSummarySchema): one row per market; the
    // dashboard shows the version's failures over every market in the summary's window (60 min).
    const parsed = healthSummarySchema.safeParse(await response.json());
    if (!parsed.success) return { state: 'unreadable', detail: 'the answer is not a release-health summary' };
    const rows = parsed.data.rows.filter((row) => row.remote === remote && row.version === version);
    const loads = rows.reduce((sum, row) => sum + row.loads, 0);
    const failures = rows.reduce((sum, row) => sum + row.failures, 0);
    if (loads === 0 && failures === 0) return { state: 'not-reported' };
    return { state: 'reported', failures: Math.min(failures, loads), loads };
  } catch {
    return { state: 'unreadable', detail: 'the answer is not JSON' };
  }
}

/**
 * Reads everything the dashboard shows, afresh (nothing is cached: a pin shows at the next reload). The
 * sandbox is asked about every pinned version at once; its silence never fails the page.
 *
 * @param sandboxUrl e.g. `http://localhost:4000`.
 * @throws ReleaseError when the manifest or the history is broken (as the CLI would).
 */
export async function dashboardData(registry: Registry, sandboxUrl: string, fetchFn: typeof fetch = fetch): Promise<DashboardData> {
  const base = sandboxUrl.replace(/\/$/, '');
  const [status, history] = await Promise.all([releaseStatus(registry), historyOf(registry)]);
  const versions = await Promise.all(
    pinnedVersions(status).map(async (pinned) => {
      const [field, failures] = await Promise.all([fieldPerformanceOf(base, pinned.remote, pinned.version, fetchFn), failureReportOf(base, pinned.remote, pinned.version, fetchFn)]);
      return { ...pinned, field, failures };
    }),
  );
  return { status, history: [...history].reverse(), versions, sandboxUrl: base };
}
