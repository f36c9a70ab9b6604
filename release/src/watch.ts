/**
 * `release watch` (issue 20 point 4): reads the release health the host reports from players' pages
 * (the platform's `GET /release-health/summary`; the sandbox stands in) and takes back a market's
 * canary, or a pin made within the window, whose failure rate passes the threshold: a canary is
 * aborted, a pin rolled back; history records why, and the command says so.
 */
import { healthSummarySchema, type HealthSummaryRow } from '@casino/shared/wire';
import type { RemoteName } from '@casino/shared/contract';
import { abortCanary } from './canary';
import type { HostDescriptor } from './checks';
import { assertMarket, rollback } from './commands';
import { pinStack } from './history';
import { readHistory, readManifest, type Registry } from './registry';
import { ReleaseError } from './release-error';

/** What `watch` compares: a failure rate over `windowMinutes`, judged once a version has `minLoads` loads. */
export interface WatchRules {
  market: string;
  /** Largest acceptable failure rate, percent (5 = 5 %). */
  thresholdPercent: number;
  windowMinutes: number;
  minLoads: number;
  /** The platform's base URL, e.g. `http://localhost:4000`. */
  platformUrl: string;
}

/** One version `watch` looked at, and what it did about it. */
export interface WatchVerdict {
  remote: RemoteName;
  version: string;
  /** A canary, or a pin made within the window. */
  kind: 'canary' | 'pin';
  loads: number;
  failures: number;
  /** Failures ÷ loads, 0–1. */
  failureRate: number;
  action: 'none' | 'aborted' | 'rolled back' | 'too few loads';
  /** In words, for the CLI and the history. */
  reason: string;
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

async function healthOf(rules: WatchRules, remote: RemoteName, version: string, doFetch: typeof fetch): Promise<HealthSummaryRow> {
  const url = `${rules.platformUrl.replace(/\/$/, '')}/release-health/summary?market=${rules.market}&remote=${remote}&version=${encodeURIComponent(version)}&windowMinutes=${rules.windowMinutes}`;
  let response: Response;
  try {
    response = await doFetch(url);
  } catch (error) {
    throw new ReleaseError(`The release health could not be read from ${rules.platformUrl} (${(error as Error).message}): nothing was changed`);
  }
  if (!response.ok) throw new ReleaseError(`The release health answered ${response.status} at ${url}: nothing was changed`);
  const row = healthSummarySchema.parse(await response.json()).rows.find((candidate) => candidate.remote === remote && candidate.version === version);
  return row ?? { market: rules.market, remote, version, loads: 0, failures: 0, failureRate: 0 };
}

/**
 * Looks once at every canary of the market and every pin of it made within the window, and takes back
 * each whose failure rate is over the threshold with at least `minLoads` loads: a canary is aborted
 * (its visitors get the pin at their next page load), a pin rolled back one step (`rollback`). With
 * `dryRun`, says what it would do and changes nothing.
 *
 * @throws ReleaseError for an unknown market, or when the health cannot be read (nothing is changed).
 */
export async function watchOnce(registry: Registry, host: HostDescriptor, rules: WatchRules, options: { dryRun?: boolean; fetch?: typeof fetch } = {}): Promise<WatchVerdict[]> {
  assertMarket(rules.market);
  const doFetch = options.fetch ?? fetch;
  const manifest = await readManifest(registry);
  const history = await readHistory(registry);
  const since = Date.now() - rules.windowMinutes * 60_000;
  const candidates: Array<{ remote: RemoteName; version: string; kind: 'canary' | 'pin' }> = [];
  for (const [remote, canary] of Object.entries(manifest.canaries[rules.market] ?? {})) if (canary) candidates.push({ remote: remote as RemoteName, version: canary.version, kind: 'canary' });
  for (const [remote, version] of Object.entries(manifest.pins[rules.market] ?? {})) {
    const last = [...history].reverse().find((entry) => entry.market === rules.market && entry.remote === remote && ['pin', 'promote', 'rollback'].includes(entry.action));
    // A pin made within the window, with something earlier to go back to.
    if (version && last && last.to === version && Date.parse(last.time) >= since && pinStack(history, rules.market, remote, version).length >= 2) {
      candidates.push({ remote: remote as RemoteName, version, kind: 'pin' });
    }
  }
  const verdicts: WatchVerdict[] = [];
  for (const candidate of candidates) {
    const health = await healthOf(rules, candidate.remote, candidate.version, doFetch);
    const figures = `${percent(health.failureRate)} of ${health.loads} loads failed (${health.failures}) in the last ${rules.windowMinutes} min`;
    const base = { ...candidate, loads: health.loads, failures: health.failures, failureRate: health.failureRate };
    if (health.loads < rules.minLoads) {
      verdicts.push({ ...base, action: 'too few loads', reason: `${figures}; waiting for ${rules.minLoads} loads` });
      continue;
    }
    if (health.failureRate * 100 <= rules.thresholdPercent) {
      verdicts.push({ ...base, action: 'none', reason: `${figures}, within ${rules.thresholdPercent} %` });
      continue;
    }
    const reason = `release watch: ${figures}, over ${rules.thresholdPercent} %`;
    if (candidate.kind === 'canary') await abortCanary(registry, candidate.remote, rules.market, { reason, dryRun: options.dryRun });
    else await rollback(registry, host, candidate.remote, rules.market, { reason, dryRun: options.dryRun });
    verdicts.push({ ...base, action: candidate.kind === 'canary' ? 'aborted' : 'rolled back', reason });
  }
  return verdicts;
}
