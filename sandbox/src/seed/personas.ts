import type { PlayerProfile } from '@casino/shared/bus';
import type { DocumentStatus, DocumentType, KycStatus } from '@casino/shared/wire';

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

/**
 * A limit a persona starts with (issue 16): `value` in minor units (minutes for `session`) per calendar
 * period D, W or M of the market's time zone.
 */
export interface SeededLimit {
  type: 'deposit' | 'loss' | 'session';
  period: 'D' | 'W' | 'M';
  value: number;
}

/** A player's withdrawal limit: at most `amount` (minor units) per rolling `duration`. */
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

/**
 * A player's personal details (issue 15 account area), as seeded: the phone in E.164, the date of birth
 * `yyyy-MM-dd`, the street address, city and postal code (country and province are the profile's).
 */
export interface PersonaDetails {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  dateOfBirth: string;
  address: string;
  city: string;
  postalCode: string;
}

/** A KYC document a persona starts with (spec 001 §3): asked for (REQUESTED), or uploaded and under review or verified. */
export interface SeededDocument {
  documentType: DocumentType;
  subType?: string;
  status: Exclude<DocumentStatus, 'UNREQUESTED'>;
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
  /** Limits the player set (issue 16; spec 001 §3 Responsible gambling), seeded into the database. */
  limits?: SeededLimit[];
  /** The balance limit the player set (issue 16 §5, the Netherlands' sign-up), minor units. */
  balanceLimit?: number;
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
  /** Personal details (first and last name, phone, date of birth, address). */
  details: PersonaDetails;
  /** KYC documents seeded for the persona (the rest are UNREQUESTED); `profile.requestDocumentTypeStatus` agrees. */
  documents: SeededDocument[];
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
  limits?: SeededLimit[];
  balanceLimit?: number;
  manualClaimAllowed?: boolean;
  profile?: Partial<PlayerProfile>;
  multibrandSuspended?: boolean;
  loginMethod?: string | null;
  refusal?: LoginRefusal;
  registrationDate?: string;
  bankId?: string;
  /** First and last name; the phone, date of birth and address follow from the market and the persona's place in the list. */
  fullName: [string, string];
  documents?: SeededDocument[];
}

/** Where a persona of a country lives: street (with its number), city, postal code, and the phone number's start. */
const HOMES: Record<
  string,
  { street: (n: number) => string; city: string; postalCode: string; phone: string }
> = {
  FI: { street: (n) => `Mannerheimintie ${n}`, city: 'Helsinki', postalCode: '00100', phone: '+3584010000' },
  MT: {
    street: (n) => `${n} Republic Street`,
    city: 'Valletta',
    postalCode: 'VLT 1117',
    phone: '+356790000',
  },
  DE: { street: (n) => `Unter den Linden ${n}`, city: 'Berlin', postalCode: '10117', phone: '+491510000000' },
  SE: { street: (n) => `Drottninggatan ${n}`, city: 'Stockholm', postalCode: '111 51', phone: '+467010000' },
  GB: { street: (n) => `${n} Baker Street`, city: 'London', postalCode: 'NW1 6XE', phone: '+4477009000' },
  NL: { street: (n) => `Damrak ${n}`, city: 'Amsterdam', postalCode: '1012 LG', phone: '+3161000000' },
  'CA-ON': {
    street: (n) => `${n} Queen Street West`,
    city: 'Toronto',
    postalCode: 'M5H 2N2',
    phone: '+1416555',
  },
  'CA-QC': {
    street: (n) => `${n} rue Sainte-Catherine`,
    city: 'Montréal',
    postalCode: 'H3B 1A7',
    phone: '+1514555',
  },
};

/** Seeded personal details: the `n`th persona of the list (1-based) gets number `n` in its street and phone. */
function detailsOf(input: PersonaInput, n: number): PersonaDetails {
  const home = HOMES[input.provinceCode ? `${input.countryCode}-${input.provinceCode}` : input.countryCode];
  if (!home) throw new Error(`no seeded home for ${input.countryCode}`);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    firstName: input.fullName[0],
    lastName: input.fullName[1],
    mobilePhone: `${home.phone}${home.phone.startsWith('+1') ? `01${two(n)}` : two(n)}`,
    dateOfBirth: `${1975 + ((n * 7) % 25)}-${two(1 + ((n * 5) % 12))}-${two(1 + ((n * 11) % 28))}`,
    address: home.street(n),
    city: home.city,
    postalCode: home.postalCode,
  };
}

/**
 * The profile's `requestDocumentTypeStatus` (spec 000 §3) for a set of documents: `TYPE:STATUS` pairs,
 * comma-separated; proof of ID and of address always, UNREQUESTED when not asked for, then any other type.
 */
export function requestDocumentTypeStatusOf(
  documents: ReadonlyArray<{ documentType: string; status: string }>,
): string {
  const statuses = new Map<string, string>([
    ['PROOF_OF_ID', 'UNREQUESTED'],
    ['PROOF_OF_ADDRESS', 'UNREQUESTED'],
  ]);
  for (const document of documents) statuses.set(document.documentType, document.status);
  return [...statuses].map(([type, status]) => `${type}:${status}`).join(',');
}

function persona(input: PersonaInput, n: number): Persona {
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
    requestDocumentTypeStatus: requestDocumentTypeStatusOf(input.documents ?? []),
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
    ...(input.limits ? { limits: input.limits } : {}),
    ...(input.balanceLimit ? { balanceLimit: input.balanceLimit } : {}),
    manualClaimAllowed: input.manualClaimAllowed ?? false,
    registrationDate: input.registrationDate ?? '2025-09-14T10:30:00.000Z',
    multibrand: JSON.stringify({ suspended: input.multibrandSuspended ?? false }),
    loginMethod: input.loginMethod === undefined ? 'DEFAULT' : input.loginMethod,
    ...(input.refusal ? { refusal: input.refusal } : {}),
    ...(input.bankId ? { bankId: input.bankId } : {}),
    details: detailsOf(input, n),
    documents: input.documents ?? [],
  };
}

const UN = { market: 'UN', countryCode: 'MT', languageCode: 'en' } as const;

/** The personas as written; `PERSONAS` builds them. */
const PERSONA_INPUTS: PersonaInput[] = [
  {
    name: 'anna',
    fullName: ['Anna', 'Virtanen'],
    market: 'FI',
    countryCode: 'FI',
    languageCode: 'fi',
    special:
      'regular; EUR 250.00; 3 deposits; manual bonus claim allowed; fully verified; gold loyalty; in the vip-reload player list',
    balance: { main: 250_00 },
    depositCount: 3,
    manualClaimAllowed: true,
    profile: { kycStatus: 'FULLY VERIFIED', firstDepositDate: '2025-10-05', loyaltyLevel: 'GOLD' },
    registrationDate: '2025-10-04T18:12:00.000Z',
    bankId: 'FI-010190-123A',
  },
  {
    name: 'pia',
    fullName: ['Pia', 'Korhonen'],
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
  },
  {
    name: 'ulla',
    fullName: ['Ulla', 'Borg'],
    ...UN,
    special: 'regular; EUR 40.00; 1 deposit; manual bonus claim allowed',
    balance: { main: 40_00 },
    depositCount: 1,
    manualClaimAllowed: true,
  },
  {
    name: 'nora',
    fullName: ['Nora', 'Vella'],
    ...UN,
    special:
      'no deposit yet (0 deposits, EUR 0); has logged in before (firstLogin false: no welcome dialog); her tokens carry no login_method (the client defaults it to DEFAULT)',
    balance: { main: 0 },
    depositCount: 0,
    profile: { loyaltyLevel: 'BRONZE' },
    loginMethod: null,
    registrationDate: '2026-01-20T08:00:00.000Z',
  },
  {
    name: 'max',
    fullName: ['Max', 'Müller'],
    market: 'DE',
    countryCode: 'DE',
    languageCode: 'de',
    special: 'regular; sportsbook blocked by market (DE)',
    balance: { main: 120_00 },
  },
  {
    name: 'chloe',
    fullName: ['Chloe', 'Tremblay'],
    market: 'CA',
    countryCode: 'CA',
    languageCode: 'ca',
    currencyCode: 'CAD',
    provinceCode: 'ON',
    special: 'English Canada, province ON: sportsbook blocked by province; CAD 75.00',
    balance: { main: 75_00 },
  },
  {
    name: 'remy',
    fullName: ['Rémy', 'Gagnon'],
    market: 'CA',
    countryCode: 'CA',
    languageCode: 'caf',
    currencyCode: 'CAD',
    provinceCode: 'QC',
    special: 'French Canada (language code caf), province QC; CAD 60.00',
    balance: { main: 60_00 },
  },
  {
    name: 'payout',
    fullName: ['Paul', 'Grech'],
    ...UN,
    special: 'risk-payout: profile.payout = false (manual claim allowed, so the guard must refuse it)',
    manualClaimAllowed: true,
    balance: { main: 80_00 },
    profile: { payout: false },
  },
  {
    name: 'suspended',
    fullName: ['Sam', 'Farrugia'],
    ...UN,
    special:
      'multibrand suspended: the token\'s multibrand claim is {"suspended":true} (manual claim allowed, so the guard must refuse it)',
    manualClaimAllowed: true,
    balance: { main: 30_00 },
    multibrandSuspended: true,
  },
  {
    name: 'nocasino',
    fullName: ['Nina', 'Zammit'],
    ...UN,
    special: 'casino = false and liveCasino = false',
    profile: { casino: false, liveCasino: false },
  },
  {
    name: 'nosports',
    fullName: ['Noah', 'Galea'],
    ...UN,
    special: 'sports = false',
    profile: { sports: false },
  },
  {
    name: 'terms',
    fullName: ['Tess', 'Micallef'],
    ...UN,
    special: `accepted terms ${OLD_TERMS_VERSION}, older than the current ${CURRENT_TERMS_VERSION}`,
    profile: { termsAndConditionsAcceptedVersion: OLD_TERMS_VERSION },
  },
  {
    name: 'kyc',
    fullName: ['Kim', 'Attard'],
    ...UN,
    special:
      'kycStatus NOT_VERIFIED, proof of ID and of address requested ("PROOF_OF_ID:REQUESTED,PROOF_OF_ADDRESS:REQUESTED")',
    profile: { kycStatus: 'NOT_VERIFIED' },
    documents: [
      { documentType: 'PROOF_OF_ID', status: 'REQUESTED' },
      { documentType: 'PROOF_OF_ADDRESS', status: 'REQUESTED' },
    ],
  },
  {
    name: 'pending',
    fullName: ['Penny', 'Spiteri'],
    ...UN,
    special: 'a pending withdrawal of EUR 50.00 (seeded): MAIN 100.00, LOCKED 50.00; cancel it or pay it out',
    balance: { main: 100_00 },
    withdrawals: [{ amount: 50_00, status: 'PENDING', hoursAgo: 2 }],
  },
  {
    name: 'review',
    fullName: ['Rita', 'Azzopardi'],
    ...UN,
    special:
      'kycStatus PENDING, documents under review ("PROOF_OF_ID:UNDER_REVIEW,PROOF_OF_ADDRESS:UNDER_REVIEW"): a withdrawal answers DOCUMENTS_UNDER_REVIEW; EUR 90.00',
    balance: { main: 90_00 },
    profile: { kycStatus: 'PENDING' },
    documents: [
      { documentType: 'PROOF_OF_ID', subType: 'PASSPORT', status: 'UNDER_REVIEW' },
      { documentType: 'PROOF_OF_ADDRESS', subType: 'UB', status: 'UNDER_REVIEW' },
    ],
  },
  {
    name: 'unverified',
    fullName: ['Uma', 'Caruana'],
    ...UN,
    special:
      'kycStatus NOT_VERIFIED, no documents asked, already withdrew EUR 2,000.00 (the unverified limit): any withdrawal answers EXCEEDS_KYC_LIMIT; EUR 500.00',
    balance: { main: 500_00 },
    depositCount: 3,
    profile: { kycStatus: 'NOT_VERIFIED' },
    withdrawals: [{ amount: 2_000_00, status: 'COMPLETED', hoursAgo: 24 * 60 }],
  },
  {
    name: 'limit',
    fullName: ['Leo', 'Debono'],
    ...UN,
    special:
      'withdrawal limit EUR 200.00 per MONTHLY window, all used by a withdrawal an hour before the seed: a withdrawal answers WITHDRAWAL_LIMIT_REACHED (limit 0); EUR 300.00',
    balance: { main: 300_00 },
    withdrawalLimit: { amount: 200_00, duration: 'MONTHLY' },
    withdrawals: [{ amount: 200_00, status: 'COMPLETED', hoursAgo: 1 }],
  },
  {
    name: 'capped',
    fullName: ['Cara', 'Pace'],
    ...UN,
    special:
      'a deposit limit of EUR 100.00 a week (self-set): the deposit limit check answers isSpendLimit above what is left, and a deposit over it is refused; EUR 20.00',
    balance: { main: 20_00 },
    depositCount: 1,
    limits: [{ type: 'deposit', period: 'W', value: 100_00 }],
  },
  {
    name: 'timeout',
    fullName: ['Tom', 'Cassar'],
    ...UN,
    special: 'login refused: time-out, 3 days left',
    refusal: { kind: 'timeout', days: 3 },
  },
  {
    name: 'excluded',
    fullName: ['Eve', 'Mifsud'],
    ...UN,
    special: 'login refused: self-excluded, 120 days left',
    refusal: { kind: 'exclusion', days: 120 },
  },
  {
    name: 'forever',
    fullName: ['Finn', 'Bonello'],
    ...UN,
    special: 'login refused: excluded indefinitely',
    refusal: { kind: 'exclusion-indefinite' },
  },
  {
    name: 'closed',
    fullName: ['Clara', 'Abela'],
    ...UN,
    special: 'login refused: closed account',
    refusal: { kind: 'closed' },
  },
  {
    name: 'blacklisted',
    fullName: ['Bruno', 'Sammut'],
    ...UN,
    special: 'login refused: blacklisted (deactivated)',
    refusal: { kind: 'blacklisted' },
  },
  {
    name: 'edd',
    fullName: ['Edda', 'Buttigieg'],
    ...UN,
    special:
      'kycStatus EDD_PENDING: proof of ID and of address verified, the EDD questionnaire requested; EUR 1,500.00',
    balance: { main: 1_500_00 },
    depositCount: 4,
    profile: { kycStatus: 'EDD_PENDING' },
    documents: [
      { documentType: 'PROOF_OF_ID', subType: 'PASSPORT', status: 'VERIFIED' },
      { documentType: 'PROOF_OF_ADDRESS', subType: 'BS', status: 'VERIFIED' },
      { documentType: 'EDD_QUESTIONNAIRE', status: 'REQUESTED' },
    ],
  },
  {
    name: 'sven',
    fullName: ['Sven', 'Lindqvist'],
    market: 'PP',
    countryCode: 'SE',
    languageCode: 'en',
    currencyCode: 'SEK',
    special: 'Sweden (market PP): no limits yet, no deposit yet (SEK 0): deposits and play are refused until a deposit limit is set',
    balance: { main: 0 },
    depositCount: 0,
    profile: { loyaltyLevel: 'BRONZE' },
    registrationDate: '2026-01-12T09:00:00.000Z',
  },
  {
    name: 'ukplayer',
    fullName: ['Harry', 'Wood'],
    market: 'UK',
    countryCode: 'GB',
    languageCode: 'en',
    currencyCode: 'GBP',
    special: 'United Kingdom: no limits yet, no deposit yet (GBP 0): the site prompts for a deposit limit at the first deposit',
    balance: { main: 0 },
    depositCount: 0,
    profile: { loyaltyLevel: 'BRONZE' },
    registrationDate: '2026-01-15T10:00:00.000Z',
  },
  {
    name: 'nlplayer',
    fullName: ['Noor', 'de Vries'],
    market: 'NL',
    countryCode: 'NL',
    languageCode: 'en',
    special: 'the Netherlands: the limits of the sign-up are set: deposit EUR 500.00 a month, login time (session) 120 minutes a day, balance EUR 1,000.00; EUR 100.00, 2 deposits',
    limits: [
      { type: 'deposit', period: 'M', value: 500_00 },
      { type: 'session', period: 'D', value: 120 },
    ],
    balanceLimit: 1_000_00,
  },
  {
    name: 'fresh',
    fullName: ['Freya', 'Novak'],
    ...UN,
    special: 'first login: registered, never logged in yet (firstLogin true): the home page welcomes her once; no deposit yet (EUR 0)',
    balance: { main: 0 },
    depositCount: 0,
    profile: { firstLogin: true, loyaltyLevel: 'BRONZE' },
    registrationDate: '2026-11-20T10:00:00.000Z',
  },
  {
    name: 'punter',
    fullName: ['Pete', 'Borg'],
    ...UN,
    special: 'sports bettor: EUR 100.00, 2 deposits; the e2e sportsbook journey places bets with him (no other journey counts on his balance)',
  },
  {
    name: 'novirtuals',
    fullName: ['Vito', 'Borg'],
    ...UN,
    special: 'virtualSports = false (issue 18 point 7): /virtuals sends him to the home page',
    profile: { virtualSports: false },
  },
];

/**
 * The sandbox players (ARCHITECTURE §7 personas), one per situation the front end must handle.
 * Every one logs in with `PERSONA_PASSWORD` (until a password reset or change). Access flags are all true
 * unless the row says otherwise; Global-market (UN) players live in Malta (`countryCode: 'MT'`, the
 * market's origin country). Each has personal details; the `n`th persona of the list has `n` in its
 * street number and at the end of its phone.
 */
export const PERSONAS: readonly Persona[] = PERSONA_INPUTS.map((input, index) => persona(input, index + 1));

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

/** What `POST /player/registration` learns about a new player (issue 15). */
export interface RegisteredPlayer {
  playerId: string;
  email: string;
  market: string;
  countryCode: string;
  languageCode: string;
  currencyCode: string;
  mobilePhone: string;
  firstName: string | null;
  lastName: string | null;
  /** ISO 8601: the token's `registrationDate` claim. */
  registrationDate: string;
  accountStatus: 'ACCOUNT_UNVERIFIED' | 'REGISTERED';
}

/**
 * A registered player as a `Persona`, so logins, tokens, the wallet and the cashier treat them like the
 * seeded ones: no money and no deposit yet, NOT_VERIFIED with no document asked for (KYC not needed,
 * spec 001 §4), first login ahead, bronze loyalty, the default withdrawal limit.
 */
export function registeredPersona(player: RegisteredPlayer): Persona {
  return {
    email: normaliseEmail(player.email),
    market: player.market,
    special: 'registered through the sign-up',
    playerId: player.playerId,
    profile: {
      playerId: player.playerId,
      languageCode: player.languageCode,
      currencyCode: player.currencyCode,
      countryCode: player.countryCode,
      kycStatus: 'NOT_VERIFIED',
      requestDocumentTypeStatus: requestDocumentTypeStatusOf([]),
      firstLogin: true,
      firstDepositDate: null,
      termsAndConditionsAcceptedVersion: CURRENT_TERMS_VERSION,
      payout: true,
      casino: true,
      liveCasino: true,
      sports: true,
      virtualSports: true,
      bonuses: true,
      deposit: true,
      withdrawal: true,
      loyaltyLevel: 'BRONZE',
      limitLevel: 'STANDARD',
      accountStatus: player.accountStatus,
    },
    balance: { main: 0, bonusCasino: 0, bonusLiveCasino: 0, bonusSports: 0 },
    depositCount: 0,
    withdrawals: [],
    manualClaimAllowed: false,
    registrationDate: player.registrationDate,
    multibrand: JSON.stringify({ suspended: false }),
    loginMethod: 'DEFAULT',
    details: { firstName: player.firstName ?? '', lastName: player.lastName ?? '', mobilePhone: player.mobilePhone, dateOfBirth: '', address: '', city: '', postalCode: '' },
    documents: [],
  };
}
