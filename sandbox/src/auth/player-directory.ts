import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { findPersona, normaliseEmail, type Persona } from '../seed/personas';

/**
 * Who can log in: the seeded personas and the players who signed up (issue 15), by e-mail. Registered
 * players are kept in memory, read from the `registrations` table at start (`load`), added as they sign
 * up and forgotten at a reset (when the ledger's reset has deleted their rows).
 */
export class PlayerDirectory {
  private readonly registered = new Map<string, Persona>();

  /** The persona or registered player with this e-mail (case and spaces ignored), or undefined. */
  find(email: string): Persona | undefined {
    return findPersona(email) ?? this.registered.get(normaliseEmail(email));
  }

  /** Adds a player who just signed up. */
  add(persona: Persona): void {
    this.registered.set(persona.email, persona);
  }

  /** Forgets every registered player (`POST /__sandbox/reset`). */
  clear(): void {
    this.registered.clear();
  }

  /**
   * Reads the registered players from the database (at start): `build` turns a stored registration into
   * its persona. Replaces what was known.
   */
  async load(db: Kysely<Database>, build: (row: { playerId: string; email: string; market: string; currency: string; countryCode: string; languageCode: string; mobilePhone: string; createdAt: Date }) => Persona): Promise<void> {
    const rows = await db
      .selectFrom('registrations')
      .innerJoin('players', 'players.id', 'registrations.player_id')
      .select(['registrations.player_id', 'registrations.email', 'players.market', 'players.currency', 'registrations.country_code', 'registrations.language_code', 'registrations.mobile_phone', 'registrations.created_at'])
      .execute();
    this.registered.clear();
    for (const row of rows) {
      this.add(
        build({
          playerId: row.player_id,
          email: row.email,
          market: row.market,
          currency: row.currency,
          countryCode: row.country_code,
          languageCode: row.language_code,
          mobilePhone: row.mobile_phone,
          createdAt: row.created_at,
        }),
      );
    }
  }
}
