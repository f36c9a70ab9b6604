import { z } from '@casino/shared-modules/zod';

import { REMOTE_NAMES } from '../contract/release-manifest';

/*
 * Release health (issue 20 point 4): what each visit's remotes did, as the host reports it to the
 * platform's collector (the sandbox stands in), so `release watch` can take back a canary or a new pin
 * whose failure rate passes a threshold. Not in the operator's spec: the shapes are ours
 * (sandbox/README.md "Release health"). No player, session or URL is in a report.
 */

/** How many events one report carries at most: a page has a few areas, each a load and a mount. */
export const MAX_HEALTH_EVENTS_PER_REPORT = 50;

const version = z.string().check(z.regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/, 'a semantic version such as 1.2.3'));

/**
 * One thing a remote did on a page: `load` (its entry and module fetched, integrity and contract
 * checked), `mount` (its parcel mounted), or `render` (an error its area's boundary caught while it ran),
 * and whether it went well. `via` says whether the version came from the market's pin or a canary.
 */
export const healthEventSchema = z.strictObject({
  remote: z.enum(REMOTE_NAMES),
  version,
  phase: z.enum(['load', 'mount', 'render']),
  outcome: z.enum(['ok', 'failed']),
  via: z.optional(z.enum(['pin', 'canary'])),
  /** Why it failed, in a few words (`load-failed`, `contract-mismatch`): never an error's stack. */
  reason: z.optional(z.string().check(z.maxLength(120))),
});
/** One reported event. */
export type HealthEvent = z.infer<typeof healthEventSchema>;

/** `POST /release-health/reports`: a page's events in one market. Sent as `text/plain` JSON by `sendBeacon`. */
export const healthReportSchema = z.strictObject({
  market: z.string().check(z.regex(/^[A-Z]{2}$/, 'a market id such as DE')),
  events: z.array(healthEventSchema).check(z.minLength(1), z.maxLength(MAX_HEALTH_EVENTS_PER_REPORT)),
});
/** One page's report. */
export type HealthReport = z.infer<typeof healthReportSchema>;

/**
 * `GET /release-health/summary` query: `market`, `remote` and `version` filter; `windowMinutes` is how
 * far back to count (1 to 1,440; 60 by default).
 */
export const healthSummaryQuerySchema = z.strictObject({
  market: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'a market id such as DE'))),
  remote: z.optional(z.enum(REMOTE_NAMES)),
  version: z.optional(version),
  windowMinutes: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(1440)), 60),
});
/** The summary's query. */
export type HealthSummaryQuery = z.infer<typeof healthSummaryQuerySchema>;

/**
 * One market × remote × version of the summary: `loads` attempted, `failures` (failed loads, mounts and
 * caught render errors), and `failureRate` = failures ÷ loads, at most 1 (0 with no loads).
 */
export const healthSummaryRowSchema = z.strictObject({
  market: z.string(),
  remote: z.enum(REMOTE_NAMES),
  version,
  loads: z.int().check(z.gte(0)),
  failures: z.int().check(z.gte(0)),
  failureRate: z.number().check(z.gte(0), z.lte(1)),
});
/** One group of the summary. */
export type HealthSummaryRow = z.infer<typeof healthSummaryRowSchema>;

/** `GET /release-health/summary` answer: the groups ordered by market, remote and version. */
export const healthSummarySchema = z.strictObject({ windowMinutes: z.int(), rows: z.array(healthSummaryRowSchema) });
/** The summary's answer. */
export type HealthSummary = z.infer<typeof healthSummarySchema>;
