import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { CONTROL_PREFIX } from '../control/faults';
import { sendValidationError } from '../lib/errors';
import type { CspReports, CspViolation } from './csp-reports';

/** The largest body `POST /security/csp-reports` reads, bytes: a batch of reports is a few kB. */
export const MAX_CSP_REPORT_BODY_BYTES = 64 * 1024;

/** How many report requests one client (by IP) may send a minute. */
export const CSP_REPORTS_PER_MINUTE = 300;

/** The content types browsers send reports with: `report-uri`'s and the Reporting API's. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

const text = z.string().max(4096);
const optionalText = z.optional(z.string().max(4096));
const lineNumber = z.optional(z.number().int().nonnegative());

/** `report-uri`'s body (CSP Level 2): `{ "csp-report": { … } }`. */
const reportUriSchema = z.object({
  'csp-report': z.object({
    'document-uri': text,
    'effective-directive': optionalText,
    'violated-directive': optionalText,
    'blocked-uri': optionalText,
    disposition: optionalText,
    'source-file': optionalText,
    'line-number': lineNumber,
    'script-sample': optionalText,
  }),
});

/** The Reporting API's body (`report-to`): a list of reports; only `csp-violation` ones are kept. */
const reportingApiSchema = z
  .array(
    z.object({
      type: z.string().max(64),
      url: optionalText,
      body: z.record(z.string(), z.unknown()),
    }),
  )
  .max(100);

const reportToBodySchema = z.object({
  documentURL: text,
  effectiveDirective: text,
  blockedURL: optionalText,
  disposition: optionalText,
  sourceFile: optionalText,
  lineNumber,
  sample: optionalText,
});

/** The violations of a report body in either format, or the zod error of the format it claims to be. */
function violationsOf(body: unknown): { violations: CspViolation[] } | { error: z.ZodError; objectName: string } {
  if (!Array.isArray(body)) {
    const parsed = reportUriSchema.safeParse(body);
    if (!parsed.success) return { error: parsed.error, objectName: 'cspReport' };
    const report = parsed.data['csp-report'];
    return {
      violations: [
        {
          documentUrl: report['document-uri'],
          effectiveDirective: report['effective-directive'] ?? report['violated-directive']?.split(' ')[0] ?? 'unknown',
          blockedUrl: report['blocked-uri'],
          disposition: report.disposition,
          sourceFile: report['source-file'],
          lineNumber: report['line-number'],
          sample: report['script-sample'],
        },
      ],
    };
  }
  const parsed = reportingApiSchema.safeParse(body);
  if (!parsed.success) return { error: parsed.error, objectName: 'reports' };
  const violations: CspViolation[] = [];
  for (const report of parsed.data.filter((candidate) => candidate.type === 'csp-violation')) {
    const violation = reportToBodySchema.safeParse(report.body);
    if (!violation.success) return { error: violation.error, objectName: 'cspViolation' };
    const { documentURL, effectiveDirective, blockedURL, disposition, sourceFile, lineNumber: line, sample } = violation.data;
    violations.push({ documentUrl: documentURL, effectiveDirective, blockedUrl: blockedURL, disposition, sourceFile, lineNumber: line, sample });
  }
  return { violations };
}

/**
 * The collector of the site's Content-Security-Policy reports (issue 21 point 1; `siteOriginsOf`'s
 * `CSP_REPORT_URL` points here):
 * - `POST /security/csp-reports`, as browsers send them: `application/csp-report` (`report-uri`) or
 *   `application/reports+json` (`report-to`, the Reporting API; reports other than `csp-violation` are
 *   skipped) → 204. A body of neither shape is 400 with field errors and nothing is written; over
 *   `MAX_CSP_REPORT_BODY_BYTES` 413; more than `CSP_REPORTS_PER_MINUTE` from one IP in a minute 429.
 * - `GET /__sandbox/csp-reports` → `{ reports }`, the latest 500, newest first (test control).
 */
export async function registerCspReportRoutes(app: FastifyInstance, options: { reports: CspReports }): Promise<void> {
  const { reports } = options;
  await app.register(async (scope) => {
    for (const type of REPORT_TYPES) scope.addContentTypeParser(type, { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'ignore'));
    scope.post('/security/csp-reports', { bodyLimit: MAX_CSP_REPORT_BODY_BYTES, config: { rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: 60_000 } } }, async (request, reply) => {
      const read = violationsOf(request.body);
      if ('error' in read) return sendValidationError(reply, read.objectName, request.body, read.error);
      await reports.record(read.violations);
      return reply.code(204).send();
    });
  });
  app.get(`${CONTROL_PREFIX}/csp-reports`, async (_request, reply) => reply.header('cache-control', 'no-store').send({ reports: await reports.list() }));
}
