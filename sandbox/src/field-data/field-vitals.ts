import type { VitalsBatch, VitalsSummaryQuery, VitalsSummaryRow } from '@casino/shared/wire';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** How many metrics the table keeps at most: the oldest go first, so a flood cannot fill the disk. */
export const MAX_STORED_VITALS = 100_000;

/** The versions tag of a visit: the host's and each remote's version, `name@version`, sorted by name. */
export function versionsTagOf(hostVersion: string, remotes: VitalsBatch['remotes']): string {
  const apps = Object.entries(remotes).map(([name, version]) => `${name}@${version}`);
  return [`host@${hostVersion}`, ...apps.sort()].join(' ');
}

/**
 * The field data of the sandbox (issue 19 point 4): the Core Web Vitals players' visits reported, in the
 * `field_vitals` table, and their 75th percentiles per page and metric, grouped by versions so a release
 * manager compares a pinned version with the previous one. A reset empties it.
 */
export class FieldVitals {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly maxStored = MAX_STORED_VITALS,
  ) {}

  /**
   * Stores a batch, one row per metric, in one transaction. A metric whose id is already stored (the
   * same metric of the same page load, reported again when the page was hidden again) replaces it. Then
   * the oldest rows past `maxStored` go.
   */
  async record(batch: VitalsBatch): Promise<void> {
    const receivedAt = this.now();
    const tags = {
      market: batch.market,
      segment: batch.segment,
      page: batch.page,
      host_version: batch.hostVersion,
      remotes: JSON.stringify(batch.remotes),
      versions: versionsTagOf(batch.hostVersion, batch.remotes),
      received_at: receivedAt,
    };
    // The last report of an id in the batch wins, as it would across batches.
    const metrics = [...new Map(batch.metrics.map((metric) => [metric.id, metric])).values()];
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('field_vitals')
        .values(metrics.map((metric) => ({ metric_id: metric.id, name: metric.name, value: metric.value, rating: metric.rating, navigation_type: metric.navigationType, ...tags })))
        .onConflict((conflict) =>
          conflict.column('metric_id').doUpdateSet((row) => ({
            value: row.ref('excluded.value'),
            rating: row.ref('excluded.rating'),
            remotes: row.ref('excluded.remotes'),
            versions: row.ref('excluded.versions'),
            received_at: row.ref('excluded.received_at'),
          })),
        )
        .execute();
      await trx
        .deleteFrom('field_vitals')
        .where('id', '<=', (eb) => eb.selectFrom('field_vitals').select(sql<number>`max(id) - ${this.maxStored}`.as('oldest')))
        .execute();
    });
  }

  /**
   * The 75th percentile and count of every page × metric × market × versions group of the stored metrics,
   * ordered by page, metric, market and versions. `market` and `page` filter. With `remote` (a remote's
   * name, or `host`) a group is that app's version (`null`: visits that did not load it), else the whole
   * versions tag; `version` keeps only visits that loaded that version of `remote`.
   *
   * The percentile is the **nearest rank** (Postgres `percentile_disc(0.75)`): the smallest stored value
   * with at least 75 % of the group's values at or below it, so it is always a value a player had (of 1,
   * 2, …, 8 ms it is 6 ms; linear interpolation would say 6.25).
   */
  async summary(query: VitalsSummaryQuery = {}): Promise<VitalsSummaryRow[]> {
    // The remote's name as a literal (it is one of the enum's): as a parameter, the select's and the group
    // by's would be two different expressions to Postgres.
    const group =
      query.remote === 'host' ? sql<string | null>`host_version` : query.remote ? sql<string | null>`remotes ->> ${sql.lit(query.remote)}` : sql<string | null>`versions`;
    let select = this.db
      .selectFrom('field_vitals')
      .select([
        'page',
        'name as metric',
        'market',
        group.as('versions'),
        sql<string>`count(*)`.as('count'),
        sql<number>`percentile_disc(0.75) within group (order by value)`.as('p75'),
      ])
      .groupBy(['page', 'name', 'market', group])
      .orderBy('page')
      .orderBy('name')
      .orderBy('market')
      .orderBy(group);
    if (query.market) select = select.where('market', '=', query.market);
    if (query.page) select = select.where('page', '=', query.page);
    if (query.version) select = select.where(group, '=', query.version);
    const rows = await select.execute();
    return rows.map((row) => ({ page: row.page, metric: row.metric, market: row.market, versions: row.versions, count: Number(row.count), p75: row.p75 }));
  }

  /** Empties the table (`POST /__sandbox/reset`). */
  async clear(): Promise<void> {
    await this.db.deleteFrom('field_vitals').execute();
  }
}
