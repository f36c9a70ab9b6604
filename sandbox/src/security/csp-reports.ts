import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** How many reports the table keeps at most: the oldest go first, so a flood cannot fill the disk. */
export const MAX_STORED_CSP_REPORTS = 10_000;

/** One violation as the sandbox keeps it, from either report format. */
export interface CspViolation {
  documentUrl: string;
  effectiveDirective: string;
  blockedUrl?: string;
  disposition?: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

/** A kept violation, with when it arrived (ISO 8601). */
export interface StoredCspViolation extends CspViolation {
  receivedAt: string;
}

/**
 * The Content-Security-Policy reports of the site's pages (issue 21 point 1), in `csp_reports`: what
 * the policy blocked in players' browsers. The e2e attacks read them to prove nothing ran; a reset
 * empties them.
 */
export class CspReports {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly maxStored = MAX_STORED_CSP_REPORTS,
  ) {}

  /** Stores violations in one transaction; then the oldest rows past `maxStored` go. */
  async record(violations: readonly CspViolation[]): Promise<void> {
    if (violations.length === 0) return;
    const receivedAt = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('csp_reports')
        .values(
          violations.map((violation) => ({
            document_url: violation.documentUrl,
            effective_directive: violation.effectiveDirective,
            blocked_url: violation.blockedUrl ?? null,
            disposition: violation.disposition ?? null,
            source_file: violation.sourceFile ?? null,
            line_number: violation.lineNumber ?? null,
            sample: violation.sample ?? null,
            received_at: receivedAt,
          })),
        )
        .execute();
      await trx
        .deleteFrom('csp_reports')
        .where('id', '<=', (eb) => eb.selectFrom('csp_reports').select(sql<number>`max(id) - ${this.maxStored}`.as('oldest')))
        .execute();
    });
  }

  /** The latest `limit` violations, newest first. */
  async list(limit = 500): Promise<StoredCspViolation[]> {
    const rows = await this.db.selectFrom('csp_reports').selectAll().orderBy('id', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      documentUrl: row.document_url,
      effectiveDirective: row.effective_directive,
      ...(row.blocked_url === null ? {} : { blockedUrl: row.blocked_url }),
      ...(row.disposition === null ? {} : { disposition: row.disposition }),
      ...(row.source_file === null ? {} : { sourceFile: row.source_file }),
      ...(row.line_number === null ? {} : { lineNumber: row.line_number }),
      ...(row.sample === null ? {} : { sample: row.sample }),
      receivedAt: new Date(row.received_at).toISOString(),
    }));
  }

  /** Forgets every report (a sandbox reset). */
  async clear(): Promise<void> {
    await this.db.deleteFrom('csp_reports').execute();
  }
}
