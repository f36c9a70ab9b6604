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

/** A balance per bucket, in major units (spec 000 §7 `balanceMap`). */
export interface PersonaBalance {
  MAIN: number;
  LOCKED: number;
  BONUS: number;
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
  balance: PersonaBalance;
  depositCount: number;
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
}

interface PersonaInput {
  name: string;
  market: string;
  special: string;
  countryCode: string;
  languageCode: string;
  currencyCode?: string;
  provinceCode?: string;
  balance?: Partial<PersonaBalance>;
  depositCount?: number;
  manualClaimAllowed?: boolean;
  profile?: Partial<PlayerProfile>;
  multibrandSuspended?: boolean;
  loginMethod?: string | null;
  refusal?: LoginRefusal;
  registrationDate?: string;
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
    balance: { MAIN: 100, LOCKED: 0, BONUS: 0, ...input.balance },
    depositCount,
    manualClaimAllowed: input.manualClaimAllowed ?? false,
    registrationDate: input.registrationDate ?? '2025-09-14T10:30:00.000Z',
    multibrand: JSON.stringify({ suspended: input.multibrandSuspended ?? false }),
    loginMethod: input.loginMethod === undefined ? 'DEFAULT' : input.loginMethod,
    ...(input.refusal ? { refusal: input.refusal } : {}),
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
    balance: { MAIN: 250 },
    depositCount: 3,
    manualClaimAllowed: true,
    profile: { kycStatus: 'FULLY VERIFIED', firstDepositDate: '2025-10-05', loyaltyLevel: 'GOLD' },
    registrationDate: '2025-10-04T18:12:00.000Z',
  }),
  persona({ name: 'ulla', ...UN, special: 'regular; EUR 40.00; 1 deposit', balance: { MAIN: 40 }, depositCount: 1 }),
  persona({
    name: 'nora',
    ...UN,
    special: 'no deposit yet (0 deposits, EUR 0); first login; her tokens carry no login_method (the client defaults it to DEFAULT)',
    balance: { MAIN: 0 },
    depositCount: 0,
    profile: { firstLogin: true, loyaltyLevel: 'BRONZE' },
    loginMethod: null,
    registrationDate: '2026-01-20T08:00:00.000Z',
  }),
  persona({ name: 'max', market: 'DE', countryCode: 'DE', languageCode: 'de', special: 'regular; sportsbook blocked by market (DE)', balance: { MAIN: 120 } }),
  persona({
    name: 'chloe',
    market: 'CA',
    countryCode: 'CA',
    languageCode: 'ca',
    currencyCode: 'CAD',
    provinceCode: 'ON',
    special: 'English Canada, province ON: sportsbook blocked by province; CAD 75.00',
    balance: { MAIN: 75 },
  }),
  persona({
    name: 'remy',
    market: 'CA',
    countryCode: 'CA',
    languageCode: 'caf',
    currencyCode: 'CAD',
    provinceCode: 'QC',
    special: 'French Canada (language code caf), province QC; CAD 60.00',
    balance: { MAIN: 60 },
  }),
  persona({
    name: 'payout',
    ...UN,
    special: 'risk-payout: profile.payout = false (manual claim allowed, so the guard must refuse it)',
    manualClaimAllowed: true,
    balance: { MAIN: 80 },
    profile: { payout: false },
  }),
  persona({
    name: 'suspended',
    ...UN,
    special: 'multibrand suspended: the token\'s multibrand claim is {"suspended":true} (manual claim allowed, so the guard must refuse it)',
    manualClaimAllowed: true,
    balance: { MAIN: 30 },
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
