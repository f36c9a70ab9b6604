import type { RemoteName } from '@casino/shared/contract';
import type { WebVitalName } from '@casino/shared/wire';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * The sandbox database as kysely sees it (ARCHITECTURE §7): the ledger of spec 001 §3 "Wallet and
 * transactions" and the document of the earlier JSON state. Money columns are `bigint` in minor units;
 * both drivers are set to read them as JS numbers (`parseBigint` in `database.ts`), which stay exact
 * up to 2^53 − 1 minor units.
 */
export interface Database {
  players: PlayersTable;
  wallets: WalletsTable;
  transactions: TransactionsTable;
  sandbox_state: SandboxStateTable;
  registrations: RegistrationsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  documents: DocumentsTable;
  id_scans: IdScansTable;
  questionnaire_answers: QuestionnaireAnswersTable;
  login_history: LoginHistoryTable;
  inbox_messages: InboxMessagesTable;
  player_limits: PlayerLimitsTable;
  player_protection: PlayerProtectionTable;
  play_sessions: PlaySessionsTable;
  bonus_campaigns: BonusCampaignsTable;
  player_bonuses: PlayerBonusesTable;
  bonus_codes: BonusCodesTable;
  bonus_code_uses: BonusCodeUsesTable;
  bonus_consents: BonusConsentsTable;
  sports_sessions: SportsSessionsTable;
  sports_bets: SportsBetsTable;
  field_vitals: FieldVitalsTable;
  release_health_events: ReleaseHealthEventsTable;
  csp_reports: CspReportsTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A bigint column of minor units. */
type Minor = ColumnType<number, number, number>;

/** One player of the ledger: a persona (`id` is its playerId). */
export interface PlayersTable {
  id: string;
  email: string;
  currency: string;
  market: string;
  created_at: Generated<Date>;
}

/** One wallet per player: the spec 001 §3 buckets, minor units, none ever below zero. */
export interface WalletsTable {
  id: string;
  player_id: string;
  main: Minor;
  locked: Minor;
  bonus_casino: Minor;
  bonus_live_casino: Minor;
  bonus_sports: Minor;
  updated_at: Timestamp;
}

/** The buckets a ledger row moves money in (spec 001 §3 Buckets MAIN, LOCKED, BONUS per vertical). */
export const LEDGER_BUCKETS = ['MAIN', 'LOCKED', 'BONUS_CASINO', 'BONUS_LIVE_CASINO', 'BONUS_SPORTS'] as const;
export type LedgerBucket = (typeof LEDGER_BUCKETS)[number];

/**
 * One money move (spec 001 §3 Transaction). `amount` is signed: credit positive, debit negative.
 * Status is updated in place (PENDING → SUCCESS / FAILED / CANCELLED / COMPLETED); `updated_at` says when.
 */
export interface TransactionsTable {
  /** Insertion order: breaks ties between rows of the same `transaction_date`. */
  id: Generated<number>;
  reference_id: string;
  player_id: string;
  wallet_id: string;
  type: string;
  category: string;
  status: string;
  amount: Minor;
  bucket: LedgerBucket;
  balance_after_transaction: Minor;
  transaction_date: Timestamp;
  updated_at: Timestamp;
  payment_method: string | null;
  idempotency_key: string | null;
  expires_at: Timestamp | null;
  metadata: ColumnType<Record<string, unknown>, string, string>;
}

/** The sandbox's other state (flags, faults, sessions, profiles, my games …): one jsonb document. */
export interface SandboxStateTable {
  id: number;
  document: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export type PlayerRow = Selectable<PlayersTable>;
export type WalletRow = Selectable<WalletsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type NewTransaction = Insertable<TransactionsTable>;

/** A player who signed up through `POST /player/registration` (issue 15); the personas have none. */
export interface RegistrationsTable {
  player_id: string;
  email: string;
  country_code: string;
  language_code: string;
  /** E.164. */
  mobile_phone: string;
  /** Brazil's tax id, digits only; null outside BR. */
  cpf: string | null;
  sms_required: boolean;
  email_required: boolean;
  sms_verified: Generated<boolean>;
  email_verified: Generated<boolean>;
  created_at: Timestamp;
  /** Issue 16 §5 (migration 005): the market asks for limits before the account is complete (`signUpLimits`). */
  limits_required: Generated<boolean>;
  /** When the sign-up's Limits step set them; null before. */
  limits_set_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Why a code was sent. */
export type CodePurpose = 'REGISTRATION_SMS' | 'REGISTRATION_EMAIL' | 'PASSWORD_RESET' | 'PHONE_CHANGE';

/**
 * A six-digit code sent by SMS or e-mail (registration, password reset, phone change). `id` is what the
 * client holds (`smsResetKeyId`, `smsVerificationId`); `attempts` counts wrong tries; a password reset's
 * right code issues `reset_key`. SENT → VERIFIED (→ USED), or MAX_ATTEMPTS, or REPLACED by a newer code.
 */
export interface VerificationCodesTable {
  id: string;
  purpose: CodePurpose;
  /** Null for a password reset of an identifier no player has (nothing is sent). */
  player_id: string | null;
  channel: 'SMS' | 'EMAIL';
  /** The phone (E.164) or e-mail (lower case) the code went to. */
  recipient: string;
  code: string;
  attempts: Generated<number>;
  status: 'SENT' | 'VERIFIED' | 'MAX_ATTEMPTS' | 'REPLACED' | 'USED';
  reset_key: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
}

/** One message the sandbox "sent" instead of a real SMS or e-mail (issue 15 outbox). */
export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  channel: 'SMS' | 'EMAIL';
  text: string;
  code: string | null;
  sent_at: Timestamp;
}

/**
 * One KYC document of a player (spec 001 §3 Verification): a request (no file yet), or an upload with its
 * bytes. The newest row of a type (and subType, for payment and other documents) is the current one.
 */
export interface DocumentsTable {
  id: string;
  player_id: string;
  document_type: string;
  sub_type: string | null;
  status: string;
  rejection_reason: string | null;
  file_name: string | null;
  content_type: string | null;
  size_bytes: number | null;
  content: Buffer | null;
  requested_at: Timestamp | null;
  uploaded_at: Timestamp | null;
  reviewed_at: Timestamp | null;
  updated_at: Timestamp;
  /** Insertion order: the newest row of a type is the current document, whatever the clock says. */
  seq: Generated<number>;
}

/** An ID scan started by `POST /jumio/documents/initiate`. */
export interface IdScansTable {
  id: string;
  player_id: string;
  return_url: string;
  status: 'STARTED' | 'SUCCESS' | 'FAILED';
  created_at: Timestamp;
}

/** The EDD questionnaire's answer of a player (spec 001 §3), as the wire's answer without `answeredAt`. */
export interface QuestionnaireAnswersTable {
  player_id: string;
  answer: ColumnType<Record<string, unknown>, string, string>;
  answered_at: Timestamp;
}

/** One login (spec 001 §3 Login history). */
export interface LoginHistoryTable {
  id: Generated<number>;
  player_id: string;
  login_date: Timestamp;
  login_ip: string;
  login_country: string;
}

/** One message of the CRM inbox (spec 000 §2 `/inbox`, `/inbox/notifications`). */
export interface InboxMessagesTable {
  id: string;
  player_id: string;
  category: 'MESSAGE' | 'NOTIFICATION';
  title: string;
  body: string;
  sent_at: Timestamp;
  read: Generated<boolean>;
}

export type DocumentRow = Selectable<DocumentsTable>;
export type VerificationCodeRow = Selectable<VerificationCodesTable>;

/**
 * One period of one limit of a player (issue 16; spec 001 §3 Responsible gambling): `value` in force
 * (minor units, or minutes for `session`; null once removed), the waiting change, and `updated_at`, the
 * version a PATCH must send back.
 */
export interface PlayerLimitsTable {
  player_id: string;
  type: 'deposit' | 'loss' | 'session';
  period: 'D' | 'W' | 'M';
  value: ColumnType<number | null, number | null | undefined, number | null>;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  pending_value: ColumnType<number | null, number | null | undefined, number | null>;
  pending_delete: Generated<boolean>;
  pending_active_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_at: Timestamp;
}

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A player's time-out, self-exclusion and reality-check interval (issue 16); one row per player, made on first use. */
export interface PlayerProtectionTable {
  player_id: string;
  timeout_duration: ColumnType<string | null, string | null | undefined, string | null>;
  timeout_initiator: ColumnType<'PLAYER' | 'COOLING' | null, 'PLAYER' | 'COOLING' | null | undefined, 'PLAYER' | 'COOLING' | null>;
  timeout_started_at: NullableTimestamp;
  timeout_ends_at: NullableTimestamp;
  exclusion_months: ColumnType<number | null, number | null | undefined, number | null>;
  exclusion_indefinite: Generated<boolean>;
  exclusion_starts_at: NullableTimestamp;
  exclusion_ends_at: NullableTimestamp;
  reality_check_interval: ColumnType<number | null, number | null | undefined, number | null>;
  /** Issue 16 §5 (migration 005): the balance limit, minor units; null without one. */
  balance_limit: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: Timestamp;
}

/**
 * One login session as the session limits count it (issue 16): from `started_at` to `ended_at` (sign-out,
 * time-out, exclusion, a session limit, or idleness, which ends it at `last_active_at`); `timer_started_at`
 * is when the activity timer last started (login or `reset_timer`).
 */
export interface PlaySessionsTable {
  sid: string;
  player_id: string;
  started_at: Timestamp;
  last_active_at: Timestamp;
  timer_started_at: Timestamp;
  ended_at: NullableTimestamp;
  end_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type PlayerLimitRow = Selectable<PlayerLimitsTable>;
export type PlayerProtectionRow = Selectable<PlayerProtectionTable>;

/** A jsonb column read as `T`, written as its JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
type NullableNumber = ColumnType<number | null, number | null | undefined, number | null>;

/** Words of a campaign in one language (spec 001 §3 `campaignDisplayInfo`). */
export interface CampaignTexts {
  title: string;
  description?: string;
  termsHtml?: string;
  imageUrl?: string;
}

/** A sportsbook offer's extras (spec 001 §3 eligibility live, pre-match or both). */
export interface SportsbookTerms {
  bonusType: 'FREE_BET' | 'SPORTS';
  eligibility: 'LIVE' | 'PRE_MATCH' | 'BOTH';
  minOdds: number | null;
}

/** A tournament's extras: its period length (the first period starts at the campaign's start) and prizes. */
export interface TournamentTerms {
  periodDays: number;
  prizes: Array<{ position: number; label: string }>;
}

/**
 * A bonus campaign (issue 17; spec 001 §3 Reward): what it gives (money per currency in minor units,
 * match percent, wagering multiplier, cashback share and cap, free spins), to whom (markets, player ids,
 * or a bonus code) and when (start, end; a claimed bonus lasts `expiry_days`).
 */
export interface BonusCampaignsTable {
  id: string;
  vertical: 'CASINO' | 'LIVE_CASINO' | 'SPORTS';
  product: 'CASINO' | 'FREE_BET' | 'LIVE_CASINO' | 'SPORTS' | 'FREE_SPINS';
  category: 'OPT_IN' | 'TRIGGERED';
  grant_type: 'MANUAL' | 'TRIGGERED' | 'OPT_IN';
  trigger_event: 'DEPOSIT' | 'CASHBACK' | 'TOURNAMENT' | 'MANUAL' | 'LOYALTY';
  kind: 'STICKY' | 'NON_STICKY';
  reward_kind: 'CASH' | 'ITEM';
  /** Per currency, minor units: the bonus (a deposit bonus's most), or a free bet's value. */
  amounts: Json<Record<string, number>>;
  min_deposits: NullableJson<Record<string, number>>;
  cashback_caps: NullableJson<Record<string, number>>;
  max_bets: NullableJson<Record<string, number>>;
  spin_values: NullableJson<Record<string, number>>;
  match_percent: NullableNumber;
  wr_multiplier: ColumnType<number, number | undefined, number>;
  cashback_percent: NullableNumber;
  cashback_booster: ColumnType<number, number | undefined, number>;
  cashback_period_days: NullableNumber;
  free_spins: NullableNumber;
  /** Free-spin or tournament games. */
  game_ids: Json<string[]>;
  /** Games whose stakes count nothing toward wagering and cannot be paid with bonus money. */
  excluded_game_ids: Json<string[]>;
  /** Percent of a stake on the other games of the vertical that counts toward wagering. */
  contribution: ColumnType<number, number | undefined, number>;
  /** Texts by language code (`en`, `fi`, `fr` …; tournaments by upper-case tournament language). */
  display_info: Json<Record<string, CampaignTexts>>;
  starts_at: Timestamp;
  ends_at: NullableTimestamp;
  expiry_days: ColumnType<number, number | undefined, number>;
  /** Markets it is offered in; empty: every market. */
  markets: Json<string[]>;
  /** The players it is offered to; null: every player of its markets. */
  player_ids: NullableJson<string[]>;
  /** Claimed only with this code (not listed as eligible). */
  bonus_code: string | null;
  loyalty: ColumnType<boolean, boolean | undefined, boolean>;
  sportsbook: NullableJson<SportsbookTerms>;
  tournament: NullableJson<TournamentTerms>;
  sort_order: ColumnType<number, number | undefined, number>;
}

/**
 * A player's bonus (an assignment): GRANTED (made by the platform, waiting for the claim),
 * PENDING_DEPOSIT (a claimed deposit bonus waiting for its qualifying deposit), QUEUED (behind an active
 * bonus of its vertical), ACTIVATED, then COMPLETED (wagering met, or free spins used), FORFEITED,
 * CANCELED (expired) or ENDED (a cashback or opt-in deactivated). Money in minor units.
 */
export interface PlayerBonusesTable {
  id: string;
  player_id: string;
  campaign_id: string;
  status: 'GRANTED' | 'PENDING_DEPOSIT' | 'QUEUED' | 'ACTIVATED' | 'COMPLETED' | 'FORFEITED' | 'CANCELED' | 'ENDED';
  bonus_amount: ColumnType<number, number | undefined, number>;
  wagering_amount: ColumnType<number, number | undefined, number>;
  wagering_progress: ColumnType<number, number | undefined, number>;
  expires_at: NullableTimestamp;
  queued_behind: ColumnType<string | null, string | null | undefined, string | null>;
  deposit_reference: ColumnType<string | null, string | null | undefined, string | null>;
  cashback_activated: ColumnType<boolean, boolean | undefined, boolean>;
  cashback_started_at: NullableTimestamp;
  /** The player's last ledger row (`transactions.id`) when the cashback count (re)started. */
  cashback_after_row: ColumnType<number, number | undefined, number>;
  opted_in: ColumnType<boolean, boolean | undefined, boolean>;
  spins: ColumnType<number, number | undefined, number>;
  used_spins: ColumnType<number, number | undefined, number>;
  spin_value: ColumnType<number, number | undefined, number>;
  winnings: ColumnType<number, number | undefined, number>;
  bonus_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A bonus code: its campaign, the markets it is valid in (empty: all) and its validity. */
export interface BonusCodesTable {
  code: string;
  campaign_id: string;
  markets: Json<string[]>;
  valid_from: Timestamp;
  valid_to: NullableTimestamp;
}

/** A player who used a code (a code is used once per player). */
export interface BonusCodeUsesTable {
  code: string;
  player_id: string;
  used_at: Timestamp;
}

/** A player's answer to an offered code (`POST /bonus/campaigns/consent`). */
export interface BonusConsentsTable {
  id: Generated<number>;
  player_id: string;
  bonus_code: string;
  campaign_id: string | null;
  agreed: boolean;
  decided_at: Timestamp;
}

export type BonusCampaignRow = Selectable<BonusCampaignsTable>;
export type PlayerBonusRow = Selectable<PlayerBonusesTable>;

/**
 * A sports provider's session of a player (issue 18 point 6; spec 001 §7 session create): it works while
 * the player's platform session `platform_sid` lives, until `expires_at`, and not after unregister.
 */
export interface SportsSessionsTable {
  session_id: string;
  provider: 'standard' | 'pp';
  player_id: string;
  platform_sid: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  unregistered_at: NullableTimestamp;
}

/**
 * A bet placed in a sports provider's frame (issue 18 point 6): the match and the pick, the decimal odds
 * taken, the stake in minor units, and the ledger row (`transactions.reference_id`) that debited it.
 */
export interface SportsBetsTable {
  bet_id: string;
  provider: 'standard' | 'pp';
  player_id: string;
  session_id: string;
  match_id: string;
  event_name: string;
  selection: 'home' | 'draw' | 'away';
  selection_name: string;
  /** numeric(8,2): read as a string by the drivers, written as a number. */
  odds: ColumnType<string, number, number>;
  stake: Minor;
  currency: string;
  status: ColumnType<'OPEN' | 'WON' | 'LOST' | 'VOID', 'OPEN' | 'WON' | 'LOST' | 'VOID' | undefined, 'OPEN' | 'WON' | 'LOST' | 'VOID'>;
  transaction_reference: string;
  placed_at: Timestamp;
}

export type SportsSessionRow = Selectable<SportsSessionsTable>;
export type SportsBetRow = Selectable<SportsBetsTable>;

/**
 * One Core Web Vital of a player's page load (issue 19 point 4, field data): `value` in ms for LCP and
 * INP, unitless for CLS; tagged with market, segment, page (a route pattern) and the apps' versions
 * (`remotes` by name, and `versions`, the same with the host's as one tag: `host@1.0.0 mfe-casino@1.3.0`).
 */
export interface FieldVitalsTable {
  id: Generated<number>;
  /** web-vitals' id of the metric on that page load: a later report replaces the row. */
  metric_id: string;
  name: WebVitalName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigation_type: string;
  market: string;
  segment: string;
  page: string;
  host_version: string;
  remotes: Json<Partial<Record<RemoteName, string>>>;
  versions: string;
  received_at: Timestamp;
}

/**
 * One thing a remote did on a player's page (issue 20 point 4, release health): a `load`, a `mount` or a
 * `render` error its area caught, `ok` or `failed`, per market, remote and version; `via` says whether a
 * canary chose the version.
 */
export interface ReleaseHealthEventsTable {
  id: Generated<number>;
  market: string;
  remote: RemoteName;
  version: string;
  phase: 'load' | 'mount' | 'render';
  outcome: 'ok' | 'failed';
  via: 'pin' | 'canary' | null;
  reason: string | null;
  received_at: Timestamp;
}

/** A violation of the site's Content-Security-Policy a browser reported (issue 21 point 1). */
export interface CspReportsTable {
  id: Generated<number>;
  document_url: string;
  effective_directive: string;
  /** What was blocked: a URL, or `inline` / `eval`. */
  blocked_url: string | null;
  /** `enforce` or `report`. */
  disposition: string | null;
  source_file: string | null;
  line_number: number | null;
  /** The first characters of a blocked inline script or style, when the policy asks for them. */
  sample: string | null;
  received_at: Timestamp;
}
