/**
 * The enumerations of spec 000 §3 and spec 001 §3, as `as const` tuples with their union types.
 * The tuples keep the spec's order and spelling (including the spaces in `FULLY VERIFIED`).
 */

/** spec 000 §3 Authorization state, §4: the session status. */
export const SESSION_STATUSES = ['Pending', 'Requested', 'Resolved'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** spec 000 §3: player account status. */
export const ACCOUNT_STATUSES = [
  'CLOSED',
  'ACCOUNT_UNVERIFIED',
  'PRE_REGISTERED',
  'REGISTERED',
  'BLACKLISTED',
  'RESTRICTED',
  'PAYOUT',
  'TIMEOUT',
  'SELF_EXCLUDED',
] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** spec 000 §3, spec 001 §3: player KYC level (`kycStatus`). */
export const KYC_STATUSES = [
  'NOT_VERIFIED',
  'DATA_VERIFIED',
  'PENDING',
  'FULLY VERIFIED',
  'ENHANCED KYC',
  'EDD_PENDING',
  'EDD_UNDER_REVIEW',
  'ENHANCED',
  'RESTRICTED',
  'SUSPENDED',
  'PENDING_EXPIRED',
  'NOT_REQUIRED',
] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** spec 000 §3: marketing channels and communication types. */
export const MARKETING_CHANNELS = ['EMAIL', 'SMS', 'MAIL', 'PHONE', 'PUSH_NOTIFICATION'] as const;
export const COMMUNICATION_TYPES = ['BONUS_OFFER', 'NEWSLETTER', 'CASINO', 'RESPONSIBLE_GAMING'] as const;

/** spec 000 §3: request lifecycle and async load states. */
export const REQUEST_LIFECYCLE = ['UNINITIALIZED', 'LOADING', 'SUCCESS', 'FAILURE'] as const;
export type RequestLifecycle = (typeof REQUEST_LIFECYCLE)[number];
export const LOAD_STATES = ['loading', 'success', 'error'] as const;

/** spec 000 §5: audience groups of content boxes and banners, by deposit count. */
export const DEPOSIT_COUNT_GROUPS = ['DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_1', 'DEPOSIT_COUNT_MORE_THAN_1'] as const;
export type DepositCountGroup = (typeof DEPOSIT_COUNT_GROUPS)[number];
/** spec 000 §5: the visibility setting of content. */
export const CONTENT_VISIBILITY = ['authorized', 'not-authorized', 'both'] as const;
export type ContentVisibility = (typeof CONTENT_VISIBILITY)[number];

/** spec 000 §3 Cookie consent categories, all on by default. */
export const COOKIE_CATEGORIES = ['essentials', 'performanceFunctional', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

/** spec 000 §3 Player station: device classes by user agent, and layout device types by width. */
export const DEVICE_CLASSES = ['desktop', 'tablet', 'mobile'] as const;
export const LAYOUT_DEVICE_TYPES = ['largeDesktop', 'desktop', 'tablet', 'mobile'] as const;
export type LayoutDeviceType = (typeof LAYOUT_DEVICE_TYPES)[number];

/** spec 000 §3: lobby tile sizes (4x = 2x2 cells, 2xv = 1x2, 2xh = 2x1, 1x = 1x1). */
export const TILE_SIZES = { '4x': { columns: 2, rows: 2 }, '2xv': { columns: 1, rows: 2 }, '2xh': { columns: 2, rows: 1 }, '1x': { columns: 1, rows: 1 } } as const;
export type TileSize = keyof typeof TILE_SIZES;

/** spec 000 §2: casino play providers (creedroomz has a play path of its own). */
export const CASINO_PROVIDERS = ['relax', 'quickspin', 'evolution', 'playngo', 'pragmaticplay', 'yggdrasil', 'pariplay', 'softswiss', 'novomatic'] as const;
export const CREEDROOMZ_PROVIDER = 'creedroomz';
/** spec 000 §2: live casino play providers. */
export const LIVE_CASINO_PROVIDERS = ['evolution', 'pragmaticplay', 'pariplay', 'softswiss'] as const;
/** spec 000 §4, spec 001 §3: game token / launch states. */
export const GAME_TOKEN_STATES = ['LOADING', 'GAME', 'ERROR'] as const;
export type GameTokenState = (typeof GAME_TOKEN_STATES)[number];

/** spec 001 §3 Sign-up: wizard steps, and the registration wizard's. */
export const SIGNUP_STEPS = ['Details', 'ContactInfo', 'Verification', 'Unsupported', 'Complete', 'Duplicated'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
export const REGISTRATION_STEPS = ['Email', 'Verification', 'Password', 'Complete'] as const;
/** spec 001 §3: password reset steps. */
export const PASSWORD_RESET_STEPS = ['Email', 'Verification', 'Password', 'Complete'] as const;
export type PasswordResetStep = (typeof PASSWORD_RESET_STEPS)[number];
/** spec 001 §4: the sign-up pin status. */
export const PIN_STATUSES = ['UNINITIALIZE', 'SENT', 'SUCCESS_VERIFY', 'FAIL_SEND', 'FAIL_VERIFY'] as const;

/** spec 001 §3 Verification (KYC). */
export const DOCUMENT_STATUSES = ['UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_TYPES = ['PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'PROOF_OF_PAYMENT', 'SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE', 'OTHER'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_KINDS = ['ID', 'POA', 'POP', 'SOW', 'OTHER'] as const;
/** spec 001 §3: where a player is sent to the verification page from. */
export const VERIFICATION_ENTRY_POINTS = ['ACCOUNT_PAGE', 'DEPOSIT_PAGE', 'DEPOSIT_MODAL', 'WITHDRAW', 'WITHDRAW_MODAL'] as const;
export type VerificationEntryPoint = (typeof VERIFICATION_ENTRY_POINTS)[number];

/** spec 001 §3 Wallet and transactions. */
export const BALANCE_BUCKETS = ['MAIN', 'LOCKED', 'BONUS'] as const;
export const PAYMENT_METHODS = ['CREDITCARD', 'EUTELLER', 'MUCHBETTER', 'NETELLER', 'PAYSAFECARD', 'RAPIDTRANSFER', 'SIRU', 'SKRILL', 'TRUSTLY'] as const;
export const TRANSACTION_TYPES = ['BET', 'BET_VOID', 'CASHOUT', 'CASHOUT_VOID', 'DEPOSIT', 'LOSS', 'WIN', 'WIN_VOID', 'WITHDRAW', 'DORMANT', 'REVERSAL', 'FORFEIT', 'CANCELED', 'REVERSAL_DP'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUSES = ['FAILED', 'PENDING', 'SUCCESS', 'REVERTED', 'WAITING_INPUT', 'COMPLETED', 'CANCELLED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export const TRANSACTION_CATEGORIES = ['BONUS', 'CASINO', 'PAYMENT', 'SPORTS', 'VIRTUAL_SPORTS', 'LIVE_CASINO', 'ADJUSTMENT', 'DORMANT_ADJUSTMENT'] as const;
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];
/** spec 001 §4: withdrawal eligibility outcomes. */
export const WITHDRAWAL_OUTCOMES = ['FORBIDDEN', 'SELF_LIMIT_REACHED', 'SELF_SPEND_LIMIT_REACHED', 'WITHDRAWAL_LIMIT_REACHED', 'SUCCESS', 'FAILURE', 'DOCUMENTS_PREFERRED', 'DOCUMENTS_REQUIRED', 'EXCEEDS_KYC_LIMIT', 'NOT_ENOUGH_FUNDS', 'RESTRICTED', 'DOCUMENTS_REQUIRED_RESTRICTED', 'DOCUMENTS_UNDER_REVIEW'] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

/** spec 001 §3 Bonuses and rewards. */
export const BONUS_STATUSES = ['ACTIVATED', 'FORFEITED'] as const;
export const BONUS_STATES = ['ACTIVE', 'EXPIRED', 'CANCELED', 'DRAFT'] as const;
export const BONUS_PRODUCTS = ['CASINO', 'FREE_BET', 'LIVE_CASINO', 'SPORTS', 'FREE_SPINS'] as const;
export const BONUS_GRANT_TYPES = ['MANUAL', 'TRIGGERED', 'OPT_IN'] as const;
export const BONUS_KINDS = ['STICKY', 'NON_STICKY'] as const;
export const REWARD_LIST_FILTERS = ['ACTIVE', 'ELIGIBLE'] as const;
export const REWARD_VERTICALS = ['CASINO', 'LIVE_CASINO', 'SPORTS'] as const;
export const RESTRICTION_LEVELS = { none: 0, excludedGame: 1, wageringRequirements: 2 } as const;

/** spec 001 §3 Responsible gambling: limit periods. */
export const LIMIT_PERIODS = { daily: 'D', weekly: 'W', monthly: 'M' } as const;
export const LIMIT_TYPES = ['deposit', 'loss', 'session'] as const;
