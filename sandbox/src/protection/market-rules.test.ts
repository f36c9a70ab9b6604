import {
  balanceLimitSchema,
  depositLimitCheckSchema,
  limitsSchema,
  protectionRefusalSchema,
  registrationResultSchema,
  registrationVerificationSchema,
  signUpLimitsSchema,
  type RegistrationRequest,
  type SignUpLimitsRequest,
} from '@casino/shared/wire';

import { bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';

const CAPTCHA = { 'x-captcha-token': 'sandbox-captcha' };
const PASSWORD = 'Secret123';

/** A Dutch visitor's sign-up (market NL: SMS verification, then the limits of the Limits step). */
const DUTCH: RegistrationRequest = {
  email: 'daan@example.com',
  password: PASSWORD,
  mobilePhone: '+31612345678',
  countryCode: 'NL',
  languageCode: 'en',
  termsAndConditionsAccepted: true,
  cookiePolicyAccepted: true,
  marketingOptIn: false,
};
const BRITISH: RegistrationRequest = { ...DUTCH, email: 'olivia@example.com', mobilePhone: '+447700900123', countryCode: 'GB' };
const DUTCH_LIMITS: Omit<SignUpLimitsRequest, 'playerId'> = {
  depositLimit: { duration: 'M', limit: 300_00 },
  loginTimeLimit: { duration: 'D', limit: 60 },
  balanceLimit: 250_00,
};

describe('market rules the sandbox applies (issue 16 §5)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    sandbox.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const register = async (request: RegistrationRequest) => registrationResultSchema.parse((await inject('POST', '/player/registration', request, CAPTCHA)).json());
  const verifySms = async (playerId: string, phone: string) => {
    await inject('POST', '/player/registration/sms_request', { playerId, siteId: 1 });
    const code = (await inject('GET', `/__sandbox/outbox?to=${encodeURIComponent(phone)}`)).json().messages[0].code as string;
    return registrationVerificationSchema.parse((await inject('POST', '/player/registration/sms_verification', { playerId, siteId: 1, code })).json());
  };
  const setSignUpLimits = (payload: object) => inject('PUT', '/player/registration/limits', payload);
  const tokenOf = async (email: string, password = PASSWORD) => (await inject('POST', '/player/login', { email, password })).json().accessToken as string;
  let keys = 0;
  const deposit = (token: string, amount: number) =>
    inject('POST', '/player/wallet/deposit/request', { amount, paymentMethod: 'SKRILL' }, { ...bearer(token), 'idempotency-key': `market-${(keys += 1)}` });
  const limitCheck = async (token: string, amount: number) => depositLimitCheckSchema.parse((await inject('POST', '/player/wallet/deposit/limit-check', { amount }, bearer(token))).json());
  const limitsOf = async (token: string, path: string) => limitsSchema.parse((await inject('GET', `/player/${path}`, undefined, bearer(token))).json());
  const balanceLimitOf = async (token: string) => balanceLimitSchema.parse((await inject('GET', '/player/balance-limit', undefined, bearer(token))).json());
  const setMain = (email: string, main: number) => inject('POST', `/__sandbox/players/${email}/push`, { body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: main } } });

  describe('NL: deposit, login-time and balance limits at sign-up, before the account is complete', () => {
    it('keeps the account unverified after the SMS until the limits are set, then sets all three at once', async () => {
      const { playerId } = await register(DUTCH);
      expect((await verifySms(playerId, DUTCH.mobilePhone)).accountStatus).toBe('ACCOUNT_UNVERIFIED');

      const set = await setSignUpLimits({ playerId, ...DUTCH_LIMITS });
      expect(set.statusCode).toBe(200);
      expect(signUpLimitsSchema.parse(set.json())).toEqual({ playerId, currency: 'EUR', ...DUTCH_LIMITS, accountStatus: 'REGISTERED' });

      const token = await tokenOf(DUTCH.email);
      expect((await inject('GET', '/player/profile', undefined, bearer(token))).json().accountStatus).toBe('REGISTERED');
      expect((await limitsOf(token, 'deposit-limits')).limits.map((period) => period.value)).toEqual([null, null, 300_00]);
      expect((await limitsOf(token, 'session-limits')).limits.map((period) => period.value)).toEqual([60, null, null]);
      expect(await balanceLimitOf(token)).toEqual({ currency: 'EUR', value: 250_00, balance: 0, remaining: 250_00 });
    });

    it('takes them once: later changes are the logged-in player’s (409)', async () => {
      const { playerId } = await register(DUTCH);
      expect((await setSignUpLimits({ playerId, ...DUTCH_LIMITS })).statusCode).toBe(200);
      const again = await setSignUpLimits({ playerId, ...DUTCH_LIMITS, balanceLimit: 5_000_00 });
      expect([again.statusCode, again.json().code]).toEqual([409, 'error.registration.limits_already_set']);
      expect((await balanceLimitOf(await tokenOf(DUTCH.email))).value).toBe(250_00);
      const unknown = await setSignUpLimits({ playerId: 'player-nobody', ...DUTCH_LIMITS });
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'error.player.not.found']);
    });

    it('refuses bad input with field errors and writes nothing', async () => {
      const { playerId } = await register(DUTCH);
      const bodies: Array<[object, string]> = [
        [{ playerId, depositLimit: DUTCH_LIMITS.depositLimit }, 'loginTimeLimit'],
        [{ playerId, ...DUTCH_LIMITS, balanceLimit: -5 }, 'balanceLimit'],
        [{ playerId, ...DUTCH_LIMITS, balanceLimit: 0 }, 'balanceLimit'],
        [{ playerId, ...DUTCH_LIMITS, balanceLimit: 'ten' }, 'balanceLimit'],
        [{ playerId, ...DUTCH_LIMITS, balanceLimit: 1e12 }, 'balanceLimit'],
        [{ playerId, ...DUTCH_LIMITS, balanceLimit: 50 }, 'balanceLimit'],
        [{ playerId, ...DUTCH_LIMITS, balanceLimit: 12.5 }, 'balanceLimit'],
        [{ playerId, ...DUTCH_LIMITS, depositLimit: { duration: 'X', limit: 300_00 } }, 'depositLimit.duration'],
        [{ playerId, ...DUTCH_LIMITS, depositLimit: { duration: 'M', limit: -1 } }, 'depositLimit.limit'],
        [{ playerId, ...DUTCH_LIMITS, loginTimeLimit: { duration: 'D', limit: 45 } }, 'loginTimeLimit.limit'],
        [{ playerId, ...DUTCH_LIMITS, lossLimit: 10_00 }, ''],
        [{ ...DUTCH_LIMITS }, 'playerId'],
      ];
      for (const [payload, field] of bodies) {
        const refused = await setSignUpLimits(payload);
        expect([refused.statusCode, refused.json().validationErrors?.[0]?.objectName]).toEqual([400, 'signUpLimits']);
        if (field) expect(refused.json().validationErrors.map((error: { field: string }) => error.field)).toContain(field);
        expect(refused.json().validationErrors[0]).toEqual(expect.objectContaining({ status: 'INVALID', message: expect.any(String), code: expect.any(String) }));
      }
      const missing = (await setSignUpLimits({ playerId, depositLimit: DUTCH_LIMITS.depositLimit })).json().validationErrors;
      expect(missing.map((error: { field: string; code: string }) => [error.field, error.code])).toEqual([
        ['loginTimeLimit', 'NotBlank'],
        ['balanceLimit', 'NotBlank'],
      ]);

      const token = await tokenOf(DUTCH.email);
      expect((await limitsOf(token, 'deposit-limits')).limits.every((period) => period.value === null)).toBe(true);
      expect((await limitsOf(token, 'session-limits')).limits.every((period) => period.value === null)).toBe(true);
      expect((await balanceLimitOf(token)).value).toBeNull();
      expect((await setSignUpLimits({ playerId, ...DUTCH_LIMITS })).statusCode).toBe(200);
    });

    it('an NL player without those limits can neither deposit nor play', async () => {
      const { playerId } = await register(DUTCH);
      await verifySms(playerId, DUTCH.mobilePhone);
      const token = await tokenOf(DUTCH.email);
      expect(await limitCheck(token, 20_00)).toMatchObject({ isSpendLimit: true, limitLeft: 0, limitRequired: true });
      const refused = await deposit(token, 20_00);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'error.deposit.limit.required']);
      await setMain(DUTCH.email, 10_00);
      const ticket = (await inject('POST', '/games/ticket', { gameId: 'book-of-dead', channel: 'web', partner: 653, jurisdiction: 'NL' }, bearer(token))).json().ticket as string;
      const spin = await inject('POST', '/launcher/spin', { ticket, gameId: 'book-of-dead', stake: 50 });
      expect([spin.statusCode, spin.json().code]).toEqual([403, 'error.deposit.limit.required']);
    });

    it('UK: the sign-up takes a deposit limit alone (the prompt), or nothing, and the account is complete either way', async () => {
      const { playerId, accountStatus } = await register(BRITISH);
      expect(accountStatus).toBe('REGISTERED');
      const set = signUpLimitsSchema.parse((await setSignUpLimits({ playerId, depositLimit: { duration: 'W', limit: 50_00 } })).json());
      expect(set).toEqual({ playerId, currency: 'GBP', depositLimit: { duration: 'W', limit: 50_00 }, loginTimeLimit: null, balanceLimit: null, accountStatus: 'REGISTERED' });
      const token = await tokenOf(BRITISH.email);
      expect((await limitsOf(token, 'deposit-limits')).limits.find((period) => period.period === 'W')?.value).toBe(50_00);
    });
  });

  describe('the balance limit', () => {
    it('nlplayer: a deposit that would take the balance over EUR 1,000.00 is refused with what may still be paid in', async () => {
      const token = (await loginAs(sandbox.app, 'nlplayer@sandbox.test')).accessToken;
      expect(await balanceLimitOf(token)).toEqual({ currency: 'EUR', value: 1_000_00, balance: 100_00, remaining: 900_00 });
      await setMain('nlplayer@sandbox.test', 980_00);

      expect(await limitCheck(token, 30_00)).toMatchObject({ isSpendLimit: true, limitLeft: 20_00, limitType: 'BALANCE', resetOn: null });
      const refused = await deposit(token, 30_00);
      expect(refused.statusCode).toBe(403);
      expect(protectionRefusalSchema.parse(refused.json())).toMatchObject({ code: 'error.balance.limit.reached', limitLeft: 20_00, duration: null, resetAt: null });
      expect(refused.json().message).toContain('€20.00');

      expect((await deposit(token, 20_00)).statusCode).toBe(201);
      // The open payment counts: a second one cannot pass the limit beside it.
      expect(await balanceLimitOf(token)).toMatchObject({ balance: 1_000_00, remaining: 0 });
      expect((await deposit(token, 10_00)).json().code).toBe('error.balance.limit.reached');
    });

    it('the period limit binds when it leaves less than the balance limit', async () => {
      const token = (await loginAs(sandbox.app, 'nlplayer@sandbox.test')).accessToken;
      expect(await limitCheck(token, 600_00)).toMatchObject({ isSpendLimit: true, limitLeft: 500_00, limitType: 'DEPOSIT_MONTHLY' });
    });

    it('a player without one has no balance limit', async () => {
      const token = (await loginAs(sandbox.app, 'anna@sandbox.test')).accessToken;
      expect(await balanceLimitOf(token)).toEqual({ currency: 'EUR', value: null, balance: 250_00, remaining: null });
      expect((await inject('GET', '/player/balance-limit')).statusCode).toBe(401);
    });
  });

  describe('test control', () => {
    it('DELETE /__sandbox/players/:email/limits removes every limit at once (then NL’s rule refuses deposits again)', async () => {
      const token = (await loginAs(sandbox.app, 'nlplayer@sandbox.test')).accessToken;
      const cleared = await inject('DELETE', '/__sandbox/players/nlplayer@sandbox.test/limits');
      expect(cleared.statusCode).toBe(204);
      expect((await limitsOf(token, 'deposit-limits')).limits.every((period) => period.value === null && period.pendingValue === null)).toBe(true);
      expect((await balanceLimitOf(token)).value).toBeNull();
      expect((await deposit(token, 20_00)).json().code).toBe('error.deposit.limit.required');
      expect((await inject('DELETE', '/__sandbox/players/nobody@sandbox.test/limits')).statusCode).toBe(404);
    });
  });

  describe('DE: no autoplay in game launches', () => {
    const launchBody = { symbol: 'vs20doghouse', language: 'de', currency: 'EUR', platform: 'WEB', lobbyUrl: 'http://localhost:3000/de-DE/online-casino', jurisdiction: 'DE' };

    it('carries autoplay=false onto the launch URL when the body says so, or the player’s market forbids autoplay', async () => {
      const asked = (await inject('POST', '/games/pragmatic/game-url', { ...launchBody, mode: 'demo', autoplay: false })).json().gameUrl as string;
      expect(new URL(asked).searchParams.get('autoplay')).toBe('false');
      const demo = (await inject('POST', '/games/pragmatic/game-url', { ...launchBody, mode: 'demo' })).json().gameUrl as string;
      expect(new URL(demo).searchParams.has('autoplay')).toBe(false);

      const max = (await loginAs(sandbox.app, 'max@sandbox.test')).accessToken;
      const german = (await inject('POST', '/games/softswiss/context', { game: 'ss:1', country: 'DE', mode: 'real' }, bearer(max))).json().url as string;
      expect(new URL(german).searchParams.get('autoplay')).toBe('false');
      const anna = (await loginAs(sandbox.app, 'anna@sandbox.test')).accessToken;
      const finnish = (await inject('POST', '/games/pariplay/context', { GameCode: 'PP_1', mode: 'real' }, bearer(anna))).json().url as string;
      expect(new URL(finnish).searchParams.has('autoplay')).toBe(false);
    });

    it('the stand-in launcher shows no autoplay control when told so, or for a German player', async () => {
      const page = async (query: string) => (await inject('GET', `/launcher/launcher.html?gameid=book-of-dead&${query}`)).body;
      expect(await page('moneymode=fun')).toContain('id="autoplay"');
      expect(await page('moneymode=fun&autoplay=false')).not.toContain('id="autoplay"');

      const ticketOf = async (email: string) => {
        const token = (await loginAs(sandbox.app, email)).accessToken;
        return (await inject('POST', '/games/ticket', { gameId: 'book-of-dead', channel: 'web', partner: 653, jurisdiction: 'MT' }, bearer(token))).json().ticket as string;
      };
      expect(await page(`moneymode=real&ticket=${await ticketOf('max@sandbox.test')}`)).not.toContain('id="autoplay"');
      expect(await page(`moneymode=real&ticket=${await ticketOf('anna@sandbox.test')}`)).toContain('id="autoplay"');
    });
  });
});
