import { randomUUID } from 'node:crypto';

import type { SportsProvider, SportsProviderSession } from '@casino/shared/wire';
import type { Kysely } from 'kysely';

import type { AuthenticatedPlayer, PlayerSessions } from '../auth/player-sessions';
import type { Database, SportsBetRow, SportsSessionRow } from '../db/schema';

/** How long a sports provider's session lasts, at most (it ends sooner with the platform session or unregister). */
export const SPORTS_SESSION_HOURS = 12;

/** A live provider session with its player. */
export interface ResolvedSportsSession {
  row: SportsSessionRow;
  email: string;
  currency: string;
}

/** A bet as the provider's frame lists it: decimal odds, stake in minor units. */
export interface SportsBet {
  betId: string;
  matchId: string;
  eventName: string;
  selection: 'home' | 'draw' | 'away';
  selectionName: string;
  odds: number;
  stake: number;
  currency: string;
  status: 'OPEN' | 'WON' | 'LOST' | 'VOID';
  placedAt: string;
}

const betOf = (row: SportsBetRow): SportsBet => ({
  betId: row.bet_id,
  matchId: row.match_id,
  eventName: row.event_name,
  selection: row.selection,
  selectionName: row.selection_name,
  odds: Number(row.odds),
  stake: row.stake,
  currency: row.currency,
  status: row.status,
  placedAt: row.placed_at.toISOString(),
});

/**
 * The sports providers' sessions and bets (issue 18 point 6; spec 001 §7 session create, unregister), in
 * the sandbox database. A session belongs to a player and to the platform session it was made in: it
 * works while that platform session lives, for at most `SPORTS_SESSION_HOURS`, and not after unregister.
 * Session create keeps a live session of the same player, provider and platform session rather than
 * making another (a reload of the sportsbook does not pile sessions up).
 */
export class SportsSessions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: PlayerSessions,
    private readonly now: () => Date,
  ) {}

  /**
   * Session create for `player` and `provider`: the session `keep` names when it is theirs and alive, else
   * their live session of this provider and platform session, else a new one.
   */
  async create(player: AuthenticatedPlayer, provider: SportsProvider, keep?: string): Promise<SportsProviderSession> {
    const now = this.now();
    const liveSessions = this.db
      .selectFrom('sports_sessions')
      .selectAll()
      .where('player_id', '=', player.persona.playerId)
      .where('provider', '=', provider)
      .where('platform_sid', '=', player.sid)
      .where('unregistered_at', 'is', null)
      .where('expires_at', '>', now);
    const kept = keep ? await liveSessions.where('session_id', '=', keep).executeTakeFirst() : undefined;
    const live = kept ?? (await liveSessions.orderBy('created_at', 'desc').executeTakeFirst());
    if (live) return this.wireOf(live, player.persona.profile.currencyCode);
    const row = await this.db
      .insertInto('sports_sessions')
      .values({
        session_id: `sps-${provider}-${randomUUID()}`,
        provider,
        player_id: player.persona.playerId,
        platform_sid: player.sid,
        created_at: now,
        expires_at: new Date(now.getTime() + SPORTS_SESSION_HOURS * 3_600_000),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return this.wireOf(row, player.persona.profile.currencyCode);
  }

  /** The live session of an id (not unregistered, not expired, its platform session alive), with its player; else null. */
  async resolve(sessionId: string): Promise<ResolvedSportsSession | null> {
    const session = await this.owner(sessionId);
    if (!session || session.row.unregistered_at !== null || session.row.expires_at.getTime() <= this.now().getTime()) return null;
    return this.sessions.isActive(session.row.platform_sid) ? session : null;
  }

  /** The session of an id with its player, live or not (a settled bet is paid whatever became of it); null when unknown. */
  async owner(sessionId: string): Promise<ResolvedSportsSession | null> {
    const row = await this.db
      .selectFrom('sports_sessions')
      .innerJoin('players', 'players.id', 'sports_sessions.player_id')
      .selectAll('sports_sessions')
      .select(['players.email', 'players.currency'])
      .where('sports_sessions.session_id', '=', sessionId)
      .executeTakeFirst();
    if (!row) return null;
    const { email, currency, ...session } = row;
    return { row: session, email, currency };
  }

  /** Unregister (spec 001 §7): ends the session; answers whether a live one ended (an unknown or ended one is no error). */
  async unregister(sessionId: string): Promise<boolean> {
    const result = await this.db.updateTable('sports_sessions').set({ unregistered_at: this.now() }).where('session_id', '=', sessionId).where('unregistered_at', 'is', null).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Records a bet the platform's webhook has debited. */
  async recordBet(session: ResolvedSportsSession, bet: Omit<SportsBet, 'status' | 'placedAt' | 'currency'> & { transactionReference: string }): Promise<SportsBet> {
    const row = await this.db
      .insertInto('sports_bets')
      .values({
        bet_id: bet.betId,
        provider: session.row.provider,
        player_id: session.row.player_id,
        session_id: session.row.session_id,
        match_id: bet.matchId,
        event_name: bet.eventName,
        selection: bet.selection,
        selection_name: bet.selectionName,
        odds: bet.odds,
        stake: bet.stake,
        currency: session.currency,
        transaction_reference: bet.transactionReference,
        placed_at: this.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return betOf(row);
  }

  /** The player's bets with a provider, newest first (the frame's bet history), at most `limit`. */
  async bets(playerId: string, provider: SportsProvider, limit = 50): Promise<SportsBet[]> {
    const rows = await this.db.selectFrom('sports_bets').selectAll().where('player_id', '=', playerId).where('provider', '=', provider).orderBy('placed_at', 'desc').orderBy('bet_id').limit(limit).execute();
    return rows.map(betOf);
  }

  private wireOf(row: SportsSessionRow, currency: string): SportsProviderSession {
    return { sessionId: row.session_id, provider: row.provider, playerId: row.player_id, currency, expiresAt: row.expires_at.toISOString() };
  }
}
