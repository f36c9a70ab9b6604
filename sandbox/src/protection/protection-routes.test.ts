import {
  activitySettingsSchema,
  activitySummarySchema,
  depositLimitCheckSchema,
  exclusionStatusSchema,
  limitErrorSchema,
  limitsSchema,
  minutesRemainingSchema,
  protectionRefusalSchema,
  timeoutStatusSchema,
  type LimitPeriodState,
  type Limits,
} from '@casino/shared/wire';

import { SEED_DEPOSIT_MIN_AGE_MS } from '../ledger/seed-ledger';
import { PERSONAS } from '../seed/personas';
import { bearer, createTestSandbox, loginAs, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';

const HOUR = 3_600_000;

describe('player protection (issue 16; spec 001 §3, §4, §5, §7, §8)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const call = (token: string, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    sandbox.app.inject({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
  const advance = async (ms: number) => (await sandbox.app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMs: ms } })).json().now as string;
  const login = (email: string) => sandbox.app.inject({ method: 'POST', url: '/player/login', payload: { email, password: 'Sandbox!2026' } });
  const limitsOf = async (token: string, path = 'deposit-limits'): Promise<Limits> => limitsSchema.parse((await call(token, 'GET', `/player/${path}`)).json());
  const periodOf = (limits: Limits, period: 'D' | 'W' | 'M'): LimitPeriodState => limits.limits.find((entry) => entry.period === period) as LimitPeriodState;
  const setLimit = async (token: string, path: string, duration: 'D' | 'W' | 'M', body: object) => {
    const updatedAt = periodOf(await limitsOf(token, path), duration).updatedAt;
    return call(token, 'PATCH', `/player/${path}`, { duration, updatedAt, ...body });
  };
  let keys = 0;
  const deposit = (token: string, amount: number) => call(token, 'POST', '/player/wallet/deposit/request', { amount, paymentMethod: 'SKRILL' }, { 'idempotency-key': `rg-${(keys += 1)}` });
  const ticketOf = async (token: string) => (await call(token, 'POST', '/games/ticket', { gameId: 'book-of-dead', channel: 'web', partner: 653, jurisdiction: 'MT' })).json().ticket as string;
  const spin = (ticket: string, stake = 50) => sandbox.app.inject({ method: 'POST', url: '/launcher/spin', payload: { ticket, gameId: 'book-of-dead', stake } });
  const force = (outcomes: string[]) => sandbox.app.inject({ method: 'POST', url: '/__sandbox/launcher/next-outcomes', payload: { outcomes } });

  describe('the sandbox clock', () => {
    it('answers, moves forward and goes back to its base at reset', async () => {
      expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/clock' })).json()).toEqual({ now: TEST_NOW.toISOString() });
      expect(await advance(HOUR)).toBe(new Date(TEST_NOW.getTime() + HOUR).toISOString());
      expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/clock' })).json().now).toBe(new Date(TEST_NOW.getTime() + HOUR).toISOString());
      for (const payload of [{}, { advanceMs: -1 }, { advanceMs: 'soon' }, { advanceMs: 1.5 }]) {
        const refused = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/clock', payload });
        expect([refused.statusCode, refused.json().validationErrors[0].objectName]).toEqual([400, 'clockRequest']);
      }
      await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
      expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/clock' })).json().now).toBe(TEST_NOW.toISOString());
    });

    it('moves sessions: a session idle past 30 minutes of the clock ends, and refresh is refused', async () => {
      const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
      await advance(31 * 60_000);
      expect((await call(tokens.accessToken, 'GET', '/player/profile')).statusCode).toBe(401);
      expect((await sandbox.app.inject({ method: 'POST', url: '/player/token/refresh', payload: { refreshToken: tokens.refreshToken } })).statusCode).toBe(401);
      expect((await login('anna@sandbox.test')).statusCode).toBe(200);
    });

    it('dates every persona’s seeded deposits at least 40 days back, so this day, week and month start empty', async () => {
      for (const persona of PERSONAS) {
        const ledger = (await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${persona.email}/ledger` })).json();
        for (const row of ledger.transactions.filter((transaction: { type: string; category: string }) => transaction.type === 'DEPOSIT' && transaction.category === 'PAYMENT')) {
          expect(Date.parse(row.transactionDate)).toBeLessThanOrEqual(TEST_NOW.getTime() - SEED_DEPOSIT_MIN_AGE_MS);
        }
      }
    });
  });

  it('answers 401 Token expired to every call without a session', async () => {
    const calls = [
      ['GET', '/player/deposit-limits'],
      ['PATCH', '/player/spend-limits'],
      ['GET', '/player/session-limits/minutes_remaining'],
      ['PATCH', '/player/timeout'],
      ['POST', '/player/sandbox-anna/timeout/cooling'],
      ['PATCH', '/player/exclusion'],
      ['GET', '/player/activity_check'],
      ['PATCH', '/player/reset_timer'],
      ['GET', '/player/wallet/activity_check'],
    ] as const;
    for (const [method, url] of calls) {
      const response = await sandbox.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect([url, response.statusCode, response.json()]).toEqual([url, 401, { error: 'Unauthorized', message: 'Token expired' }]);
    }
  });

  describe('limits', () => {
    it('lists every period in the market’s zone, used from the ledger, nothing set yet', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      for (const path of ['deposit-limits', 'spend-limits', 'session-limits']) {
        const limits = await limitsOf(accessToken, path);
        expect(limits).toMatchObject({ timeZone: 'Europe/Helsinki', coolingHours: 24, currency: 'EUR', unit: path === 'session-limits' ? 'MINUTES' : 'MINOR' });
        expect(limits.limits.map((entry) => [entry.period, entry.value, entry.used, entry.remaining, entry.updatedAt])).toEqual([
          ['D', null, 0, null, null],
          ['W', null, 0, null, null],
          ['M', null, 0, null, null],
        ]);
      }
      expect(periodOf(await limitsOf(accessToken), 'D').resetAt).toBe('2026-03-10T22:00:00.000Z');
    });

    it('anna: a daily deposit limit of 20 EUR refuses 30 EUR with what is left; a raise waits 24 h, then applies', async () => {
      let { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      const set = await setLimit(accessToken, 'deposit-limits', 'D', { limit: 20_00 });
      expect(set.statusCode).toBe(200);
      expect(periodOf(limitsSchema.parse(set.json()), 'D')).toMatchObject({ value: 20_00, remaining: 20_00, startedAt: TEST_NOW.toISOString(), updatedAt: TEST_NOW.toISOString(), locked: false });

      const check = depositLimitCheckSchema.parse((await call(accessToken, 'POST', '/player/wallet/deposit/limit-check', { amount: 30_00 })).json());
      expect(check).toEqual({ isSpendLimit: true, limitLeft: 20_00, limitType: 'DEPOSIT_DAILY', resetOn: '2026-03-10T22:00:00.000Z', daysLeftToVerifyDocuments: null });
      const refused = await deposit(accessToken, 30_00);
      expect(refused.statusCode).toBe(403);
      expect(protectionRefusalSchema.parse(refused.json())).toMatchObject({ code: 'error.deposit.limit.reached', limitLeft: 20_00, duration: 'D', resetAt: '2026-03-10T22:00:00.000Z' });
      expect(refused.json().message).toContain('€20.00');
      expect((await deposit(accessToken, 15_00)).statusCode).toBe(201);
      expect(periodOf(await limitsOf(accessToken), 'D')).toMatchObject({ used: 15_00, remaining: 5_00 });

      const raised = periodOf(limitsSchema.parse((await setLimit(accessToken, 'deposit-limits', 'D', { limit: 50_00 })).json()), 'D');
      const activeFrom = new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString();
      expect(raised).toMatchObject({ value: 20_00, pendingValue: 50_00, pendingDelete: false, pendingLimitActiveFrom: activeFrom, locked: true });

      await advance(24 * HOUR);
      ({ accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test'));
      expect(periodOf(await limitsOf(accessToken), 'D')).toMatchObject({ value: 50_00, pendingValue: null, pendingLimitActiveFrom: null, locked: false, startedAt: activeFrom, updatedAt: activeFrom, used: 0 });
    });

    it('applies a decrease at once (dropping a waiting raise), cancels a pending change, removes a limit after the cooling-off', async () => {
      let { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      await setLimit(accessToken, 'spend-limits', 'W', { limit: 100_00 });
      await setLimit(accessToken, 'spend-limits', 'W', { limit: 200_00 });
      expect(periodOf(limitsSchema.parse((await setLimit(accessToken, 'spend-limits', 'W', { limit: 80_00 })).json()), 'W')).toMatchObject({ value: 80_00, pendingValue: null, locked: false });

      await setLimit(accessToken, 'spend-limits', 'W', { limit: 90_00 });
      expect(periodOf(limitsSchema.parse((await setLimit(accessToken, 'spend-limits', 'W', { cancelPendingLimit: true })).json()), 'W')).toMatchObject({ value: 80_00, pendingValue: null, pendingLimitActiveFrom: null });

      const removing = periodOf(limitsSchema.parse((await setLimit(accessToken, 'spend-limits', 'W', { deleteLimit: true })).json()), 'W');
      expect(removing).toMatchObject({ value: 80_00, pendingDelete: true, pendingLimitActiveFrom: new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString(), locked: true });
      await advance(24 * HOUR);
      ({ accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test'));
      expect(periodOf(await limitsOf(accessToken, 'spend-limits'), 'W')).toMatchObject({ value: null, remaining: null, pendingDelete: false });
    });

    it('refuses the later of two writes that read the same version (two tabs): 409, nothing lost', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      const first = await call(accessToken, 'PATCH', '/player/deposit-limits', { duration: 'M', limit: 300_00, updatedAt: null });
      expect(first.statusCode).toBe(200);
      const second = await call(accessToken, 'PATCH', '/player/deposit-limits', { duration: 'M', limit: 100_00, updatedAt: null });
      expect([second.statusCode, second.json().code, second.json().updatedAt]).toEqual([409, 'error.limit.conflict', TEST_NOW.toISOString()]);
      expect(periodOf(await limitsOf(accessToken), 'M').value).toBe(300_00);
    });

    it('maps refused changes to error.deposit.limit.interval, too_low, too_high and locked with the duration', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      await setLimit(accessToken, 'deposit-limits', 'W', { limit: 50_00 });
      const expectCode = async (response: Awaited<ReturnType<typeof call>>, limitCode: string, duration: string) => {
        expect(response.statusCode).toBe(400);
        expect(limitErrorSchema.parse(response.json())).toMatchObject({ code: `error.deposit.limit.${limitCode}`, limitCode, duration });
      };
      await expectCode(await setLimit(accessToken, 'deposit-limits', 'D', { limit: 60_00 }), 'interval', 'D');
      await expectCode(await setLimit(accessToken, 'deposit-limits', 'M', { limit: 40_00 }), 'interval', 'M');
      await expectCode(await setLimit(accessToken, 'deposit-limits', 'D', { limit: 50 }), 'too_low', 'D');
      await setLimit(accessToken, 'deposit-limits', 'W', { limit: 70_00 });
      await expectCode(await setLimit(accessToken, 'deposit-limits', 'W', { limit: 80_00 }), 'locked', 'W');
      await expectCode(await setLimit(accessToken, 'deposit-limits', 'W', { deleteLimit: true }), 'locked', 'W');
      const max = (await loginAs(sandbox.app, 'max@sandbox.test')).accessToken;
      await expectCode(await setLimit(max, 'deposit-limits', 'M', { limit: 2_000_00 }), 'too_high', 'M');
      expect(periodOf(await limitsOf(accessToken), 'W')).toMatchObject({ value: 50_00, pendingValue: 70_00 });
    });

    it('refuses bad bodies with field errors and writes nothing', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      const bodies = [
        { duration: 'D', limit: -5, updatedAt: null },
        { duration: 'D', limit: 0, updatedAt: null },
        { duration: 'D', limit: 'ten', updatedAt: null },
        { duration: 'D', limit: 1e12, updatedAt: null },
        { duration: 'D', limit: 20_00 },
        { duration: 'X', limit: 20_00, updatedAt: null },
        { duration: 'D', limit: 20_00, deleteLimit: true, updatedAt: null },
      ];
      for (const payload of bodies) {
        const response = await call(accessToken, 'PATCH', '/player/deposit-limits', payload);
        expect([response.statusCode, response.json().validationErrors?.[0]?.objectName]).toEqual([400, 'limitUpdate']);
      }
      const session = await call(accessToken, 'PATCH', '/player/session-limits', { duration: 'D', limit: 45, updatedAt: null });
      expect([session.statusCode, session.json().validationErrors[0]]).toEqual([400, expect.objectContaining({ field: 'limit', rejectedValue: 45, code: 'invalid_value' })]);
      for (const path of ['deposit-limits', 'session-limits']) expect((await limitsOf(accessToken, path)).limits.every((entry) => entry.value === null && entry.updatedAt === null)).toBe(true);
    });

    it('refuses a spin that would pass the loss limit, with a clear reason, and counts only net losses', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      await setLimit(accessToken, 'spend-limits', 'D', { limit: 1_00 });
      const ticket = await ticketOf(accessToken);
      await force(['loss', 'loss', 'loss']);
      expect((await spin(ticket)).statusCode).toBe(200);
      expect((await spin(ticket)).statusCode).toBe(200);
      const refused = await spin(ticket);
      expect(refused.statusCode).toBe(403);
      expect(protectionRefusalSchema.parse(refused.json())).toMatchObject({ code: 'error.loss.limit.reached', limitLeft: 0, duration: 'D' });
      expect(refused.json().message).toMatch(/daily loss limit/);
      expect(periodOf(await limitsOf(accessToken, 'spend-limits'), 'D')).toMatchObject({ used: 1_00, remaining: 0 });

      const summary = activitySummarySchema.parse((await call(accessToken, 'GET', '/player/wallet/activity_check')).json());
      expect(summary).toEqual({ currency: 'EUR', since: TEST_NOW.toISOString(), turnover: 1_00, winnings: 0, delta: -1_00 });
    });

    it('counts session minutes: the countdown, the end of the session at 0, no login until the period resets', async () => {
      await sandbox.app.inject({ method: 'POST', url: '/__sandbox/token-lifetime', payload: { accessSeconds: 7200 } });
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      expect((await call(accessToken, 'GET', '/player/deposit-limits/minutes_remaining')).statusCode).toBe(404);
      expect(minutesRemainingSchema.parse((await call(accessToken, 'GET', '/player/session-limits/minutes_remaining')).json())).toEqual({ minutesRemaining: null, period: null, resetAt: null });
      await setLimit(accessToken, 'session-limits', 'D', { limit: 30 });
      await advance(20 * 60_000);
      expect((await call(accessToken, 'GET', '/player/session-limits/minutes_remaining')).json()).toEqual({ minutesRemaining: 10, period: 'D', resetAt: '2026-03-10T22:00:00.000Z' });
      await advance(10 * 60_000);
      const ended = await call(accessToken, 'GET', '/player/profile');
      expect(ended.json()).toEqual({ error: 'Unauthorized', message: 'code:error.session.limit.reached' });
      expect((await call(accessToken, 'GET', '/player/profile')).statusCode).toBe(401);
      const refused = await login('anna@sandbox.test');
      expect(refused.json()).toEqual({ error: 'Unauthorized', message: 'code:error.session.limit.reached', resetAt: '2026-03-10T22:00:00.000Z' });
      await advance(Date.parse('2026-03-10T22:00:00.000Z') - Date.parse(await advance(0)));
      expect((await login('anna@sandbox.test')).statusCode).toBe(200);
    });
  });

  describe('market rules', () => {
    it('SE (sven, market PP): no deposit or play before a deposit limit; then both work; raises wait 72 h', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'sven@sandbox.test');
      expect((await call(accessToken, 'POST', '/player/wallet/deposit/limit-check', { amount: 100_00 })).json()).toMatchObject({ isSpendLimit: true, limitLeft: 0, limitRequired: true });
      const refused = await deposit(accessToken, 100_00);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'error.deposit.limit.required']);
      await sandbox.app.inject({ method: 'POST', url: '/__sandbox/players/sven@sandbox.test/push', payload: { body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 10_00 } } } });
      const ticket = await ticketOf(accessToken);
      expect((await spin(ticket)).json().code).toBe('error.deposit.limit.required');

      const set = limitsSchema.parse((await setLimit(accessToken, 'deposit-limits', 'M', { limit: 1_000_00 })).json());
      expect(set).toMatchObject({ timeZone: 'Europe/Stockholm', coolingHours: 72, currency: 'SEK' });
      expect((await deposit(accessToken, 100_00)).statusCode).toBe(201);
      expect((await spin(ticket)).statusCode).toBe(200);
      const raised = periodOf(limitsSchema.parse((await setLimit(accessToken, 'deposit-limits', 'M', { limit: 2_000_00 })).json()), 'M');
      expect(raised.pendingLimitActiveFrom).toBe(new Date(TEST_NOW.getTime() + 72 * HOUR).toISOString());
    });

    it('DE (max): the mandatory monthly deposit limit of 1,000 EUR exists, cannot be removed, may be lowered', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'max@sandbox.test');
      const limits = await limitsOf(accessToken);
      expect(limits.coolingHours).toBe(168);
      expect(periodOf(limits, 'M')).toMatchObject({ value: 1_000_00, locked: true });
      expect((await setLimit(accessToken, 'deposit-limits', 'M', { deleteLimit: true })).json().limitCode).toBe('locked');
      expect(periodOf(limitsSchema.parse((await setLimit(accessToken, 'deposit-limits', 'M', { limit: 500_00 })).json()), 'M').value).toBe(500_00);
    });

    it('NL (nlplayer): the limits set at sign-up are there; UK (ukplayer): no limit, deposits allowed', async () => {
      const nl = (await loginAs(sandbox.app, 'nlplayer@sandbox.test')).accessToken;
      expect(periodOf(await limitsOf(nl), 'M').value).toBe(500_00);
      expect(periodOf(await limitsOf(nl, 'session-limits'), 'D').value).toBe(120);
      expect((await deposit(nl, 20_00)).statusCode).toBe(201);
      const uk = (await loginAs(sandbox.app, 'ukplayer@sandbox.test')).accessToken;
      expect((await limitsOf(uk)).timeZone).toBe('Europe/London');
      expect((await call(uk, 'POST', '/player/wallet/deposit/limit-check', { amount: 20_00 })).json()).toMatchObject({ isSpendLimit: false, limitLeft: null });
      expect((await deposit(uk, 20_00)).statusCode).toBe(201);
    });
  });

  describe('time-out and self-exclusion', () => {
    it('a 24 h time-out ends every session at once; login reads 1 day until it ends', async () => {
      const tokens = await loginAs(sandbox.app, 'anna@sandbox.test');
      const other = await loginAs(sandbox.app, 'anna@sandbox.test');
      const taken = await call(tokens.accessToken, 'PATCH', '/player/timeout', { duration: '24h' });
      expect(timeoutStatusSchema.parse(taken.json())).toEqual({
        playerId: 'sandbox-anna',
        active: true,
        duration: '24h',
        initiator: 'PLAYER',
        startedAt: TEST_NOW.toISOString(),
        endsAt: new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString(),
        remainingDays: 1,
        milliseconds: 24 * HOUR,
      });
      expect((await call(other.accessToken, 'GET', '/player/profile')).statusCode).toBe(401);
      expect((await sandbox.app.inject({ method: 'POST', url: '/player/token/refresh', payload: { refreshToken: other.refreshToken } })).statusCode).toBe(401);
      expect((await login('anna@sandbox.test')).json().message).toBe('code:error.timeout.in.progress:days:1');
      await advance(24 * HOUR);
      expect((await login('anna@sandbox.test')).statusCode).toBe(200);
    });

    it.each([
      ['72h', 3],
      ['1w', 7],
      ['1m', 31],
    ] as const)('a %s time-out reads %i days at login', async (duration, days) => {
      const { accessToken } = await loginAs(sandbox.app, 'ulla@sandbox.test');
      expect((await call(accessToken, 'PATCH', '/player/timeout', { duration })).statusCode).toBe(200);
      expect((await login('ulla@sandbox.test')).json().message).toBe(`code:error.timeout.in.progress:days:${days}`);
    });

    it('the one-click cooling (panic button, pause) is a 24 h time-out of the player’s own account', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'max@sandbox.test');
      expect((await call(accessToken, 'POST', '/player/sandbox-anna/timeout/cooling', { playerId: 'sandbox-anna' })).statusCode).toBe(403);
      expect((await call(accessToken, 'PATCH', '/player/timeout', { duration: '2h' })).statusCode).toBe(400);
      const cooled = timeoutStatusSchema.parse((await call(accessToken, 'POST', '/player/sandbox-max/timeout/cooling', { playerId: 'sandbox-max' })).json());
      expect(cooled).toMatchObject({ initiator: 'COOLING', duration: '24h', remainingDays: 1 });
      expect((await login('max@sandbox.test')).json().message).toBe('code:error.timeout.in.progress:days:1');
    });

    it('refuses a 13-month self-exclusion with a field error and changes nothing', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      const refused = await call(accessToken, 'PATCH', '/player/exclusion', { exclusionInMonths: 13 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().validationErrors[0]).toMatchObject({ objectName: 'exclusionRequest', field: 'exclusionInMonths', rejectedValue: 13, code: 'too_big' });
      expect(exclusionStatusSchema.parse((await call(accessToken, 'GET', '/player/exclusion')).json()).active).toBe(false);
      expect((await call(accessToken, 'GET', '/player/profile')).statusCode).toBe(200);
    });

    it('a self-exclusion of 3 months ends the session; login answers the days left', async () => {
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      const status = exclusionStatusSchema.parse((await call(accessToken, 'PATCH', '/player/exclusion', { exclusionInMonths: 3 })).json());
      expect(status).toMatchObject({ active: true, indefinite: false, exclusionInMonths: 3, endsAt: '2026-06-10T12:00:00.000Z', remainingDays: 92 });
      expect((await call(accessToken, 'GET', '/player/profile')).statusCode).toBe(401);
      expect((await login('anna@sandbox.test')).json().message).toBe('code:error.exclusion.in.progress:days:92');
    });

    it('an indefinite exclusion reads indefinitely; a delayed one starts when its delay ends', async () => {
      const ulla = (await loginAs(sandbox.app, 'ulla@sandbox.test')).accessToken;
      expect((await call(ulla, 'PATCH', '/player/exclusion', { accountDisableIndefinitely: true })).json()).toMatchObject({ active: true, indefinite: true, endsAt: null, remainingDays: null });
      expect((await login('ulla@sandbox.test')).json().message).toBe('code:error.exclusion.in.progress.indefinitely');

      await sandbox.app.inject({ method: 'POST', url: '/__sandbox/token-lifetime', payload: { accessSeconds: 86_400 } });
      const anna = (await loginAs(sandbox.app, 'anna@sandbox.test')).accessToken;
      const delayed = exclusionStatusSchema.parse((await call(anna, 'PATCH', '/player/exclusion', { exclusionInMonths: 1, exclusionDelayInHours: 2 })).json());
      expect(delayed).toMatchObject({ active: false, startsAt: new Date(TEST_NOW.getTime() + 2 * HOUR).toISOString() });
      expect((await call(anna, 'GET', '/player/profile')).statusCode).toBe(200);
      expect((await call(anna, 'PATCH', '/player/exclusion', { exclusionInMonths: 2 })).json().validationErrors[0].code).toBe('error.exclusion.already_set');
      await advance(2 * HOUR);
      expect((await login('anna@sandbox.test')).json().message).toMatch(/^code:error\.exclusion\.in\.progress:days:3[01]$/);
    });
  });

  describe('reality check', () => {
    it('keeps the interval (30, 60, 120 or not set), the timer and its reset', async () => {
      await sandbox.app.inject({ method: 'POST', url: '/__sandbox/token-lifetime', payload: { accessSeconds: 7200 } });
      const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
      expect(activitySettingsSchema.parse((await call(accessToken, 'GET', '/player/activity_check')).json())).toEqual({
        realityCheckInterval: null,
        activityTimer: 120,
        sessionStartedAt: TEST_NOW.toISOString(),
        timerStartedAt: TEST_NOW.toISOString(),
        nextCheckAt: new Date(TEST_NOW.getTime() + 2 * HOUR).toISOString(),
      });
      expect((await call(accessToken, 'PATCH', '/player/activity_check', { realityCheckInterval: 45 })).statusCode).toBe(400);
      expect((await call(accessToken, 'PATCH', '/player/activity_check', { realityCheckInterval: 30 })).json()).toMatchObject({ realityCheckInterval: 30, activityTimer: 30, nextCheckAt: new Date(TEST_NOW.getTime() + 30 * 60_000).toISOString() });
      const later = await advance(25 * 60_000);
      expect((await call(accessToken, 'PATCH', '/player/reset_timer')).json()).toMatchObject({ timerStartedAt: later, nextCheckAt: new Date(Date.parse(later) + 30 * 60_000).toISOString(), sessionStartedAt: TEST_NOW.toISOString() });
      expect((await call(accessToken, 'PATCH', '/player/activity_check', { realityCheckInterval: null })).json()).toMatchObject({ realityCheckInterval: null, activityTimer: 120 });
    });
  });
});
