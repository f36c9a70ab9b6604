import type { PlayerProfile } from '@casino/shared/bus';
import type { KycStatus } from '@casino/shared/wire';

/** The password of every persona. */
export const PERSONA_PASSWORD = 'Sandbox!2026';

/** The current terms-and-conditions version (`GET /player/terms/current`, the `termsVersion` document). */
export const CURRENT_TERMS_VERSION = '2026-10-01';
/** The version the `terms` persona accepted: older than the current one. */
export const OLD_TERMS_VERSION = '2025-06-01';

/** Why the platform refuses a persona's login, with a correct password (spec 001 §8 login errors). */
export type LoginRefusal =
  | { kind: 'timeout'; days: number }
  | { kind: 'exclusion'; days: number }
  | { kind: 'exclusion-indefinite' }
  | { kind: 'closed' }
  | { kind: 'blacklisted' };

/** A persona's opening balance per bucket, in minor units (cents): what its seeded ledger rows add up to. */
export interface PersonaBalance {
  main: number;
  bonusCasino: number;
  bonusLiveCasino: number;
  bonusSports: number;
}

/** spec 001 §3 Withdraw flow state `duration`: the period of a withdrawal limit (a rolling window here). */
export type LimitDuration = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/** A player's withdrawal or deposit limit: at most `amount` (minor units) per rolling `duration`. */
export interface PlayerLimit {
  amount: number;
  duration: LimitDuration;
}

/**
 * A withdrawal in a persona's seeded history, `amount` in minor units, made `hoursAgo` before the seed
 * is written (the sandbox clock at start or reset). PENDING moves it to LOCKED; COMPLETED has paid it out.
 */
export interface SeededWithdrawal {
  amount: number;
  status: 'PENDING' | 'COMPLETED';
  hoursAgo: number;
}

/** A sandbox player: who it is (fixed) and how its changeable parts start (seeded into the state). */
export interface Persona {
  email: string;
  /** The market the persona plays in (a spec 000 §3 market id). */
  market: string;
  /** What the persona is for, as the README's table says it. */
  special: string;
  playerId: string;
  profile: PlayerProfile;
  /** The balance per bucket the seeded ledger ends on (minor units); LOCKED follows from the pending withdrawals. */
  balance: PersonaBalance;
  /** Successful deposits in the seeded ledger (`totalDepositsCount`). */
  depositCount: number;
  /** Withdrawals in the seeded ledger, oldest first. */
  withdrawals: SeededWithdrawal[];
  /** The player's withdrawal limit; absent: the sandbox default (`defaultWithdrawalLimit`). */
  withdrawalLimit?: PlayerLimit;
  /** A deposit limit the player set (spec 001 §3 Responsible gambling), minor units per rolling window. */
  depositLimit?: PlayerLimit;
  /** spec 000 §2 guard 7: whether the manual bonus-code claim is allowed. */
  manualClaimAllowed: boolean;
  /** The token's `registrationDate` claim (ISO 8601). */
  registrationDate: string;
  /** The token's `multibrand` claim: a JSON string with a `suspended` flag (spec 000 §3). */
  multibrand: string;
  /** The token's `login_method`; `null` leaves the claim out (the client must default to `DEFAULT`). */
  loginMethod: string | null;
  /** Set when the platform refuses the login even with the right password. */
  refusal?: LoginRefusal;
  /** The identity a pay-and-play bank knows the person by (spec 001 §7 Pay and play); absent: no bank offers it. */
  bankId?: string;
}

interface PersonaInput {
  name: string;
  market: string;
  special: string;
  countryCode: string;
  languageCode: string;
  currencyCode?: string;
  provinceCode?: string;
  /** Opening balance per bucket in minor units; main defaults to 100.00. */
  balance?: Partial<PersonaBalance>;
  depositCount?: number;
  withdrawals?: SeededWithdrawal[];
  withdrawalLimit?: PlayerLimit;
  depositLimit?: PlayerLimit;
  manualClaimAllowed?: boolean;
  profile?: Partial<PlayerProfile>;
  multibrandSuspended?: boolean;
  loginMethod?: string | null;
  refusal?: LoginRefusal;
  registrationDate?: string;
  bankId?: string;
}

/** Document statuses of a player whose documents were never asked for. */
const DOCUMENTS_UNREQUESTED = 'PROOF_OF_ID:UNREQUESTED,PROOF_OF_ADDRESS:UNREQUESTED';

function persona(input: PersonaInput): Persona {
  const playerId = `sandbox-${input.name}`;
  const depositCount = input.depositCount ?? 2;
  const kycStatus: KycStatus = 'NOT_REQUIRED';
  const profile: PlayerProfile = {
    playerId,
    languageCode: input.languageCode,
    currencyCode: input.currencyCode ?? 'EUR',
    countryCode: input.countryCode,
    ...(input.provinceCode ? { provinceCode: input.provinceCode } : {}),
    kycStatus,
    requestDocumentTypeStatus: DOCUMENTS_UNREQUESTED,
    firstLogin: false,
    firstDepositDate: depositCount > 0 ? '2025-11-02' : null,
    termsAndConditionsAcceptedVersion: CURRENT_TERMS_VERSION,
    payout: true,
    casino: true,
    liveCasino: true,
    sports: true,
    virtualSports: true,
    bonuses: true,
    deposit: true,
    withdrawal: true,
    loyaltyLevel: 'SILVER',
    limitLevel: 'STANDARD',
    ...input.profile,
  };
  return {
    email: `${input.name}@sandbox.test`,
    market: input.market,
    special: input.special,
    playerId,
    profile,
    balance: { main: 100_00, bonusCasino: 0, bonusLiveCasino: 0, bonusSports: 0, ...input.balance },
    depositCount,
    withdrawals: input.withdrawals ?? [],
    ...(input.withdrawalLimit ? { withdrawalLimit: input.withdrawalLimit } : {}),
    ...(input.depositLimit ? { depositLimit: input.depositLimit } : {}),
    manualClaimAllowed: input.manualClaimAllowed ?? false,
    registrationDate: input.registrationDate ?? '2025-09-14T10:30:00.000Z',
    multibrand: JSON.stringify({ suspended: input.multibrandSuspended ?? false }),
    loginMethod: input.loginMethod === undefined ? 'DEFAULT' : input.loginMethod,
    ...(input.refusal ? { refusal: input.refusal } : {}),
    ...(input.bankId ? { bankId: input.bankId } : {}),
  };
}

const UN = { market: 'UN', countryCode: 'MT', languageCode: 'en' } as const;

/**
 * The sandbox players (ARCHITECTURE §7 personas), one per situation the front end must handle.
 * Every one logs in with `PERSONA_PASSWORD`. Access flags are all true unless the row says otherwise;
 * Global-market (UN) players live in Malta (`countryCode: 'MT'`, the market's origin country).
 */
export const PERSONAS: readonly Persona[] = [
  persona({
    name: 'anna',
    market: 'FI',
    countryCode: 'FI',
    languageCode: 'fi',
    special: 'regular; EUR 250.00; 3 deposits; manual bonus claim allowed; fully verified; gold loyalty; in the vip-reload player list',
    balance: { main: 250_00 },
    depositCount: 3,
    manualClaimAllowed: true,
    profile: { kycStatus: 'FULLY VERIFIED', firstDepositDate: '2025-10-05', loyaltyLevel: 'GOLD' },
    registrationDate: '2025-10-04T18:12:00.000Z',
    bankId: 'FI-010190-123A',
  }),
  persona({
    name: 'pia',
    market: 'FI',
    countryCode: 'FI',
    languageCode: 'fi',
    special:
      'pay and play: a customer of the sandbox bank new to the casino (accountStatus PRE_REGISTERED, EUR 0, no deposit); the bank page of /fi-FI/signup/pnp offers her first',
    balance: { main: 0 },
    depositCount: 0,
    profile: { accountStatus: 'PRE_REGISTERED', firstLogin: true, loyaltyLevel: 'BRONZE' },
    registrationDate: '2026-11-01T09:00:00.000Z',
    bankId: 'FI-150395-456B',
  }),
  persona({ name: 'ulla', ...UN, special: 'regular; EUR 40.00; 1 deposit', balance: { main: 40_00 }, depositCount: 1 }),
  persona({
    name: 'nora',
    ...UN,
    special: 'no deposit yet (0 deposits, EUR 0); first login; her tokens carry no login_method (the client defaults it to DEFAULT)',
    balance: { main: 0 },
    depositCount: 0,
    profile: { firstLogin: true, loyaltyLevel: 'BRONZE' },
    loginMethod: null,
    registrationDate: '2026-01-20T08:00:00.000Z',
  }),
  persona({ name: 'max', market: 'DE', countryCode: 'DE', languageCode: 'de', special: 'regular; sportsbook blocked by market (DE)', balance: { main: 120_00 } }),
  persona({
    name: 'chloe',
    market: 'CA',
    countryCode: 'CA',
    languageCode: 'ca',
    currencyCode: 'CAD',
    provinceCode: 'ON',
    special: 'English Canada, province ON: sportsbook blocked by province; CAD 75.00',
    balance: { main: 75_00 },
  }),
  persona({
    name: 'remy',
    market: 'CA',
    countryCode: 'CA',
    languageCode: 'caf',
    currencyCode: 'CAD',
    provinceCode: 'QC',
    special: 'French Canada (language code caf), province QC; CAD 60.00',
    balance: { main: 60_00 },
  }),
  persona({
    name: 'payout',
    ...UN,
    special: 'risk-payout: profile.payout = false (manual claim allowed, so the guard must refuse it)',
    manualClaimAllowed: true,
    balance: { main: 80_00 },
    profile: { payout: false },
  }),
  persona({
    name: 'suspended',
    ...UN,
    special: 'multibrand suspended: the token\'s multibrand claim is {"suspended":true} (manual claim allowed, so the guard must refuse it)',
    manualClaimAllowed: true,
    balance: { main: 30_00 },
    multibrandSuspended: true,
  }),
  persona({ name: 'nocasino', ...UN, special: 'casino = false and liveCasino = false', profile: { casino: false, liveCasino: false } }),
  persona({ name: 'nosports', ...UN, special: 'sports = false', profile: { sports: false } }),
  persona({
    name: 'terms',
    ...UN,
    special: `accepted terms ${OLD_TERMS_VERSION}, older than the current ${CURRENT_TERMS_VERSION}`,
    profile: { termsAndConditionsAcceptedVersion: OLD_TERMS_VERSION },
  }),
  persona({
    name: 'kyc',
    ...UN,
    special: 'kycStatus NOT_VERIFIED, requestDocumentTypeStatus "PROOF_OF_ID:REQUESTED"',
    profile: { kycStatus: 'NOT_VERIFIED', requestDocumentTypeStatus: 'PROOF_OF_ID:REQUESTED' },
  }),
  persona({
    name: 'pending',
    ...UN,
    special: 'a pending withdrawal of EUR 50.00 (seeded): MAIN 100.00, LOCKED 50.00; cancel it or pay it out',
    balance: { main: 100_00 },
    withdrawals: [{ amount: 50_00, status: 'PENDING', hoursAgo: 2 }],
  }),
  persona({
    name: 'review',
    ...UN,
    special: 'kycStatus PENDING, documents under review ("PROOF_OF_ID:UNDER_REVIEW,PROOF_OF_ADDRESS:UNDER_REVIEW"): a withdrawal answers DOCUMENTS_UNDER_REVIEW; EUR 90.00',
    balance: { main: 90_00 },
    profile: { kycStatus: 'PENDING', requestDocumentTypeStatus: 'PROOF_OF_ID:UNDER_REVIEW,PROOF_OF_ADDRESS:UNDER_REVIEW' },
  }),
  persona({
    name: 'unverified',
    ...UN,
    special: 'kycStatus NOT_VERIFIED, no documents asked, already withdrew EUR 2,000.00 (the unverified limit): any withdrawal answers EXCEEDS_KYC_LIMIT; EUR 500.00',
    balance: { main: 500_00 },
    depositCount: 3,
    profile: { kycStatus: 'NOT_VERIFIED' },
    withdrawals: [{ amount: 2_000_00, status: 'COMPLETED', hoursAgo: 24 * 60 }],
  }),
  persona({
    name: 'limit',
    ...UN,
    special: 'withdrawal limit EUR 200.00 per MONTHLY window, all used by a withdrawal an hour before the seed: a withdrawal answers WITHDRAWAL_LIMIT_REACHED (limit 0); EUR 300.00',
    balance: { main: 300_00 },
    withdrawalLimit: { amount: 200_00, duration: 'MONTHLY' },
    withdrawals: [{ amount: 200_00, status: 'COMPLETED', hoursAgo: 1 }],
  }),
  persona({
    name: 'capped',
    ...UN,
    special: 'a deposit limit of EUR 100.00 per WEEKLY window (self-set): the deposit limit check answers isSpendLimit above what is left; EUR 20.00',
    balance: { main: 20_00 },
    depositCount: 1,
    depositLimit: { amount: 100_00, duration: 'WEEKLY' },
  }),
  persona({ name: 'timeout', ...UN, special: 'login refused: time-out, 3 days left', refusal: { kind: 'timeout', days: 3 } }),
  persona({ name: 'excluded', ...UN, special: 'login refused: self-excluded, 120 days left', refusal: { kind: 'exclusion', days: 120 } }),
  persona({ name: 'forever', ...UN, special: 'login refused: excluded indefinitely', refusal: { kind: 'exclusion-indefinite' } }),
  persona({ name: 'closed', ...UN, special: 'login refused: closed account', refusal: { kind: 'closed' } }),
  persona({ name: 'blacklisted', ...UN, special: 'login refused: blacklisted (deactivated)', refusal: { kind: 'blacklisted' } }),
];

const byEmail = new Map(PERSONAS.map((entry) => [entry.email, entry]));

/** The persona with this e-mail (case and surrounding spaces ignored), or undefined. */
export function findPersona(email: string): Persona | undefined {
  return byEmail.get(normaliseEmail(email));
}

/** How e-mails are compared: trimmed, lower case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The spec 001 §8 message prefix the platform answers a refused login with. */
export function refusalMessage(refusal: LoginRefusal): string {
  switch (refusal.kind) {
    case 'timeout':
      return `code:error.timeout.in.progress:days:${refusal.days}`;
    case 'exclusion':
      return `code:error.exclusion.in.progress:days:${refusal.days}`;
    case 'exclusion-indefinite':
      return 'code:error.exclusion.in.progress.indefinitely';
    case 'closed':
      return 'code:error.account.closed';
    case 'blacklisted':
      return 'code:error.account.deactivated';
  }
}
