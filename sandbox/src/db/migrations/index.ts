import type { Migration, MigrationProvider } from 'kysely';

import * as ledger from './001_ledger';
import * as sandboxState from './002_sandbox_state';
import * as join from './003_join';
import * as playerProtection from './004_player_protection';
import * as marketRules from './005_market_rules';
import * as bonuses from './006_bonuses';
import * as sportsbook from './007_sportsbook';
import * as fieldData from './008_field_data';
import * as releaseHealth from './009_release_health';
import * as cspReports from './010_csp_reports';

/**
 * The sandbox's migrations, in order. Add a module `NNN_name.ts` and list it here; never change one
 * that has shipped (a database on disk has already run it), write the next one instead.
 */
const MIGRATIONS: Record<string, Migration> = {
  '001_ledger': ledger,
  '002_sandbox_state': sandboxState,
  '003_join': join,
  '004_player_protection': playerProtection,
  '005_market_rules': marketRules,
  '006_bonuses': bonuses,
  '007_sportsbook': sportsbook,
  '008_field_data': fieldData,
  '009_release_health': releaseHealth,
  '010_csp_reports': cspReports,
};

/** Lists the migrations above for kysely's `Migrator` (no folder scanning: it works the same under tsx, jest and a bundle). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
