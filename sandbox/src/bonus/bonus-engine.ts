import { randomUUID } from 'node:crypto';

import { tournamentLanguageOf } from '@casino/shared/market';
import { BONUS_ERROR_CODES, type CashbackProgress, type FreeSpinDetails, type GameLimitations, type LeaderboardEntry, type Reward, type SportsbookBonus, type Tournament } from '@casino/shared/wire';
import { sql, type Kysely } from 'kysely';

import type { BonusCampaignRow, CampaignTexts, Database, LedgerBucket, PlayerBonusRow } from '../db/schema';
import type { Ledger, LedgerBonusHooks, PlayedRound, RoundPlan, Tx, WalletOps } from '../ledger/ledger';
import { SEED_ASSIGNMENTS, SEED_CAMPAIGNS, SEED_CODES, SEED_TOURNAMENT_ROUNDS } from '../seed/bonuses';

const DAY_MS = 86_400_000;
/** How many rows a tournament leaderboard shows. */
export const LEADERBOARD_SIZE = 10;

/** The statuses of a bonus that is still the player's (not finished). */
const LIVE = ['GRANTED', 'PENDING_DEPOSIT', 'QUEUED', 'ACTIVATED'] as const;
/** The statuses shown on the ACTIVE list. */
const ACTIVE = ['PENDING_DEPOSIT', 'QUEUED', 'ACTIVATED'] as const;

const BONUS_BUCKET: Record<BonusCampaignRow['vertical'], LedgerBucket> = { CASINO: 'BONUS_CASINO', LIVE_CASINO: 'BONUS_LIVE_CASINO', SPORTS: 'BONUS_SPORTS' };

/** Who asks (the bonus calls are the player's): ids, market, currency and language of the profile. */
export interface BonusPlayer {
  playerId: string;
  email: string;
  market: string;
  currency: string;
  /** The profile's language code (`en`, `fi`, `ca`, `caf` …). */
  language: string;
}

/** The active bonus a claim or a withdrawal ran into (spec 001 §8: what a forfeit of it sends). */
export interface ActiveBonusInTheWay {
  activeAssignmentId: string;
  activeCampaignId: string;
  activeTitle: string;
  activeWageringProgress: number;
}

/**
 * A refused bonus call: `status` the HTTP status, `code` one of `BONUS_ERROR_CODES` (spec 001 §8), and for
 * an active-bonus conflict the bonus in the way. The routes answer it as the wire's `BonusError`.
 */
export class BonusError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly active?: ActiveBonusInTheWay,
  ) {
    super(message);
    this.name = 'BonusError';
  }
}

/** A money map's amount in `currency`, minor units (a currency it leaves out uses the EUR figure). */
export function amountIn(map: Record<string, number> | null | undefined, currency: string): number {
  if (!map) return 0;
  return map[currency] ?? map.EUR ?? 0;
}

/** The texts of a campaign in the player's language (`ca` reads English, `caf` French), English when missing. */
export function textsIn(texts: Record<string, CampaignTexts>, language: string): CampaignTexts {
  const wanted = language.toLowerCase() === 'caf' ? 'fr' : language.toLowerCase() === 'ca' ? 'en' : language.toLowerCase();
  return texts[wanted] ?? texts[wanted.toUpperCase()] ?? texts.en ?? texts.EN ?? { title: '' };
}

/** A player's name on a leaderboard: the first two letters of the e-mail's local part, then `***` (`An***`). */
export function maskedNameOf(email: string): string {
  const local = email.split('@')[0] ?? '';
  return `${local.charAt(0).toUpperCase()}${local.charAt(1)}***`;
}

const isMoneyBonus = (campaign: BonusCampaignRow) => campaign.reward_kind === 'CASH' && campaign.trigger_event !== 'CASHBACK';

/**
 * The sandbox's bonus engine (issue 17; spec 001 §3 "Bonuses and rewards", §4, §7 Bonus, §8) on the
 * cashier's ledger. Campaigns, players' bonuses, codes and consents live in the database (migration
 * 006); every money move runs through `Ledger.bonusMove` (or the ledger's deposit and round hooks), so it
 * is one database transaction with the wallet locked and pushes WALLET_BALANCE. The rules:
 * - a **deposit bonus** claimed waits (PENDING_DEPOSIT) for a deposit of at least its `minDeposit`; then
 *   `min(deposit × match%, max)` is credited to the BONUS bucket of its vertical (a DEPOSIT row, category
 *   BONUS) and the wagering requirement is `bonus × wrMultiplier`; other money bonuses (codes, loyalty,
 *   sports) are credited at the claim;
 * - **stakes** are taken from MAIN first, then from the active bonus's BONUS bucket (never on its excluded
 *   games); every stake on the vertical's other games adds `stake × contribution%` to the progress; when
 *   the progress reaches the requirement the BONUS bucket moves to MAIN (a WITHDRAW row of BONUS and a
 *   DEPOSIT row of MAIN, category BONUS) and the bonus is COMPLETED; a bonus whose money is all lost ends;
 * - **forfeit** writes a FORFEIT row taking the BONUS bucket out; **expiry** (sandbox clock, checked on
 *   every read and round) writes a CANCELED row and the bonus is CANCELED;
 * - one money bonus per vertical: a claim while one is ACTIVATED (or waiting for its deposit) in the same
 *   vertical, or while a TRIGGERED-grant bonus is active in any, is refused (409) naming it;
 * - a **withdrawal request** while an ACTIVATED money bonus still has wagering to do is refused (409
 *   `error.bonus.active.withdrawal`) naming it, and writes nothing: forfeit it, then ask again;
 * - **cashback** counts net losses (bets − wins of its vertical) in the ledger rows written after its activation; a claim pays
 *   `min(netLoss × % × booster, cap)` into MAIN and starts the count again;
 * - **free spins**: the launcher plays a free spin (no stake, `spinValue`) whenever the player has one on
 *   that game; its win is paid into MAIN (cash) and counted in `winnings`;
 * - **tournaments**: opt-in campaigns whose points are the stakes of the opted-in players' BET rows on
 *   its games in the period.
 */
export class BonusEngine {
  /** Players (e-mail) with a game round running per vertical (`POST /__sandbox/players/:email/game-round`). */
  private readonly running = new Set<string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ledger: Ledger,
    private readonly now: () => Date,
  ) {}

  /** The ledger hooks that make deposits and rounds bonus-aware. */
  hooks(): LedgerBonusHooks {
    return {
      depositSucceeded: (trx, wallet, deposit) => this.depositSucceeded(trx, wallet, deposit),
      planRound: (trx, wallet, round) => this.planRound(trx, wallet, round),
      roundPlayed: (trx, wallet, round) => this.roundPlayed(trx, wallet, round),
      withdrawalRequested: (trx, wallet, withdrawal) => this.withdrawalRequested(trx, wallet, withdrawal.language),
    };
  }

  // ---------------------------------------------------------------- seed

  /** Seeds the bonuses when the database has no campaign yet (a fresh database, or one from before migration 006). */
  async ensureSeeded(): Promise<void> {
    const any = await this.db.selectFrom('bonus_campaigns').select('id').limit(1).executeTakeFirst();
    if (!any) await this.seed();
  }

  /**
   * Replaces every campaign, code, player bonus and consent by the seed's (`POST /__sandbox/reset`, after
   * the ledger's reset): the campaigns and codes of `seed/bonuses.ts`, anna's use of USED50, the seeded
   * players' bonuses, and the tournament rounds (a BET and a WIN of the same amount, so no balance moves).
   */
  async seed(): Promise<void> {
    const now = this.now();
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
    this.running.clear();
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('bonus_consents').execute();
      await trx.deleteFrom('bonus_code_uses').execute();
      await trx.deleteFrom('player_bonuses').execute();
      await trx.deleteFrom('bonus_codes').execute();
      await trx.deleteFrom('bonus_campaigns').execute();
      const players = new Set((await trx.selectFrom('players').select('id').execute()).map((row) => row.id));
      const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));
      await trx
        .insertInto('bonus_campaigns')
        .values(
          SEED_CAMPAIGNS.map((campaign, index) => ({
            id: campaign.id,
            vertical: campaign.vertical,
            product: campaign.product,
            category: campaign.category,
            grant_type: campaign.grantType,
            trigger_event: campaign.trigger,
            kind: campaign.kind ?? 'STICKY',
            reward_kind: campaign.rewardKind,
            amounts: JSON.stringify(campaign.amounts ?? {}),
            min_deposits: json(campaign.minDeposits),
            cashback_caps: json(campaign.cashbackCaps),
            max_bets: json(campaign.maxBets),
            spin_values: json(campaign.spinValues),
            match_percent: campaign.matchPercent ?? null,
            wr_multiplier: campaign.wrMultiplier ?? 0,
            cashback_percent: campaign.cashbackPercent ?? null,
            cashback_booster: campaign.cashbackBooster ?? 1,
            cashback_period_days: campaign.cashbackPeriodDays ?? null,
            free_spins: campaign.freeSpins ?? null,
            game_ids: JSON.stringify(campaign.gameIds ?? []),
            excluded_game_ids: JSON.stringify(campaign.excludedGameIds ?? []),
            contribution: campaign.contribution ?? 100,
            display_info: JSON.stringify(campaign.texts),
            starts_at: at(campaign.startDays),
            ends_at: campaign.endDays === null ? null : at(campaign.endDays),
            expiry_days: campaign.expiryDays ?? 30,
            markets: JSON.stringify(campaign.markets ?? []),
            player_ids: json(campaign.playerIds ?? undefined),
            bonus_code: campaign.bonusCode ?? null,
            loyalty: campaign.loyalty ?? false,
            sportsbook: json(campaign.sportsbook),
            tournament: json(campaign.tournament),
            sort_order: index,
          })),
        )
        .execute();
      await trx
        .insertInto('bonus_codes')
        .values(SEED_CODES.map((code) => ({ code: code.code, campaign_id: code.campaignId, markets: JSON.stringify(code.markets), valid_from: at(code.fromDays), valid_to: code.toDays === null ? null : at(code.toDays) })))
        .execute();
      const uses = SEED_CODES.flatMap((code) => code.usedBy.filter((playerId) => players.has(playerId)).map((playerId) => ({ code: code.code, player_id: playerId, used_at: at(-20) })));
      if (uses.length > 0) await trx.insertInto('bonus_code_uses').values(uses).execute();
      const assignments = SEED_ASSIGNMENTS.filter((assignment) => players.has(assignment.playerId));
      for (const assignment of assignments) {
        const campaign = SEED_CAMPAIGNS.find((candidate) => candidate.id === assignment.campaignId);
        await trx
          .insertInto('player_bonuses')
          .values({
            id: assignment.id,
            player_id: assignment.playerId,
            campaign_id: assignment.campaignId,
            status: assignment.status,
            opted_in: assignment.optedIn ?? false,
            expires_at: campaign?.endDays === null || campaign === undefined ? null : at(campaign.endDays),
            created_at: at(-7),
            updated_at: at(-7),
          })
          .execute();
      }
      for (const [index, round] of SEED_TOURNAMENT_ROUNDS.entries()) {
        if (!players.has(round.playerId)) continue;
        const wallet = await trx.selectFrom('wallets').select(['id', 'main']).where('player_id', '=', round.playerId).executeTakeFirstOrThrow();
        const date = new Date(now.getTime() - round.daysAgo * DAY_MS);
        const base = { player_id: round.playerId, wallet_id: wallet.id, category: 'CASINO', status: 'SUCCESS', bucket: 'MAIN' as const, transaction_date: date, updated_at: date, metadata: JSON.stringify({ gameId: round.gameId, roundId: `seed-${index}`, seeded: true }) };
        await trx
          .insertInto('transactions')
          .values([
            { ...base, reference_id: `BET-seed-${round.playerId}-${index}`, type: 'BET', amount: -round.stake, balance_after_transaction: wallet.main },
            { ...base, reference_id: `WIN-seed-${round.playerId}-${index}`, type: 'WIN', amount: round.stake, balance_after_transaction: wallet.main },
          ])
          .execute();
      }
    });
  }

  // ---------------------------------------------------------------- reads

  /**
   * `GET /bonus/rewards` (spec 001 §7): ELIGIBLE lists the campaigns the player may claim now (not the
   * ones claimed by a code: those are claimed with the code) and the bonuses the platform granted them
   * (loyalty), ACTIVE the player's bonuses that are waiting for a deposit, queued or activated; both
   * filtered by `hasBonusCode` and `excludeTriggerType`. Lapsed bonuses are cancelled first.
   */
  async rewards(player: BonusPlayer, query: { rewardsType: 'ACTIVE' | 'ELIGIBLE'; hasBonusCode?: 'true' | 'false'; excludeTriggerType?: string }): Promise<Reward[]> {
    await this.expire(player);
    const campaigns = await this.campaigns();
    const bonuses = await this.bonusesOf(this.db, player.playerId);
    let pairs: Array<[BonusCampaignRow, PlayerBonusRow | null]>;
    if (query.rewardsType === 'ACTIVE') {
      pairs = bonuses.filter((bonus) => (ACTIVE as readonly string[]).includes(bonus.status)).map((bonus) => [campaigns.get(bonus.campaign_id) as BonusCampaignRow, bonus]);
      pairs.sort((a, b) => (b[1]?.created_at.getTime() ?? 0) - (a[1]?.created_at.getTime() ?? 0));
    } else {
      const granted = bonuses.filter((bonus) => bonus.status === 'GRANTED' && campaigns.has(bonus.campaign_id)).map((bonus): [BonusCampaignRow, PlayerBonusRow] => [campaigns.get(bonus.campaign_id) as BonusCampaignRow, bonus]);
      const open = [...campaigns.values()].filter((campaign) => campaign.bonus_code === null && this.claimable(campaign, player, bonuses)).map((campaign): [BonusCampaignRow, null] => [campaign, null]);
      pairs = [...granted, ...open];
    }
    pairs = pairs
      .filter(([campaign]) => campaign !== undefined)
      .filter(([campaign, bonus]) => query.hasBonusCode === undefined || (query.hasBonusCode === 'true') === (campaign.bonus_code !== null || Boolean(bonus?.bonus_code)));
    const rewards: Reward[] = [];
    for (const [campaign, bonus] of pairs.filter(([campaign]) => campaign.trigger_event !== query.excludeTriggerType)) {
      const progress = bonus?.cashback_activated ? await this.progressOf(this.db, campaign, bonus, player.currency) : undefined;
      rewards.push(this.rewardOf(campaign, bonus, player, progress));
    }
    return rewards;
  }

  /** The player's bonuses as the database holds them (`GET /__sandbox/players/:email/bonuses`), oldest first. */
  async bonusesView(playerId: string): Promise<PlayerBonusRow[]> {
    return this.db.selectFrom('player_bonuses').selectAll().where('player_id', '=', playerId).orderBy('created_at').execute();
  }

  /** `GET /bonus/cashback/{campaignId}/progress`: the net loss since activation and the cashback it makes (zeros before activation). */
  async cashbackProgress(player: BonusPlayer, campaignId: string): Promise<CashbackProgress> {
    const campaign = await this.campaign(this.db, campaignId);
    if (campaign.trigger_event !== 'CASHBACK') throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `${campaignId} is not a cashback`);
    const bonus = (await this.bonusesOf(this.db, player.playerId)).find((candidate) => candidate.campaign_id === campaignId && candidate.status === 'ACTIVATED') ?? null;
    return this.progressOf(this.db, campaign, bonus, player.currency);
  }

  /** `GET /bonus/freespins?campaignIds=a,b`: the player's free spins of those campaigns (the newest bonus of each). */
  async freeSpins(player: BonusPlayer, campaignIds: readonly string[]): Promise<FreeSpinDetails> {
    const campaigns = await this.campaigns();
    const bonuses = await this.bonusesOf(this.db, player.playerId);
    const freeSpins: FreeSpinDetails['freeSpins'] = [];
    for (const campaignId of campaignIds) {
      const campaign = campaigns.get(campaignId);
      const bonus = bonuses.filter((candidate) => candidate.campaign_id === campaignId && candidate.spins > 0).sort((a, b) => b.created_at.getTime() - a.created_at.getTime())[0];
      if (!campaign || !bonus) continue;
      freeSpins.push({ campaignId, assignmentId: bonus.id, detail: { spins: bonus.spins, usedSpins: bonus.used_spins, spinValue: bonus.spin_value, gameIds: campaign.game_ids, winnings: bonus.winnings } });
    }
    return { freeSpins };
  }

  /**
   * `GET /bonus/games/{gameId}/limitations` (spec 001 §3 restriction levels): 0 without an active money
   * bonus of the game's vertical; 1 when the bonus excludes the game; 2 otherwise (its contribution and max bet).
   */
  async limitations(player: BonusPlayer, gameId: string, vertical: PlayedRound['vertical']): Promise<GameLimitations> {
    await this.expire(player);
    const active = await this.activeMoneyBonus(this.db, player.playerId, vertical);
    if (!active) return { gameId, restrictionLevel: 0, wageringContribution: 100, maxBet: null, campaignId: null };
    const { campaign } = active;
    const excluded = campaign.excluded_game_ids.includes(gameId);
    return {
      gameId,
      restrictionLevel: excluded ? 1 : 2,
      wageringContribution: excluded ? 0 : campaign.contribution,
      maxBet: campaign.max_bets ? amountIn(campaign.max_bets, player.currency) : null,
      campaignId: campaign.id,
    };
  }

  /** `GET /bonus/sportsbook?lang=`: the sportsbook offers the player may claim or has claimed, texts in `lang` (English fallback). */
  async sportsbook(player: BonusPlayer, lang: string): Promise<SportsbookBonus[]> {
    await this.expire(player);
    const campaigns = [...(await this.campaigns()).values()].filter((campaign) => campaign.sportsbook !== null);
    const bonuses = await this.bonusesOf(this.db, player.playerId);
    return campaigns
      .filter((campaign) => this.offeredTo(campaign, player) && this.isRunning(campaign))
      .map((campaign) => {
        const texts = textsIn(campaign.display_info, lang);
        const claimed = bonuses.some((bonus) => bonus.campaign_id === campaign.id && bonus.status !== 'GRANTED');
        const terms = campaign.sportsbook as NonNullable<BonusCampaignRow['sportsbook']>;
        return {
          campaignId: campaign.id,
          title: texts.title,
          description: texts.description ?? '',
          bonusType: terms.bonusType,
          amount: amountIn(campaign.amounts, player.currency),
          currency: player.currency,
          eligibility: terms.eligibility,
          minOdds: terms.minOdds,
          expiresAt: campaign.ends_at?.toISOString() ?? null,
          claimed,
        };
      });
  }

  /**
   * `GET /bonus/tournaments?language=`: the running tournaments (opt-in campaigns with trigger
   * TOURNAMENT) of the player's market (any market for a visitor), current period, without leaderboards.
   */
  async tournaments(player: BonusPlayer | null, language: string): Promise<Array<Omit<Tournament, 'leaderboard' | 'me'>>> {
    const campaigns = [...(await this.campaigns()).values()].filter((campaign) => campaign.trigger_event === 'TOURNAMENT' && this.isRunning(campaign) && (!player || this.offeredTo(campaign, player)));
    const list: Array<Omit<Tournament, 'leaderboard' | 'me'>> = [];
    for (const campaign of campaigns) {
      const { leaderboard: _leaderboard, me: _me, ...tournament } = await this.tournamentOf(campaign, 'current', language, player, false);
      list.push(tournament);
    }
    return list;
  }

  /**
   * `GET /bonus/tournaments/{id}?period&language`: the tournament with the top `LEADERBOARD_SIZE` of the
   * period (stakes of opted-in players' BET rows on its games, highest first) and the asking player's own
   * row. 404 `error.tournament.not_found` for an id that is not a tournament.
   */
  async tournament(player: BonusPlayer | null, id: string, period: 'current' | 'previous', language: string): Promise<Tournament> {
    const campaign = await this.db.selectFrom('bonus_campaigns').selectAll().where('id', '=', id).where('trigger_event', '=', 'TOURNAMENT').executeTakeFirst();
    if (!campaign) throw new BonusError(404, 'error.tournament.not_found', `No tournament ${id}`);
    return this.tournamentOf(campaign, period, language, player, true);
  }

  // ---------------------------------------------------------------- claims

  /**
   * `POST /bonus/rewards/{campaignId}/claim`: claims a campaign (or activates the bonus the platform
   * granted, `bonusAssignmentId`). Cashback activates, opt-in campaigns opt in, free spins are given;
   * money bonuses go through the one-per-vertical rule. A second claim answers the same reward.
   */
  async claim(player: BonusPlayer, campaignId: string, options: { bonusAssignmentId?: string; bonusCode?: string } = {}): Promise<Reward> {
    const campaign = await this.campaign(this.db, campaignId);
    if (campaign.trigger_event === 'CASHBACK') return this.activateCashback(player, campaignId);
    if (campaign.category === 'OPT_IN') return this.optIn(player, campaignId);
    return this.ledger.bonusMove(player.email, async (trx, wallet) => {
      await this.expireIn(trx, wallet);
      const bonuses = await this.bonusesOf(trx, player.playerId);
      const live = bonuses.find((bonus) => bonus.campaign_id === campaignId && (ACTIVE as readonly string[]).includes(bonus.status));
      if (live) return this.rewardOf(campaign, live, player);
      const granted = bonuses.find((bonus) => bonus.campaign_id === campaignId && bonus.status === 'GRANTED');
      if (options.bonusAssignmentId !== undefined && granted?.id !== options.bonusAssignmentId) throw new BonusError(404, BONUS_ERROR_CODES.notEligible, `No bonus ${options.bonusAssignmentId} to activate`);
      // A code campaign is claimed with its code (`claimCode`), never here; `bonusCode` is only recorded (a partner's code of free spins).
      if (!granted && (campaign.bonus_code !== null || !this.claimable(campaign, player, bonuses))) {
        throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `Campaign ${campaignId} is not open to this player`);
      }
      if (isMoneyBonus(campaign)) await this.refuseWhenActive(trx, player, campaign);
      const bonus = await this.start(trx, wallet, campaign, granted ?? null, { bonusCode: options.bonusCode ?? null });
      return this.rewardOf(campaign, bonus, player);
    });
  }

  /**
   * `PUT /bonus/{assignmentId}/state` FORFEITED: forfeits a waiting, queued or active bonus. Refused
   * (409) while a round of its vertical is running (`error.bonus.forfeit.game.running`) and when
   * `wageringProgress` is not the progress now (`error.bonus.forfeit.stale`, with the progress now). The
   * BONUS bucket of an activated money bonus leaves in a FORFEIT row.
   */
  async forfeit(player: BonusPlayer, assignmentId: string, wageringProgress: number): Promise<Reward> {
    return this.ledger.bonusMove(player.email, async (trx, wallet) => {
      await this.expireIn(trx, wallet);
      const bonus = await trx.selectFrom('player_bonuses').selectAll().where('id', '=', assignmentId).where('player_id', '=', player.playerId).forUpdate().executeTakeFirst();
      if (!bonus || !(ACTIVE as readonly string[]).includes(bonus.status)) throw new BonusError(404, BONUS_ERROR_CODES.notEligible, `No active bonus ${assignmentId}`);
      const campaign = await this.campaign(trx, bonus.campaign_id);
      if (this.running.has(`${player.email}:${campaign.vertical}`)) throw new BonusError(409, BONUS_ERROR_CODES.forfeitGameRunning, 'A game round is running: finish it before forfeiting the bonus');
      if (bonus.wagering_progress !== wageringProgress) {
        throw new BonusError(409, BONUS_ERROR_CODES.forfeitStale, `The wagering progress is ${bonus.wagering_progress} now, not ${wageringProgress}`, this.inTheWay(campaign, bonus, player));
      }
      if (bonus.status === 'ACTIVATED' && bonus.bonus_amount > 0 && isMoneyBonus(campaign)) {
        const bucket = BONUS_BUCKET[campaign.vertical];
        const remaining = wallet.balance(bucket);
        if (remaining > 0) await wallet.post({ bucket, amount: -remaining, type: 'FORFEIT', category: 'BONUS', metadata: { assignmentId, campaignId: campaign.id } });
      }
      const updated = await this.setStatus(trx, bonus.id, 'FORFEITED');
      return { ...this.rewardOf(campaign, updated, player), bonusStatus: 'FORFEITED' as const };
    });
  }

  /**
   * `POST /bonus/rewards/{campaignId}/queued/claim`: activates a queued bonus (its money is credited
   * now). 409 `error.bonus.active.already.exists` while the bonus ahead of it (or another money bonus of its
   * vertical) is active; 404 for a bonus that is not queued.
   */
  async claimQueued(player: BonusPlayer, campaignId: string, queuedPlayerBonusId: string): Promise<Reward> {
    return this.ledger.bonusMove(player.email, async (trx, wallet) => {
      await this.expireIn(trx, wallet);
      const bonus = await trx.selectFrom('player_bonuses').selectAll().where('id', '=', queuedPlayerBonusId).where('player_id', '=', player.playerId).where('campaign_id', '=', campaignId).forUpdate().executeTakeFirst();
      const campaign = await this.campaign(trx, campaignId);
      if (bonus?.status === 'ACTIVATED') return this.rewardOf(campaign, bonus, player);
      if (!bonus || bonus.status !== 'QUEUED') throw new BonusError(404, BONUS_ERROR_CODES.notEligible, `No queued bonus ${queuedPlayerBonusId}`);
      await this.refuseWhenActive(trx, player, campaign, bonus.id);
      const activated = await this.credit(trx, wallet, campaign, bonus, bonus.bonus_amount);
      return this.rewardOf(campaign, activated, player);
    });
  }

  /** `POST /bonus/freespins/{campaignId}/claim`: gives the campaign's free spins (once; a second claim answers the same). */
  async claimFreeSpins(player: BonusPlayer, campaignId: string, options: { bonusAssignmentId?: string; partnerBonusCode?: string }): Promise<Reward> {
    const campaign = await this.campaign(this.db, campaignId);
    if (campaign.product !== 'FREE_SPINS') throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `${campaignId} gives no free spins`);
    return this.claim(player, campaignId, { bonusAssignmentId: options.bonusAssignmentId, bonusCode: options.partnerBonusCode });
  }

  /** `POST /bonus/cashback/{campaignId}/activate`: starts counting net losses (idempotent). */
  async activateCashback(player: BonusPlayer, campaignId: string): Promise<Reward> {
    const campaign = await this.campaign(this.db, campaignId);
    if (campaign.trigger_event !== 'CASHBACK') throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `${campaignId} is not a cashback`);
    return this.ledger.bonusMove(player.email, async (trx) => {
      const bonuses = await this.bonusesOf(trx, player.playerId);
      const live = bonuses.find((bonus) => bonus.campaign_id === campaignId && bonus.status === 'ACTIVATED');
      if (live) return this.rewardOf(campaign, live, player);
      if (!this.claimable(campaign, player, bonuses)) throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `Campaign ${campaignId} is not open to this player`);
      const now = this.now();
      const bonus = await this.insert(trx, { player_id: player.playerId, campaign_id: campaignId, status: 'ACTIVATED', cashback_activated: true, cashback_started_at: now, cashback_after_row: await this.lastRow(trx, player.playerId), expires_at: campaign.ends_at });
      return this.rewardOf(campaign, bonus, player);
    });
  }

  /**
   * `POST /bonus/cashback/{campaignId}/claim`: pays the cashback into MAIN (a DEPOSIT row, category BONUS)
   * and starts the period again. 400 `error.bonus.cashback.nothing_to_claim` when it is 0 or not activated.
   */
  async claimCashback(player: BonusPlayer, campaignId: string): Promise<{ amount: number; currency: string; reward: Reward }> {
    const campaign = await this.campaign(this.db, campaignId);
    return this.ledger.bonusMove(player.email, async (trx, wallet) => {
      const bonus = await trx.selectFrom('player_bonuses').selectAll().where('player_id', '=', player.playerId).where('campaign_id', '=', campaignId).where('status', '=', 'ACTIVATED').forUpdate().executeTakeFirst();
      const progress = await this.progressOf(trx, campaign, bonus ?? null, player.currency);
      if (!bonus || progress.amount <= 0) throw new BonusError(400, BONUS_ERROR_CODES.nothingToClaim, 'There is no cashback to claim yet');
      await wallet.post({ bucket: 'MAIN', amount: progress.amount, type: 'DEPOSIT', category: 'BONUS', metadata: { assignmentId: bonus.id, campaignId, cashback: true } });
      const updated = await trx.updateTable('player_bonuses').set({ cashback_started_at: this.now(), cashback_after_row: await this.lastRow(trx, player.playerId), updated_at: this.now() }).where('id', '=', bonus.id).returningAll().executeTakeFirstOrThrow();
      return { amount: progress.amount, currency: player.currency, reward: this.rewardOf(campaign, updated, player, await this.progressOf(trx, campaign, updated, player.currency)) };
    });
  }

  /** `POST /bonus/cashback/{campaignId}/deactivate`: stops the count (what was not claimed is lost); the campaign is eligible again. */
  async deactivateCashback(player: BonusPlayer, campaignId: string): Promise<Reward> {
    return this.end(player, campaignId, 'CASHBACK');
  }

  /** `POST|GET /bonus/optIn/{id}/activate`: joins an opt-in campaign (a tournament too), idempotent. */
  async optIn(player: BonusPlayer, campaignId: string): Promise<Reward> {
    const campaign = await this.campaign(this.db, campaignId);
    if (campaign.category !== 'OPT_IN') throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `${campaignId} is not an opt-in campaign`);
    return this.ledger.bonusMove(player.email, async (trx) => {
      const bonuses = await this.bonusesOf(trx, player.playerId);
      const live = bonuses.find((bonus) => bonus.campaign_id === campaignId && bonus.status === 'ACTIVATED');
      if (live) return this.rewardOf(campaign, live, player);
      if (!this.claimable(campaign, player, bonuses)) throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `Campaign ${campaignId} is not open to this player`);
      const bonus = await this.insert(trx, { player_id: player.playerId, campaign_id: campaignId, status: 'ACTIVATED', opted_in: true, expires_at: campaign.ends_at });
      return this.rewardOf(campaign, bonus, player);
    });
  }

  /** `POST|GET /bonus/optIn/{id}/deactivate`: leaves an opt-in campaign (idempotent: answers the campaign as eligible). */
  async optOut(player: BonusPlayer, campaignId: string): Promise<Reward> {
    return this.end(player, campaignId, 'OPT_IN');
  }

  /**
   * `POST /bonus/bonus-code/validate`: the code's campaign and reward for this player. 400 with
   * `error.bonus_code.invalid` (unknown), `.expired` (outside its dates), `error.invalid.site.id` (another
   * market's), `.already_used` (this player used it).
   */
  async validateCode(player: BonusPlayer, rawCode: string): Promise<{ bonusCode: string; campaignId: string; reward: Reward }> {
    const { code, campaign } = await this.checkCode(this.db, player, rawCode, true);
    const bonus = (await this.bonusesOf(this.db, player.playerId)).find((candidate) => candidate.campaign_id === campaign.id && (LIVE as readonly string[]).includes(candidate.status)) ?? null;
    return { bonusCode: code, campaignId: campaign.id, reward: this.rewardOf(campaign, bonus, player) };
  }

  /**
   * `POST /bonus/bonus-code/manual-claim` and an agreed consent: claims a code's campaign (state
   * ACTIVATED, money credited), records the use. The code errors as `validateCode`; the active-bonus
   * conflict as a claim; the same code again, while its bonus is live, answers that bonus.
   */
  async claimCode(player: BonusPlayer, rawCode: string, campaignId?: string): Promise<Reward> {
    return this.ledger.bonusMove(player.email, async (trx, wallet) => {
      await this.expireIn(trx, wallet);
      const { code, campaign } = await this.checkCode(trx, player, rawCode, false);
      if (campaignId !== undefined && campaignId !== campaign.id) throw new BonusError(400, BONUS_ERROR_CODES.codeInvalid, `${code} is not a code of ${campaignId}`);
      const bonuses = await this.bonusesOf(trx, player.playerId);
      const live = bonuses.find((bonus) => bonus.campaign_id === campaign.id && (ACTIVE as readonly string[]).includes(bonus.status));
      if (live) return this.rewardOf(campaign, live, player);
      const used = await trx.selectFrom('bonus_code_uses').select('code').where('code', '=', code).where('player_id', '=', player.playerId).executeTakeFirst();
      if (used) throw new BonusError(400, BONUS_ERROR_CODES.codeUsed, `${code} was already used`);
      if (isMoneyBonus(campaign)) await this.refuseWhenActive(trx, player, campaign);
      const bonus = await this.start(trx, wallet, campaign, null, { bonusCode: code });
      await trx.insertInto('bonus_code_uses').values({ code, player_id: player.playerId, used_at: this.now() }).execute();
      return this.rewardOf(campaign, bonus, player);
    });
  }

  /** `POST /bonus/campaigns/consent`: records the answer; agreed claims the code (`claimCode`), declined answers null (204). */
  async consent(player: BonusPlayer, body: { agreed: boolean; bonusCode: string; campaignId?: string }): Promise<Reward | null> {
    const { code, campaign } = await this.checkCode(this.db, player, body.bonusCode, !body.agreed);
    if (body.campaignId !== undefined && body.campaignId !== campaign.id) throw new BonusError(400, BONUS_ERROR_CODES.codeInvalid, `${code} is not a code of ${body.campaignId}`);
    const reward = body.agreed ? await this.claimCode(player, code, body.campaignId) : null;
    await this.db.insertInto('bonus_consents').values({ player_id: player.playerId, bonus_code: code, campaign_id: campaign.id, agreed: body.agreed, decided_at: this.now() }).execute();
    return reward;
  }

  /** `POST /bonus/sportsbook/{campaignId}/claim`: claims a sportsbook offer as any claim. 400 for a campaign that is not one. */
  async claimSportsbook(player: BonusPlayer, campaignId: string): Promise<Reward> {
    const campaign = await this.campaign(this.db, campaignId);
    if (campaign.sportsbook === null) throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `${campaignId} is not a sportsbook bonus`);
    return this.claim(player, campaignId);
  }

  // ---------------------------------------------------------------- test control and launcher

  /** Marks a game round of `vertical` running or finished for the player (`POST /__sandbox/players/:email/game-round`). */
  setRoundRunning(email: string, vertical: PlayedRound['vertical'], running: boolean): void {
    if (running) this.running.add(`${email}:${vertical}`);
    else this.running.delete(`${email}:${vertical}`);
  }

  /** The free spin the launcher should play next on `gameId` (the oldest activated free-spin bonus with spins left on it), or null. */
  async freeSpinFor(playerId: string, gameId: string): Promise<{ assignmentId: string; spinValue: number } | null> {
    const rows = await this.db
      .selectFrom('player_bonuses')
      .innerJoin('bonus_campaigns', 'bonus_campaigns.id', 'player_bonuses.campaign_id')
      .select(['player_bonuses.id', 'player_bonuses.spin_value', 'player_bonuses.expires_at', 'bonus_campaigns.game_ids'])
      .where('player_bonuses.player_id', '=', playerId)
      .where('player_bonuses.status', '=', 'ACTIVATED')
      .where(sql<boolean>`player_bonuses.used_spins < player_bonuses.spins`)
      .orderBy('player_bonuses.created_at')
      .execute();
    const now = this.now().getTime();
    const row = rows.find((candidate) => candidate.game_ids.includes(gameId) && (candidate.expires_at === null || candidate.expires_at.getTime() > now));
    return row ? { assignmentId: row.id, spinValue: row.spin_value } : null;
  }

  /**
   * The largest stake on `gameId` while a money bonus of its vertical is active (the campaign's `maxBets` in
   * `currency`, minor units), or null when no such bonus, or it has no max bet, or it excludes the game (bonus
   * money does not play there). The launcher refuses a larger stake (spec 001 §3 game limitations).
   */
  async maxBet(playerId: string, gameId: string, vertical: PlayedRound['vertical'], currency: string): Promise<number | null> {
    const active = await this.activeMoneyBonus(this.db, playerId, vertical);
    if (!active || !active.campaign.max_bets || active.campaign.excluded_game_ids.includes(gameId)) return null;
    return amountIn(active.campaign.max_bets, currency);
  }

  /** The money a stake on `gameId` may be paid from: MAIN plus the active bonus's BONUS bucket unless the bonus excludes the game. */
  async playable(playerId: string, gameId: string, vertical: PlayedRound['vertical'], balances: { main: number; bonusCasino: number; bonusLiveCasino: number }): Promise<number> {
    const active = await this.activeMoneyBonus(this.db, playerId, vertical);
    if (!active || active.campaign.excluded_game_ids.includes(gameId)) return balances.main;
    return balances.main + (vertical === 'CASINO' ? balances.bonusCasino : balances.bonusLiveCasino);
  }

  // ---------------------------------------------------------------- ledger hooks

  private async depositSucceeded(trx: Tx, wallet: WalletOps, deposit: { referenceId: string; amount: number; bonusId: string | null }): Promise<void> {
    await this.expireIn(trx, wallet);
    const player = await this.playerIn(trx, wallet);
    if (deposit.bonusId) {
      const campaign = await trx.selectFrom('bonus_campaigns').selectAll().where('id', '=', deposit.bonusId).executeTakeFirst();
      const bonuses = await this.bonusesOf(trx, wallet.playerId);
      const live = bonuses.some((bonus) => bonus.campaign_id === deposit.bonusId && (ACTIVE as readonly string[]).includes(bonus.status));
      // The cashier's bonus selector is a claim; one the player may not have is ignored (the deposit stands).
      if (campaign && campaign.trigger_event === 'DEPOSIT' && !live && this.claimable(campaign, player, bonuses)) {
        const blocking = await this.blockingBonus(trx, wallet.playerId, campaign);
        const amount = this.depositBonusOf(campaign, deposit.amount, wallet.currency);
        if (blocking) {
          if (amount > 0) await this.insert(trx, { player_id: wallet.playerId, campaign_id: campaign.id, status: 'QUEUED', bonus_amount: amount, queued_behind: blocking.bonus.id, deposit_reference: deposit.referenceId, expires_at: this.expiryOf(campaign) });
          return;
        }
        await this.insert(trx, { player_id: wallet.playerId, campaign_id: campaign.id, status: 'PENDING_DEPOSIT', expires_at: this.expiryOf(campaign) });
      }
    }
    const waiting = (await this.bonusesOf(trx, wallet.playerId)).filter((bonus) => bonus.status === 'PENDING_DEPOSIT').sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    for (const bonus of waiting) {
      const campaign = await this.campaign(trx, bonus.campaign_id);
      if (deposit.amount < amountIn(campaign.min_deposits, wallet.currency)) continue;
      const amount = this.depositBonusOf(campaign, deposit.amount, wallet.currency);
      await trx.updateTable('player_bonuses').set({ deposit_reference: deposit.referenceId }).where('id', '=', bonus.id).execute();
      await this.credit(trx, wallet, campaign, bonus, amount);
      return;
    }
  }

  /**
   * A withdrawal forfeits an active bonus (spec 001 §2 "forfeit withdrawal"), so it is refused while the
   * player holds one: 409 `error.bonus.active.withdrawal` naming the oldest ACTIVATED money bonus whose
   * wagering is not met, in any vertical (its title in `language`). A bonus waiting for its deposit, or
   * queued, has no money yet and does not stand in the way; nor do cashback, free spins and opt-ins.
   * Lapsed bonuses are cancelled first (rolled back with the rest when the withdrawal is refused).
   */
  private async withdrawalRequested(trx: Tx, wallet: WalletOps, language: string): Promise<void> {
    await this.expireIn(trx, wallet);
    const rows = await trx
      .selectFrom('player_bonuses')
      .selectAll()
      .where('player_id', '=', wallet.playerId)
      .where('status', '=', 'ACTIVATED')
      .where(sql<boolean>`wagering_progress < wagering_amount`)
      .orderBy('created_at')
      .execute();
    for (const bonus of rows) {
      const campaign = await this.campaign(trx, bonus.campaign_id);
      if (!isMoneyBonus(campaign)) continue;
      const title = textsIn(campaign.display_info, language).title;
      throw new BonusError(409, BONUS_ERROR_CODES.activeOnWithdrawal, `The active bonus "${title}" is forfeited by a withdrawal: forfeit it first`, this.inTheWay(campaign, bonus, { language }));
    }
  }

  private async planRound(trx: Tx, wallet: WalletOps, round: { gameId: string; vertical: PlayedRound['vertical']; freeSpinAssignmentId: string | null }): Promise<RoundPlan> {
    await this.expireIn(trx, wallet);
    let freeSpin: RoundPlan['freeSpin'] = null;
    if (round.freeSpinAssignmentId) {
      const bonus = await trx.selectFrom('player_bonuses').selectAll().where('id', '=', round.freeSpinAssignmentId).where('player_id', '=', wallet.playerId).where('status', '=', 'ACTIVATED').forUpdate().executeTakeFirst();
      const campaign = bonus ? await this.campaign(trx, bonus.campaign_id) : null;
      if (bonus && campaign && bonus.used_spins < bonus.spins && campaign.game_ids.includes(round.gameId)) freeSpin = { assignmentId: bonus.id, spinValue: bonus.spin_value };
    }
    const active = await this.activeMoneyBonus(trx, wallet.playerId, round.vertical);
    const bonusBucket = active && !active.campaign.excluded_game_ids.includes(round.gameId) ? BONUS_BUCKET[active.campaign.vertical] : null;
    return { bonusBucket, freeSpin };
  }

  private async roundPlayed(trx: Tx, wallet: WalletOps, round: PlayedRound): Promise<void> {
    if (round.freeSpinAssignmentId) {
      const updated = await trx
        .updateTable('player_bonuses')
        .set((eb) => ({ used_spins: eb('used_spins', '+', 1), winnings: eb('winnings', '+', round.win), updated_at: this.now() }))
        .where('id', '=', round.freeSpinAssignmentId)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (updated.used_spins >= updated.spins) await this.setStatus(trx, updated.id, 'COMPLETED');
      return;
    }
    const active = await this.activeMoneyBonus(trx, wallet.playerId, round.vertical);
    if (!active) return;
    const { campaign, bonus } = active;
    if (campaign.excluded_game_ids.includes(round.gameId)) return;
    const progress = Math.min(bonus.wagering_amount, bonus.wagering_progress + Math.floor((round.stake * campaign.contribution) / 100));
    await trx.updateTable('player_bonuses').set({ wagering_progress: progress, updated_at: this.now() }).where('id', '=', bonus.id).execute();
    const bucket = BONUS_BUCKET[campaign.vertical];
    if (progress >= bonus.wagering_amount) {
      await this.convert(trx, wallet, campaign, bonus);
    } else if (round.fromBonus > 0 && wallet.balance(bucket) === 0) {
      // The bonus money is all lost before the wagering was met: the bonus ends with nothing to convert.
      await this.setStatus(trx, bonus.id, 'COMPLETED');
    }
  }

  // ---------------------------------------------------------------- internals

  private async convert(trx: Tx, wallet: WalletOps, campaign: BonusCampaignRow, bonus: PlayerBonusRow): Promise<void> {
    const bucket = BONUS_BUCKET[campaign.vertical];
    const amount = wallet.balance(bucket);
    if (amount > 0) {
      const metadata = { assignmentId: bonus.id, campaignId: campaign.id, converted: true };
      await wallet.post({ bucket, amount: -amount, type: 'WITHDRAW', category: 'BONUS', metadata });
      await wallet.post({ bucket: 'MAIN', amount, type: 'DEPOSIT', category: 'BONUS', metadata });
    }
    await this.setStatus(trx, bonus.id, 'COMPLETED');
  }

  /** Starts a claimed bonus: a deposit bonus waits for its deposit; a money bonus is credited; free spins and free bets are given. */
  private async start(trx: Tx, wallet: WalletOps, campaign: BonusCampaignRow, granted: PlayerBonusRow | null, options: { bonusCode: string | null }): Promise<PlayerBonusRow> {
    const expires = this.expiryOf(campaign);
    const fields = {
      bonus_code: options.bonusCode,
      expires_at: expires,
      ...(campaign.product === 'FREE_SPINS' ? { spins: campaign.free_spins ?? 0, spin_value: amountIn(campaign.spin_values, wallet.currency) } : {}),
    };
    if (campaign.trigger_event === 'DEPOSIT') {
      if (granted) return trx.updateTable('player_bonuses').set({ ...fields, status: 'PENDING_DEPOSIT', updated_at: this.now() }).where('id', '=', granted.id).returningAll().executeTakeFirstOrThrow();
      return this.insert(trx, { player_id: wallet.playerId, campaign_id: campaign.id, status: 'PENDING_DEPOSIT', ...fields });
    }
    const amount = amountIn(campaign.amounts, wallet.currency);
    const bonus = granted
      ? await trx.updateTable('player_bonuses').set({ ...fields, status: 'ACTIVATED', updated_at: this.now() }).where('id', '=', granted.id).returningAll().executeTakeFirstOrThrow()
      : await this.insert(trx, { player_id: wallet.playerId, campaign_id: campaign.id, status: 'ACTIVATED', ...fields });
    if (isMoneyBonus(campaign)) return this.credit(trx, wallet, campaign, bonus, amount);
    return trx.updateTable('player_bonuses').set({ bonus_amount: campaign.reward_kind === 'ITEM' && campaign.product !== 'FREE_SPINS' ? amount : 0 }).where('id', '=', bonus.id).returningAll().executeTakeFirstOrThrow();
  }

  /** Credits a money bonus: `amount` to its BONUS bucket (a DEPOSIT row, category BONUS), wagering `amount × wrMultiplier`, ACTIVATED. */
  private async credit(trx: Tx, wallet: WalletOps, campaign: BonusCampaignRow, bonus: PlayerBonusRow, amount: number): Promise<PlayerBonusRow> {
    const wagering = Math.round(amount * campaign.wr_multiplier);
    if (amount > 0) {
      // Without wagering the money is cash at once.
      const bucket = wagering > 0 ? BONUS_BUCKET[campaign.vertical] : 'MAIN';
      await wallet.post({ bucket, amount, type: 'DEPOSIT', category: 'BONUS', metadata: { assignmentId: bonus.id, campaignId: campaign.id } });
    }
    return trx
      .updateTable('player_bonuses')
      .set({ status: wagering > 0 ? 'ACTIVATED' : 'COMPLETED', bonus_amount: amount, wagering_amount: wagering, wagering_progress: 0, queued_behind: null, updated_at: this.now() })
      .where('id', '=', bonus.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The deposit bonus a deposit makes: `min(deposit × match%, max)`, minor units. */
  private depositBonusOf(campaign: BonusCampaignRow, deposit: number, currency: string): number {
    return Math.min(Math.floor((deposit * (campaign.match_percent ?? 0)) / 100), amountIn(campaign.amounts, currency));
  }

  /** Cancels the player's bonuses past their `expiresAt` (their BONUS bucket leaves in a CANCELED row); lazily, before reads and rounds. */
  private async expire(player: BonusPlayer): Promise<void> {
    const lapsed = await this.db
      .selectFrom('player_bonuses')
      .select('id')
      .where('player_id', '=', player.playerId)
      .where('status', 'in', [...ACTIVE])
      .where('expires_at', '<=', this.now())
      .executeTakeFirst();
    if (lapsed) await this.ledger.bonusMove(player.email, (trx, wallet) => this.expireIn(trx, wallet));
  }

  private async expireIn(trx: Tx, wallet: WalletOps): Promise<void> {
    const lapsed = await trx.selectFrom('player_bonuses').selectAll().where('player_id', '=', wallet.playerId).where('status', 'in', [...ACTIVE]).where('expires_at', '<=', this.now()).forUpdate().execute();
    for (const bonus of lapsed) {
      const campaign = await this.campaign(trx, bonus.campaign_id);
      if (bonus.status === 'ACTIVATED' && bonus.wagering_amount > 0 && isMoneyBonus(campaign)) {
        const bucket = BONUS_BUCKET[campaign.vertical];
        const remaining = wallet.balance(bucket);
        if (remaining > 0) await wallet.post({ bucket, amount: -remaining, type: 'CANCELED', category: 'BONUS', metadata: { assignmentId: bonus.id, campaignId: campaign.id, expired: true } });
      }
      await this.setStatus(trx, bonus.id, 'CANCELED');
    }
  }

  /** 409 when a money bonus of the campaign's vertical (or a TRIGGERED-grant one of any) is active or waiting for its deposit. */
  private async refuseWhenActive(trx: Tx, player: BonusPlayer, campaign: BonusCampaignRow, except?: string): Promise<void> {
    const blocking = await this.blockingBonus(trx, player.playerId, campaign, except);
    if (!blocking) return;
    const triggered = blocking.campaign.grant_type === 'TRIGGERED';
    const code = triggered ? BONUS_ERROR_CODES.activeTriggered : BONUS_ERROR_CODES.activeInSameVertical;
    const title = textsIn(blocking.campaign.display_info, player.language).title;
    throw new BonusError(409, code, triggered ? `The active bonus "${title}" must be forfeited first` : `A ${blocking.campaign.vertical} bonus is already active: "${title}"`, this.inTheWay(blocking.campaign, blocking.bonus, player));
  }

  private async blockingBonus(trx: Tx | Kysely<Database>, playerId: string, campaign: BonusCampaignRow, except?: string): Promise<{ campaign: BonusCampaignRow; bonus: PlayerBonusRow } | null> {
    const bonuses = (await this.bonusesOf(trx, playerId)).filter((bonus) => (bonus.status === 'ACTIVATED' || bonus.status === 'PENDING_DEPOSIT') && bonus.id !== except && bonus.campaign_id !== campaign.id);
    for (const bonus of bonuses) {
      const other = await this.campaign(trx, bonus.campaign_id);
      if (!isMoneyBonus(other)) continue;
      if (other.vertical === campaign.vertical || other.grant_type === 'TRIGGERED') return { campaign: other, bonus };
    }
    return null;
  }

  private inTheWay(campaign: BonusCampaignRow, bonus: PlayerBonusRow, player: Pick<BonusPlayer, 'language'>): ActiveBonusInTheWay {
    return { activeAssignmentId: bonus.id, activeCampaignId: campaign.id, activeTitle: textsIn(campaign.display_info, player.language).title, activeWageringProgress: bonus.wagering_progress };
  }

  /** The activated money bonus of a vertical (one at most), with its campaign. */
  private async activeMoneyBonus(trx: Tx | Kysely<Database>, playerId: string, vertical: string): Promise<{ campaign: BonusCampaignRow; bonus: PlayerBonusRow } | null> {
    const rows = await trx
      .selectFrom('player_bonuses')
      .innerJoin('bonus_campaigns', 'bonus_campaigns.id', 'player_bonuses.campaign_id')
      .selectAll('player_bonuses')
      .where('player_bonuses.player_id', '=', playerId)
      .where('player_bonuses.status', '=', 'ACTIVATED')
      .where('player_bonuses.wagering_amount', '>', 0)
      .where('bonus_campaigns.vertical', '=', vertical as BonusCampaignRow['vertical'])
      .orderBy('player_bonuses.created_at')
      .execute();
    for (const bonus of rows) {
      const campaign = await this.campaign(trx, bonus.campaign_id);
      if (isMoneyBonus(campaign)) return { campaign, bonus };
    }
    return null;
  }

  private async end(player: BonusPlayer, campaignId: string, kind: 'CASHBACK' | 'OPT_IN'): Promise<Reward> {
    const campaign = await this.campaign(this.db, campaignId);
    if (kind === 'CASHBACK' ? campaign.trigger_event !== 'CASHBACK' : campaign.category !== 'OPT_IN') throw new BonusError(400, BONUS_ERROR_CODES.notEligible, `${campaignId} is not ${kind === 'CASHBACK' ? 'a cashback' : 'an opt-in campaign'}`);
    return this.ledger.bonusMove(player.email, async (trx) => {
      const bonus = await trx.selectFrom('player_bonuses').selectAll().where('player_id', '=', player.playerId).where('campaign_id', '=', campaignId).where('status', '=', 'ACTIVATED').forUpdate().executeTakeFirst();
      if (!bonus) return this.rewardOf(campaign, null, player);
      const ended = await trx.updateTable('player_bonuses').set({ status: 'ENDED', cashback_activated: false, opted_in: false, updated_at: this.now() }).where('id', '=', bonus.id).returningAll().executeTakeFirstOrThrow();
      return { ...this.rewardOf(campaign, ended, player), bonusStatus: null };
    });
  }

  /** A code as the player may use it: 400 invalid, expired, other site; `checkUse` also already used. */
  private async checkCode(trx: Tx | Kysely<Database>, player: BonusPlayer, rawCode: string, checkUse: boolean): Promise<{ code: string; campaign: BonusCampaignRow }> {
    const code = rawCode.trim().toUpperCase();
    const row = await trx.selectFrom('bonus_codes').selectAll().where('code', '=', code).executeTakeFirst();
    if (!row) throw new BonusError(400, BONUS_ERROR_CODES.codeInvalid, `${code} is not a bonus code`);
    const now = this.now().getTime();
    const campaign = await this.campaign(trx, row.campaign_id);
    if (row.valid_from.getTime() > now || (row.valid_to !== null && row.valid_to.getTime() <= now) || (campaign.ends_at !== null && campaign.ends_at.getTime() <= now)) {
      throw new BonusError(400, BONUS_ERROR_CODES.codeExpired, `${code} has expired`);
    }
    if (row.markets.length > 0 && !row.markets.includes(player.market)) throw new BonusError(400, BONUS_ERROR_CODES.otherSite, `${code} is not valid on this site`);
    if (checkUse) {
      const used = await trx.selectFrom('bonus_code_uses').select('code').where('code', '=', code).where('player_id', '=', player.playerId).executeTakeFirst();
      const live = (await this.bonusesOf(trx, player.playerId)).some((bonus) => bonus.campaign_id === campaign.id && (LIVE as readonly string[]).includes(bonus.status));
      if (used && !live) throw new BonusError(400, BONUS_ERROR_CODES.codeUsed, `${code} was already used`);
    }
    return { code, campaign };
  }

  private offeredTo(campaign: BonusCampaignRow, player: BonusPlayer): boolean {
    return (campaign.markets.length === 0 || campaign.markets.includes(player.market)) && (campaign.player_ids === null || campaign.player_ids.includes(player.playerId));
  }

  /** Whether the campaign runs now (started, not ended). */
  private isRunning(campaign: BonusCampaignRow): boolean {
    const now = this.now().getTime();
    return campaign.starts_at.getTime() <= now && (campaign.ends_at === null || campaign.ends_at.getTime() > now);
  }

  /**
   * Whether the player may claim the campaign now: running, offered to them, and no bonus of it that is
   * live; a money or free-spin bonus is claimed once (a finished one stays finished), a cashback or
   * opt-in may be joined again after it ended.
   */
  private claimable(campaign: BonusCampaignRow, player: BonusPlayer, bonuses: readonly PlayerBonusRow[]): boolean {
    if (!this.isRunning(campaign) || !this.offeredTo(campaign, player)) return false;
    const mine = bonuses.filter((bonus) => bonus.campaign_id === campaign.id);
    if (mine.some((bonus) => (LIVE as readonly string[]).includes(bonus.status))) return false;
    const rejoinable = campaign.trigger_event === 'CASHBACK' || campaign.category === 'OPT_IN';
    return rejoinable || mine.length === 0;
  }

  private expiryOf(campaign: BonusCampaignRow): Date {
    const days = new Date(this.now().getTime() + campaign.expiry_days * DAY_MS);
    return campaign.ends_at !== null && campaign.ends_at.getTime() < days.getTime() ? campaign.ends_at : days;
  }

  private async progressOf(trx: Tx | Kysely<Database>, campaign: BonusCampaignRow, bonus: PlayerBonusRow | null, currency: string): Promise<CashbackProgress> {
    if (!bonus?.cashback_activated || !bonus.cashback_started_at) return { campaignId: campaign.id, netLoss: 0, amount: 0, claimable: false };
    const sums = await trx
      .selectFrom('transactions')
      .select(sql<number>`coalesce(sum(amount), 0)::int8`.as('net'))
      .where('player_id', '=', bonus.player_id)
      .where('type', 'in', ['BET', 'WIN'])
      .where('status', '=', 'SUCCESS')
      .where('category', '=', campaign.vertical)
      .where('id', '>', bonus.cashback_after_row)
      .executeTakeFirstOrThrow();
    const netLoss = Math.max(0, -Number(sums.net));
    const cap = campaign.cashback_caps ? amountIn(campaign.cashback_caps, currency) : Number.POSITIVE_INFINITY;
    const amount = Math.min(Math.floor((netLoss * (campaign.cashback_percent ?? 0) * campaign.cashback_booster) / 100), cap);
    return { campaignId: campaign.id, netLoss, amount, claimable: amount > 0 };
  }

  /** A reward of the wire (spec 001 §3 Reward) from a campaign and the player's bonus of it (null while only eligible). */
  private rewardOf(campaign: BonusCampaignRow, bonus: PlayerBonusRow | null, player: BonusPlayer, progress?: CashbackProgress): Reward {
    const now = this.now();
    const currency = player.currency;
    const texts = textsIn(campaign.display_info, player.language);
    const started = bonus !== null && bonus.status !== 'GRANTED';
    const bonusAmount = bonus && bonus.bonus_amount > 0 ? bonus.bonus_amount : amountIn(campaign.amounts, currency);
    const deposit = campaign.trigger_event === 'DEPOSIT';
    const cashback = campaign.trigger_event === 'CASHBACK';
    const periodDays = campaign.cashback_period_days ?? 7;
    const periodStart = bonus?.cashback_started_at ?? now;
    const statusOf = (): Reward['bonusStatus'] => {
      if (!bonus) return null;
      if (bonus.status === 'FORFEITED') return 'FORFEITED';
      return (ACTIVE as readonly string[]).includes(bonus.status) ? 'ACTIVATED' : null;
    };
    return {
      campaignId: campaign.id,
      assignmentId: bonus?.id ?? null,
      vertical: campaign.vertical,
      bonusType: campaign.product,
      campaignStatus: campaign.ends_at !== null && campaign.ends_at.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE',
      bonusStatus: statusOf(),
      campaignCategory: campaign.category,
      grantType: campaign.grant_type,
      triggerEvent: campaign.trigger_event,
      kind: campaign.kind,
      rewardKind: campaign.reward_kind,
      currency,
      bonusAmount: cashback ? 0 : bonusAmount,
      matchPercent: deposit ? campaign.match_percent : null,
      minDeposit: deposit ? amountIn(campaign.min_deposits, currency) : null,
      wrMultiplier: campaign.wr_multiplier,
      wageringAmount: started && bonus.wagering_amount > 0 ? bonus.wagering_amount : isMoneyBonus(campaign) ? Math.round(bonusAmount * campaign.wr_multiplier) : 0,
      wageringProgress: bonus?.wagering_progress ?? 0,
      betBonusType: campaign.product === 'FREE_SPINS' ? -1 : 0,
      cashbackInfo: cashback
        ? { percentage: campaign.cashback_percent ?? 0, periodEndsAt: new Date(periodStart.getTime() + periodDays * DAY_MS).toISOString(), maxAmount: campaign.cashback_caps ? amountIn(campaign.cashback_caps, currency) : null }
        : null,
      cashbackActivated: bonus?.cashback_activated ?? false,
      cashbackBooster: campaign.cashback_booster,
      cashbackProgress: cashback && bonus?.cashback_activated ? (progress ?? null) : null,
      freeSpinDetail:
        campaign.product === 'FREE_SPINS'
          ? { spins: bonus && bonus.spins > 0 ? bonus.spins : (campaign.free_spins ?? 0), usedSpins: bonus?.used_spins ?? 0, spinValue: bonus && bonus.spins > 0 ? bonus.spin_value : amountIn(campaign.spin_values, currency), gameIds: campaign.game_ids, winnings: bonus?.winnings ?? 0 }
          : null,
      hasBonusCode: campaign.bonus_code !== null,
      partnerBonusCode: bonus?.bonus_code ?? null,
      loyalty: campaign.loyalty,
      optedIn: bonus?.opted_in ?? false,
      startedAt: campaign.starts_at.toISOString(),
      endedAt: campaign.ends_at?.toISOString() ?? null,
      expiresAt: (started ? bonus.expires_at : (bonus?.expires_at ?? campaign.ends_at))?.toISOString() ?? null,
      campaignDisplayInfo: { title: texts.title, ...(texts.description ? { description: texts.description } : {}), ...(texts.termsHtml ? { termsHtml: texts.termsHtml } : {}), ...(texts.imageUrl ? { imageUrl: texts.imageUrl } : {}) },
      queuedPlayerBonusId: bonus?.status === 'QUEUED' ? bonus.id : null,
      awaitingDeposit: bonus?.status === 'PENDING_DEPOSIT',
    };
  }

  private async tournamentOf(campaign: BonusCampaignRow, period: 'current' | 'previous', language: string, player: BonusPlayer | null, withBoard: boolean): Promise<Tournament> {
    const terms = campaign.tournament ?? { periodDays: 7, prizes: [] };
    const periodMs = terms.periodDays * DAY_MS;
    const index = Math.floor((this.now().getTime() - campaign.starts_at.getTime()) / periodMs) - (period === 'previous' ? 1 : 0);
    const start = new Date(campaign.starts_at.getTime() + index * periodMs);
    const end = new Date(start.getTime() + periodMs);
    const tournamentLanguage = tournamentLanguageOf(language);
    const texts = campaign.display_info[tournamentLanguage] ?? campaign.display_info.EN ?? textsIn(campaign.display_info, 'en');
    const entrants = await this.db.selectFrom('player_bonuses').select('player_id').where('campaign_id', '=', campaign.id).where('status', '=', 'ACTIVATED').where('opted_in', '=', true).execute();
    const optedIn = player !== null && entrants.some((entrant) => entrant.player_id === player.playerId);
    let leaderboard: LeaderboardEntry[] = [];
    let me: LeaderboardEntry | null = null;
    if (withBoard && entrants.length > 0 && campaign.game_ids.length > 0) {
      const rows = await this.db
        .selectFrom('transactions')
        .innerJoin('players', 'players.id', 'transactions.player_id')
        // An entrant's points are the stakes placed since they opted in (their live entry's created_at).
        .innerJoin('player_bonuses as entry', (join) =>
          join.onRef('entry.player_id', '=', 'transactions.player_id').on('entry.campaign_id', '=', campaign.id).on('entry.status', '=', 'ACTIVATED').on('entry.opted_in', '=', true),
        )
        .select(['transactions.player_id', 'players.email', sql<number>`sum(-transactions.amount)::int8`.as('points')])
        .where('transactions.type', '=', 'BET')
        .where('transactions.status', '=', 'SUCCESS')
        .whereRef('transactions.transaction_date', '>=', 'entry.created_at')
        .where(sql<string>`transactions.metadata->>'gameId'`, 'in', campaign.game_ids)
        .where('transactions.transaction_date', '>=', start)
        .where('transactions.transaction_date', '<', end)
        .groupBy(['transactions.player_id', 'players.email'])
        .orderBy('points', 'desc')
        .orderBy('transactions.player_id')
        .execute();
      const ranked = rows.map((row, position) => ({ playerId: row.player_id, entry: { position: position + 1, name: maskedNameOf(row.email), points: Number(row.points), me: row.player_id === player?.playerId } }));
      leaderboard = ranked.slice(0, LEADERBOARD_SIZE).map((row) => row.entry);
      if (optedIn && player) me = ranked.find((row) => row.playerId === player.playerId)?.entry ?? { position: ranked.length + 1, name: maskedNameOf(player.email), points: 0, me: true };
    }
    return {
      id: campaign.id,
      campaignId: campaign.id,
      title: texts.title,
      description: texts.description ?? '',
      language: campaign.display_info[tournamentLanguage] ? tournamentLanguage : 'EN',
      period,
      periodStartsAt: start.toISOString(),
      periodEndsAt: end.toISOString(),
      prizes: terms.prizes,
      gameIds: campaign.game_ids,
      optedIn,
      leaderboard,
      me,
    };
  }

  /** The id of the player's newest ledger row (0 without one). */
  private async lastRow(trx: Tx, playerId: string): Promise<number> {
    const row = await trx.selectFrom('transactions').select((eb) => eb.fn.max('id').as('last')).where('player_id', '=', playerId).executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  private async campaigns(): Promise<Map<string, BonusCampaignRow>> {
    const rows = await this.db.selectFrom('bonus_campaigns').selectAll().orderBy('sort_order').execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async campaign(trx: Tx | Kysely<Database>, id: string): Promise<BonusCampaignRow> {
    const row = await trx.selectFrom('bonus_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new BonusError(404, BONUS_ERROR_CODES.notEligible, `No campaign ${id}`);
    return row;
  }

  private bonusesOf(trx: Tx | Kysely<Database>, playerId: string): Promise<PlayerBonusRow[]> {
    return trx.selectFrom('player_bonuses').selectAll().where('player_id', '=', playerId).execute();
  }

  private async playerIn(trx: Tx, wallet: WalletOps): Promise<BonusPlayer> {
    const row = await trx.selectFrom('players').select(['market']).where('id', '=', wallet.playerId).executeTakeFirstOrThrow();
    return { playerId: wallet.playerId, email: wallet.email, market: row.market, currency: wallet.currency, language: 'en' };
  }

  private async insert(trx: Tx, values: Partial<Omit<PlayerBonusRow, 'id' | 'created_at' | 'updated_at'>> & Pick<PlayerBonusRow, 'player_id' | 'campaign_id' | 'status'>): Promise<PlayerBonusRow> {
    const now = this.now();
    return trx
      .insertInto('player_bonuses')
      .values({ ...values, id: `pb-${randomUUID()}`, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private setStatus(trx: Tx, id: string, status: PlayerBonusRow['status']): Promise<PlayerBonusRow> {
    return trx.updateTable('player_bonuses').set({ status, updated_at: this.now() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  }
}
