import type { SessionState } from '@casino/shared/bus';
import { playerProfileOf } from '@casino/shared/testing';
import {
  accessRightsOf,
  evaluateGuards,
  isNewerTermsVersion,
  isSupportWidgetVisible,
  verticalOf,
  type GuardContext,
  type GuardDecision,
} from './guard-rules';

const profile = playerProfileOf;

const session = (suspended = false): SessionState => ({
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'x@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: { suspended } },
});
const anonymous: SessionState = { status: 'Resolved', authorized: false, claims: null };

/** The personas of the sandbox, as the guards see them. */
const PERSONAS: Record<string, Pick<GuardContext, 'market' | 'session' | 'profile' | 'manualClaimAllowed'>> = {
  anonymous: { market: 'UN', session: anonymous, profile: null, manualClaimAllowed: false },
  anna: { market: 'FI', session: session(), profile: profile({ countryCode: 'FI', languageCode: 'fi' }), manualClaimAllowed: true },
  ulla: { market: 'UN', session: session(), profile: profile(), manualClaimAllowed: false },
  max: { market: 'DE', session: session(), profile: profile({ countryCode: 'DE' }), manualClaimAllowed: false },
  chloe: { market: 'CA', session: session(), profile: profile({ countryCode: 'CA', provinceCode: 'ON', currencyCode: 'CAD' }), manualClaimAllowed: false },
  remy: { market: 'CA', session: session(), profile: profile({ countryCode: 'CA', provinceCode: 'QC', currencyCode: 'CAD' }), manualClaimAllowed: false },
  payout: { market: 'UN', session: session(), profile: profile({ payout: false }), manualClaimAllowed: true },
  suspended: { market: 'UN', session: session(true), profile: profile(), manualClaimAllowed: true },
  nocasino: { market: 'UN', session: session(), profile: profile({ casino: false, liveCasino: false }), manualClaimAllowed: false },
  nosports: { market: 'UN', session: session(), profile: profile({ sports: false }), manualClaimAllowed: false },
  terms: { market: 'UN', session: session(), profile: profile({ termsAndConditionsAcceptedVersion: '2025-01-01' }), manualClaimAllowed: false },
};

const context = (persona: keyof typeof PERSONAS, path: string, extra: Partial<GuardContext> = {}): GuardContext => ({
  path,
  maintenance: false,
  restricted: false,
  showUpdatedTnC: false,
  currentTermsVersion: '2026-10-01',
  features: { sportsbookEnabled: true, sportsbookPP: false },
  ...PERSONAS[persona]!,
  ...extra,
});

const outcome = (decision: GuardDecision) => (decision.kind === 'redirect' ? `→ ${decision.to}` : decision.kind);

const PAGES = ['/', '/online-casino', '/live-casino-online', '/virtuals', '/sportsbook', '/promotions', '/my-account/account', '/my-account/banking/deposit', '/my-account/rewards', '/my-account/bonus-code', '/my-account/gambling-limits', '/deposit'];

/** Where each persona lands on each page: the whole table, so a change to any rule shows here. */
const EXPECTED: Record<string, string[]> = {
  //          home      casino    live      virtuals  sportsbook  promos    account   deposit          rewards          bonus-code       limits    /deposit
  anonymous: ['render', 'render', 'render', 'render', 'render', 'render', '→ /401', '→ /401', '→ /401', '→ /401', '→ /401', 'render'],
  anna: ['render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render'],
  ulla: ['render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', '→ /my-account/account', 'render', 'render'],
  max: ['render', 'render', 'render', 'render', '→ /', 'render', 'render', 'render', 'render', '→ /my-account/account', 'render', 'render'],
  chloe: ['render', 'render', 'render', 'render', '→ /', 'render', 'render', 'render', 'render', '→ /my-account/account', 'render', 'render'],
  remy: ['render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', '→ /my-account/account', 'render', 'render'],
  payout: ['render', '→ /', '→ /', '→ /', '→ /', 'render', 'render', '→ /my-account/account', '→ /my-account/account', '→ /my-account/account', '→ /my-account/account', '→ /my-account/account'],
  suspended: ['render', '→ /', '→ /', '→ /', '→ /', 'render', 'render', '→ /my-account/account', '→ /my-account/account', '→ /my-account/account', '→ /my-account/account', '→ /my-account/account'],
  nocasino: ['render', '→ /', '→ /', 'render', 'render', 'render', 'render', 'render', 'render', '→ /my-account/account', 'render', 'render'],
  nosports: ['render', 'render', 'render', 'render', '→ /', 'render', 'render', 'render', 'render', '→ /my-account/account', 'render', 'render'],
  terms: ['render', '→ /accept-terms-condition', '→ /accept-terms-condition', '→ /accept-terms-condition', '→ /accept-terms-condition', '→ /accept-terms-condition', 'render', 'render', 'render', '→ /my-account/account', 'render', '→ /accept-terms-condition'],
};

describe('route guards (spec 000 §2), persona by page', () => {
  for (const [persona, row] of Object.entries(EXPECTED)) {
    it.each(PAGES.map((page, index) => [page, row[index]!]))(`${persona} on %s: %s`, (page, expected) => {
      expect(outcome(evaluateGuards(context(persona as keyof typeof PERSONAS, page)))).toBe(expected);
    });
  }
});

describe('route guards (spec 000 §2), each rule and their order', () => {
  it('1. maintenance comes before everything', () => {
    expect(evaluateGuards(context('payout', '/online-casino', { maintenance: true, restricted: true })).kind).toBe('maintenance');
  });

  it('2. restricted country, or a path containing /restricted, before waiting for the session', () => {
    expect(evaluateGuards(context('anonymous', '/', { restricted: true, session: { status: 'Pending', authorized: false, claims: null } })).kind).toBe('restricted');
    expect(evaluateGuards(context('anonymous', '/restricted')).kind).toBe('restricted');
  });

  it.each(['Pending', 'Requested'] as const)('3. waits while the session is %s', (status) => {
    expect(evaluateGuards(context('anonymous', '/my-account/account', { session: { status, authorized: false, claims: null } })).kind).toBe('wait');
  });

  it('3. waits for the profile of a logged-in player before the rules that read it', () => {
    expect(evaluateGuards(context('terms', '/online-casino', { profile: null })).kind).toBe('wait');
  });

  it('7. the manual-claim page waits while a logged-in player’s availability is being asked; other pages do not', () => {
    expect(evaluateGuards(context('anna', '/my-account/bonus-code', { manualClaimAllowed: null })).kind).toBe('wait');
    expect(evaluateGuards(context('anna', '/my-account/account', { manualClaimAllowed: null })).kind).toBe('render');
    expect(evaluateGuards(context('anna', '/my-account/bonus-code', { manualClaimAllowed: true })).kind).toBe('render');
  });

  it('player-only pages send an anonymous visitor to the access-error URL with the page in state', () => {
    expect(evaluateGuards(context('anonymous', '/my-account/banking'))).toEqual({ kind: 'redirect', to: '/401', guard: 0, reason: 'login required', state: { from: '/my-account/banking' } });
  });

  it('4. the showUpdatedTnC flag sends an authorised player to the terms page, except home, /my-account and the terms page', () => {
    for (const path of ['/promotions', '/online-casino']) {
      expect(outcome(evaluateGuards(context('ulla', path, { showUpdatedTnC: true })))).toBe('→ /accept-terms-condition');
    }
    for (const path of ['/', '/my-account/account', '/accept-terms-condition']) {
      expect(outcome(evaluateGuards(context('ulla', path, { showUpdatedTnC: true })))).toBe('render');
    }
    expect(outcome(evaluateGuards(context('anonymous', '/promotions', { showUpdatedTnC: true })))).toBe('render');
  });

  it('4 comes before 5: a risk-payout player with updated terms goes to the terms page', () => {
    expect(outcome(evaluateGuards(context('payout', '/online-casino', { showUpdatedTnC: true })))).toBe('→ /accept-terms-condition');
  });

  it('5. the one-country check closes casino and live casino, not virtual sports', () => {
    const us = { profile: profile({ countryCode: 'US' }) };
    expect(outcome(evaluateGuards(context('ulla', '/online-casino/all-games', us)))).toBe('→ /');
    expect(outcome(evaluateGuards(context('ulla', '/live-casino-online', us)))).toBe('→ /');
    expect(outcome(evaluateGuards(context('ulla', '/virtuals', us)))).toBe('render');
  });

  it.each(['DE', 'NL', 'LL', 'PE'])('6. the sportsbook is blocked in market %s, for anonymous visitors too', (market) => {
    expect(outcome(evaluateGuards(context('anonymous', '/sportsbook/football', { market })))).toBe('→ /');
  });

  it('6. the sportsbook build flag and the PP feature flag', () => {
    expect(outcome(evaluateGuards(context('anonymous', '/sportsbook', { features: { sportsbookEnabled: false } })))).toBe('→ /');
    expect(outcome(evaluateGuards(context('anonymous', '/sportsbook', { market: 'PP' })))).toBe('→ /');
    expect(outcome(evaluateGuards(context('anonymous', '/sportsbook', { market: 'PP', features: { sportsbookEnabled: true, sportsbookPP: true } })))).toBe('render');
  });

  it('9. anonymous visitors may browse every vertical', () => {
    expect(accessRightsOf({ ...PERSONAS.anonymous!, features: { sportsbookEnabled: true } })).toEqual({
      casino: true,
      liveCasino: true,
      virtualSports: true,
      sportsbook: true,
      manualClaim: false,
      gatedPages: false,
    });
  });

  it('access rights on the bus follow the same rules', () => {
    expect(accessRightsOf({ ...PERSONAS.payout!, features: {} })).toEqual({ casino: false, liveCasino: false, virtualSports: false, sportsbook: false, manualClaim: false, gatedPages: false });
    expect(accessRightsOf({ ...PERSONAS.anna!, features: {} })).toEqual({ casino: true, liveCasino: true, virtualSports: true, sportsbook: true, manualClaim: true, gatedPages: true });
    expect(accessRightsOf({ ...PERSONAS.chloe!, features: {} }).sportsbook).toBe(false);
  });

  it('10. the support widget shows on home with unread messages, elsewhere only when opened', () => {
    expect(isSupportWidgetVisible('/', 2, false)).toBe(true);
    expect(isSupportWidgetVisible('/', 0, false)).toBe(false);
    expect(isSupportWidgetVisible('/promotions', 2, false)).toBe(false);
    expect(isSupportWidgetVisible('/promotions', 0, true)).toBe(true);
  });
});

describe('guard helpers', () => {
  it.each([
    ['2026-10-01', '2025-01-01', true],
    ['2026-10-01', '2026-10-01', false],
    ['1.10', '1.9', true],
    ['2026-10-01', undefined, true],
    [null, '2026-10-01', false],
  ])('terms %s newer than %s: %s', (current, accepted, expected) => {
    expect(isNewerTermsVersion(current, accepted)).toBe(expected);
  });

  it.each([
    ['/online-casino/play/relax/1', 'casino'],
    ['/live-casino-online', 'liveCasino'],
    ['/virtuals', 'virtualSports'],
    ['/sportsbook/football/england', 'sportsbook'],
    ['/online-casinos', null],
  ])('%s belongs to %s', (path, vertical) => {
    expect(verticalOf(path)).toBe(vertical);
  });
});
