import type { HealthReport, HealthSummaryQuery, HealthSummaryRow } from '@casino/shared/wire';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** How many events the table keeps at most: the oldest go first, so a flood cannot fill the disk. */
export const MAX_STORED_HEALTH_EVENTS = 200_000;

/**
 * The release health of the sandbox (issue 20 point 4): the events the host reports from players'
 * pages, in `release_health_events`, and each market × remote × version's failure rate over a window,
 * which `release watch` compares with its threshold. A reset empties it.
 */
export class ReleaseHealth {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly maxStored = MAX_STORED_HEALTH_EVENTS,
  ) {}

  /** Stores a page's report, one row per event, in one transaction; then the oldest rows past `maxStored` go. */
  async record(report: HealthReport): Promise<void> {
    const receivedAt = this.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('release_health_events')
        .values(
          report.events.map((event) => ({
            market: report.market,
            remote: event.remote,
            version: event.version,
            phase: event.phase,
            outcome: event.outcome,
            via: event.via ?? null,
            reason: event.reason ?? null,
            received_at: receivedAt,
          })),
        )
        .execute();
      await trx
        .deleteFrom('release_health_events')
        .where('id', '<=', (eb) => eb.selectFrom('release_health_events').select(sql<number>`max(id) - ${this.maxStored}`.as('oldest')))
        .execute();
    });
  }

  /**
   * Per market × remote × version of the events received in the last `windowMinutes`: the loads (ok or
   * failed), the failures (failed loads, mounts and caught render errors) and the failure rate, failures
   * ÷ loads capped at 1 (0 without loads). `market`, `remote` and `version` filter.
   */
  async summary(query: HealthSummaryQuery): Promise<HealthSummaryRow[]> {
    const since = new Date(this.now().getTime() - query.windowMinutes * 60_000);
    let select = this.db
      .selectFrom('release_health_events')
      .select([
        'market',
        'remote',
        'version',
        sql<string>`count(*) filter (where phase = 'load')`.as('loads'),
        sql<string>`count(*) filter (where outcome = 'failed')`.as('failures'),
      ])
      .where('received_at', '>=', since)
      .groupBy(['market', 'remote', 'version'])
      .orderBy('market')
      .orderBy('remote')
      .orderBy('version');
    if (query.market) select = select.where('market', '=', query.market);
    if (query.remote) select = select.where('remote', '=', query.remote);
    if (query.version) select = select.where('version', '=', query.version);
    const rows = await select.execute();
    return rows.map((row) => {
      const loads = Number(row.loads);
      const failures = Number(row.failures);
      return { market: row.market, remote: row.remote, version: row.version, loads, failures, failureRate: loads === 0 ? (failures > 0 ? 1 : 0) : Math.min(1, failures / loads) };
    });
  }

  /** Empties the table (`POST /__sandbox/reset`). */
  async clear(): Promise<void> {
    await this.db.deleteFrom('release_health_events').execute();
  }
}
