import { sql } from 'kysely';

import { testDatabase } from '../testing/test-sandbox';
import { openDatabase, parseBigint } from './database';

describe('the sandbox database', () => {
  it('has run every migration, in order, once', async () => {
    const { db } = await testDatabase();
    const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(ran.rows.map((row) => row.name)).toEqual(['001_ledger', '002_sandbox_state', '003_join', '004_player_protection', '005_market_rules', '006_bonuses', '007_sportsbook', '008_field_data', '009_release_health', '010_csp_reports']);
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'kysely%' order by table_name`.execute(db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(['bonus_campaigns', 'bonus_code_uses', 'bonus_codes', 'bonus_consents', 'csp_reports', 'documents', 'field_vitals', 'id_scans', 'inbox_messages', 'login_history', 'outbox', 'play_sessions', 'player_bonuses', 'player_limits', 'player_protection', 'players', 'questionnaire_answers', 'registrations', 'release_health_events', 'sandbox_state', 'sports_bets', 'sports_sessions', 'transactions', 'verification_codes', 'wallets']);
  });

  it('reads bigint money as exact JS numbers, and refuses one beyond 2^53', async () => {
    const { db } = await testDatabase();
    const row = await sql<{ amount: number }>`select 9007199254740991::int8 as amount`.execute(db);
    expect(row.rows[0]?.amount).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseBigint('-12345')).toBe(-12345);
    expect(() => parseBigint('9007199254740993')).toThrow(RangeError);
  });

  it('takes a DATABASE_URL to a Postgres server through pg (here: nothing listens, so it says so)', async () => {
    await expect(openDatabase({ url: 'postgres://sandbox:sandbox@127.0.0.1:1/casino' })).rejects.toThrow(/ECONNREFUSED|connect/);
  });
});
