import { z } from '@casino/shared-modules/zod';

import { REMOTE_NAMES } from '../contract/release-manifest';

/*
 * Field data (issue 19 point 4): the Core Web Vitals of real players' visits, as the host reports them to
 * the platform's collector and as the sandbox answers their 75th percentiles. Not in the operator's spec:
 * the shapes are ours (sandbox/README.md "Field data").
 */

/** The Core Web Vitals the host reports: Largest Contentful Paint, Interaction to Next Paint, Cumulative Layout Shift. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
/** One of the reported Core Web Vitals. */
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** How many metrics one batch carries at most: a visit has three, more after back/forward-cache restores. */
export const MAX_VITALS_PER_BATCH = 20;

const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
/** `web-vitals`' navigation types (the Navigation Timing API's, `back_forward` spelt `back-forward`, and its own). */
const NAVIGATION_TYPES = ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] as const;
const MAX_MS = 10 * 60 * 1000;
const version = z
  .string()
  .check(z.regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/, 'a semantic version such as 1.2.3'));
/** A route pattern, never a URL: no query, fragment or ids, only the host's route table's own characters. */
const pagePattern = z
  .string()
  .check(z.maxLength(120), z.regex(/^(?:\*|\/[a-z0-9\-/*]*)$/, 'a route pattern such as /online-casino/*'));

const metricFields = {
  /** `web-vitals`' id of the metric on this page load: a later value of the same id replaces the earlier. */
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  rating: z.enum(RATINGS),
  navigationType: z.enum(NAVIGATION_TYPES),
};

/**
 * One metric as `web-vitals` reported it: `value` in milliseconds for LCP and INP (at most ten minutes),
 * unitless for CLS (at most 100); `rating` by the library's thresholds.
 */
export const webVitalSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('LCP'), value: z.number().check(z.gte(0), z.lte(MAX_MS)), ...metricFields }),
  z.object({ name: z.literal('INP'), value: z.number().check(z.gte(0), z.lte(MAX_MS)), ...metricFields }),
  z.object({ name: z.literal('CLS'), value: z.number().check(z.gte(0), z.lte(100)), ...metricFields }),
]);
/** One reported metric. */
export type WebVital = z.infer<typeof webVitalSchema>;

/**
 * `POST /field-data/vitals`: the metrics of one visit, tagged with what a release manager compares by:
 * the market (`UN`) and segment (`en-UN`), the page as a route pattern of the host's route table below
 * the segment (`/online-casino/*`, `/`; never the URL), the host's version and the version of each
 * remote loaded on the page (`{ 'mfe-casino': '1.3.0' }`). Sent as `text/plain` JSON by `sendBeacon`.
 */
export const vitalsBatchSchema = z.strictObject({
  market: z.string().check(z.regex(/^[A-Z]{2}$/, 'a market id such as UN')),
  segment: z.string().check(z.regex(/^[a-z]{2}-[A-Z]{2}$/, 'a segment such as en-UN')),
  page: pagePattern,
  hostVersion: version,
  remotes: z.partialRecord(z.enum(REMOTE_NAMES), version),
  metrics: z.array(webVitalSchema).check(z.minLength(1), z.maxLength(MAX_VITALS_PER_BATCH)),
});
/** One visit's batch of metrics. */
export type VitalsBatch = z.infer<typeof vitalsBatchSchema>;

/**
 * `GET /field-data/vitals/summary` query, every field optional: `market` and `page` filter; `remote`
 * (a remote's name, or `host`) groups by that app's version instead of the whole versions tag; `version`
 * (with `remote`) keeps the visits that loaded that version.
 */
export const vitalsSummaryQuerySchema = z
  .strictObject({
    market: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
    page: z.optional(pagePattern),
    remote: z.optional(z.enum(['host', ...REMOTE_NAMES])),
    version: z.optional(version),
  })
  .check(
    z.refine((query) => !query.version || query.remote, {
      message: 'version needs remote',
      path: ['version'],
    }),
  );
/** `GET /field-data/vitals/summary` query. */
export type VitalsSummaryQuery = z.infer<typeof vitalsSummaryQuerySchema>;

/**
 * One group of the summary: a page, a metric and a market, and `versions`: the version of the `remote`
 * asked for (`1.3.0`, `null` for visits that did not load it), else the whole tag
 * (`host@1.0.0 mfe-casino@1.3.0`, sorted by name). `p75` is the nearest-rank 75th percentile of `count`
 * values (ms for LCP and INP, unitless for CLS).
 */
export const vitalsSummaryRowSchema = z.object({
  page: z.string(),
  metric: z.enum(WEB_VITAL_NAMES),
  market: z.string(),
  versions: z.nullable(z.string()),
  count: z.int().check(z.positive()),
  p75: z.number(),
});
/** One group of the summary. */
export type VitalsSummaryRow = z.infer<typeof vitalsSummaryRowSchema>;

/** `GET /field-data/vitals/summary` answer: the groups ordered by page, metric, market and versions. */
export const vitalsSummarySchema = z.object({ rows: z.array(vitalsSummaryRowSchema) });
/** `GET /field-data/vitals/summary` answer. */
export type VitalsSummary = z.infer<typeof vitalsSummarySchema>;
