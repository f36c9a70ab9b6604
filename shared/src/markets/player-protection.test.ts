import { DEFAULT_PLAYER_PROTECTION, MARKETS, marketOfCountry, playerProtectionOf, timeZoneOf, type PlayerProtectionRules } from './markets';

/** What each market with rules of its own must say (issue 16 §5); every other market is the default. */
const EXPECTED: Record<string, PlayerProtectionRules> = {
  UK: { ...DEFAULT_PLAYER_PROTECTION, depositLimitPrompt: true, coolingHours: 24 },
  PP: {
    ...DEFAULT_PLAYER_PROTECTION,
    coolingHours: 72,
    limitsRequiredBeforePlay: ['deposit'],
    pauseButton: { kind: 'pause', hours: 24 },
    selfExclusionRegister: { name: 'Spelpaus', url: 'https://www.spelpaus.se' },
  },
  DE: {
    ...DEFAULT_PLAYER_PROTECTION,
    coolingHours: 168,
    mandatoryDepositLimit: { period: 'M', amount: 100_000 },
    pauseButton: { kind: 'panic', hours: 24 },
    autoplayAllowed: false,
  },
  NL: { ...DEFAULT_PLAYER_PROTECTION, limitsRequiredBeforePlay: ['deposit', 'session'], signUpLimits: ['deposit', 'loginTime', 'balance'] },
};

describe('player-protection rules of the market table (issue 16 §5)', () => {
  it('defaults to the spec: a 24 h cooling-off, nothing required, prompted, mandatory or in the header, autoplay allowed', () => {
    expect(DEFAULT_PLAYER_PROTECTION).toEqual({
      coolingHours: 24,
      depositLimitPrompt: false,
      limitsRequiredBeforePlay: [],
      signUpLimits: [],
      mandatoryDepositLimit: null,
      pauseButton: null,
      selfExclusionRegister: null,
      autoplayAllowed: true,
    });
  });

  it.each(MARKETS.map((market) => [market.id] as const))('%s: has every rule, its own or the default', (id) => {
    expect(playerProtectionOf(id)).toEqual(EXPECTED[id] ?? DEFAULT_PLAYER_PROTECTION);
  });

  it('gives an unknown market the defaults', () => {
    expect(playerProtectionOf('XX')).toEqual(DEFAULT_PLAYER_PROTECTION);
  });

  it('UK: a deposit-limit prompt at registration or first deposit, increases after 24 h, nothing blocks play', () => {
    const uk = playerProtectionOf('UK');
    expect(uk.depositLimitPrompt).toBe(true);
    expect(uk.coolingHours).toBe(24);
    expect(uk.limitsRequiredBeforePlay).toEqual([]);
  });

  it('SE (market PP): a deposit limit before the first deposit or play, increases after 72 h, Spelpaus and a 24 h pause', () => {
    const sweden = playerProtectionOf('PP');
    expect(sweden.limitsRequiredBeforePlay).toEqual(['deposit']);
    expect(sweden.coolingHours).toBe(72);
    expect(sweden.selfExclusionRegister?.name).toBe('Spelpaus');
    expect(sweden.pauseButton).toEqual({ kind: 'pause', hours: 24 });
  });

  it('DE: a mandatory monthly deposit limit of 1,000 EUR, a 24 h panic button, no autoplay', () => {
    const germany = playerProtectionOf('DE');
    expect(germany.mandatoryDepositLimit).toEqual({ period: 'M', amount: 1_000_00 });
    expect(germany.pauseButton).toEqual({ kind: 'panic', hours: 24 });
    expect(germany.autoplayAllowed).toBe(false);
    expect(germany.coolingHours).toBeGreaterThanOrEqual(24);
  });

  it('NL: deposit, login-time and balance limits at sign-up; deposit and session limits before play', () => {
    const netherlands = playerProtectionOf('NL');
    expect(netherlands.signUpLimits).toEqual(['deposit', 'loginTime', 'balance']);
    expect(netherlands.limitsRequiredBeforePlay).toEqual(['deposit', 'session']);
  });

  it.each([
    ['GB', 'UK'],
    ['SE', 'PP'],
    ['NL', 'NL'],
    ['DE', 'DE'],
    ['FI', 'FI'],
    ['MT', 'UN'],
    ['TR', 'UN'],
    ['JP', 'UN'],
    ['US', 'UN'],
  ])('a sign-up from %s opens an account in market %s, whose rules the wizard applies', (country, market) => {
    expect(marketOfCountry(country).id).toBe(market);
  });

  it('asks for limits at sign-up only where a rule says so: NL requires them, UK offers a deposit limit', () => {
    const atSignUp = MARKETS.filter((market) => playerProtectionOf(market.id).signUpLimits.length > 0 || playerProtectionOf(market.id).depositLimitPrompt).map((market) => market.id);
    expect(atSignUp.sort()).toEqual(['NL', 'UK']);
    expect(playerProtectionOf(marketOfCountry('NL').id).signUpLimits).toEqual(['deposit', 'loginTime', 'balance']);
    expect(playerProtectionOf(marketOfCountry('GB').id).depositLimitPrompt).toBe(true);
  });

  it('never shortens the spec’s cooling-off', () => {
    for (const market of MARKETS) expect(playerProtectionOf(market.id).coolingHours).toBeGreaterThanOrEqual(24);
  });

  it.each(MARKETS.map((market) => [market.id, market.timeZone] as const))('%s: limit periods start in a real time zone (%s)', (id, zone) => {
    expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    expect(timeZoneOf(id)).toBe(zone);
  });

  it('gives an unknown market the Global market’s time zone', () => {
    expect(timeZoneOf('XX')).toBe('Europe/Malta');
  });
});
