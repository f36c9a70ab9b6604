import {
  depositLimitCheckSchema,
  depositSchema,
  errorBodySchema,
  netPositionSchema,
  pendingWithdrawalAnswerSchema,
  pendingWithdrawalSchema,
  recentDepositMethodsSchema,
  transactionsPageSchema,
  transactionSummarySchema,
  walletSchema,
  withdrawalLimitCheckSchema,
} from '@casino/shared/wire';
import type { InjectOptions } from 'fastify';

import { bearer, createTestSandbox, loginAs, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';

describe('wallet calls (spec 001 §7 Wallet)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  let keys = 0;
  /** A call of a logged-in persona; money-moving POSTs get a fresh Idempotency-Key unless `key` is given (null: none). */
  const call = async (email: string, method: 'GET' | 'POST', url: string, payload?: unknown, key?: string | null) => {
    const { accessToken } = await loginAs(sandbox.app, email);
    const headers: Record<string, string> = { ...bearer(accessToken) };
    if (method === 'POST' && key !== null) headers['idempotency-key'] = key ?? `test-key-${(keys += 1)}`;
    return sandbox.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }) });
  };
  const ledgerOf = async (email: string) => (await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${email}/ledger` })).json();
  const mainOf = async (email: string) => (await ledgerOf(email)).balances.main as number;
  const approve = async (referenceId: string) => {
    const page = await sandbox.app.inject({ method: 'GET', url: depositPath(referenceId) });
    const token = /"token":"([0-9a-f]+)"/.exec(page.body)?.[1];
    return sandbox.app.inject({ method: 'POST', url: `/provider/pay/${referenceId}/approve`, payload: { token } });
  };
  let redirects: Record<string, string> = {};
  const depositPath = (referenceId: string) => {
    const url = new URL(redirects[referenceId] as string);
    return `${url.pathname}${url.search}`;
  };
  const deposit = async (email: string, amount: number, paymentMethod = 'TRUSTLY', key?: string) => {
    const response = await call(email, 'POST', '/player/wallet/deposit/request', { amount, paymentMethod }, key);
    const body = depositSchema.parse(response.json());
    redirects = { ...redirects, [body.referenceId]: body.redirectUrl };
    return { response, body };
  };

  it('answers 401 Token expired on every wallet call without a token', async () => {
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', '/player/wallet'],
      ['GET', '/player/wallet/recent_deposit_methods'],
      ['POST', '/player/wallet/deposit/request'],
      ['GET', '/player/wallet/deposit/DEP-1'],
      ['POST', '/player/wallet/deposit/limit-check'],
      ['POST', '/player/wallet/withdrawal/limit-check'],
      ['POST', '/player/wallet/withdrawal/request'],
      ['GET', '/player/wallet/pendingWithdrawal'],
      ['POST', '/player/wallet/withdrawal/cancellation'],
      ['GET', '/player/wallet/transactions'],
      ['GET', '/player/wallet/net-position-win-loss'],
      ['GET', '/player/transaction-summary'],
    ];
    for (const [method, url] of calls) {
      const response = await sandbox.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect([url, response.statusCode, response.json()]).toEqual([url, 401, { error: 'Unauthorized', message: 'Token expired' }]);
    }
  });

  it('deposits: PENDING with a provider page on its own origin, credited once when the provider approves', async () => {
    const { response, body } = await deposit('nora@sandbox.test', 25_00);
    expect(response.statusCode).toBe(201);
    expect(body).toMatchObject({ amount: 25_00, currency: 'EUR', paymentMethod: 'TRUSTLY', status: 'PENDING', expiresAt: '2026-03-10T12:30:00.000Z' });
    expect(body.redirectUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:4000/provider/pay/${body.referenceId}\\?token=[0-9a-f]{32}$`));
    expect(await mainOf('nora@sandbox.test')).toBe(0);

    expect((await approve(body.referenceId)).json()).toEqual({ referenceId: body.referenceId, status: 'SUCCESS', replayed: false });
    expect(await mainOf('nora@sandbox.test')).toBe(25_00);
    const status = await call('nora@sandbox.test', 'GET', `/player/wallet/deposit/${body.referenceId}`);
    expect(depositSchema.parse(status.json())).toMatchObject({ referenceId: body.referenceId, status: 'SUCCESS' });
    expect(transactionSummarySchema.parse((await call('nora@sandbox.test', 'GET', '/player/transaction-summary')).json())).toEqual({ totalDepositsCount: 1 });
    expect(recentDepositMethodsSchema.parse((await call('nora@sandbox.test', 'GET', '/player/wallet/recent_deposit_methods')).json())).toEqual({ methods: ['TRUSTLY'] });
    // Another player cannot read it.
    expect((await call('ulla@sandbox.test', 'GET', `/player/wallet/deposit/${body.referenceId}`)).statusCode).toBe(404);
  });

  it('makes one deposit for one Idempotency-Key sent twice (a double-clicked Pay)', async () => {
    const first = await deposit('ulla@sandbox.test', 10_00, 'SKRILL', 'pay-once');
    const second = await deposit('ulla@sandbox.test', 10_00, 'SKRILL', 'pay-once');
    expect(first.response.statusCode).toBe(201);
    expect(second.response.statusCode).toBe(200);
    expect(second.body.referenceId).toBe(first.body.referenceId);
    await approve(first.body.referenceId);
    await approve(second.body.referenceId);
    expect(await mainOf('ulla@sandbox.test')).toBe(50_00);
    const reused = await call('ulla@sandbox.test', 'POST', '/player/wallet/deposit/request', { amount: 11_00, paymentMethod: 'SKRILL' }, 'pay-once');
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'error.idempotency.key_reused' });
  });

  it.each<[string, unknown, string, string]>([
    ['a negative amount', { amount: -100, paymentMethod: 'TRUSTLY' }, 'amount', 'too_small'],
    ['a zero amount', { amount: 0, paymentMethod: 'TRUSTLY' }, 'amount', 'too_small'],
    ['a non-numeric amount', { amount: 'ten', paymentMethod: 'TRUSTLY' }, 'amount', 'invalid_type'],
    ['more decimals than the currency has (a fraction of a cent)', { amount: 10_00.5, paymentMethod: 'TRUSTLY' }, 'amount', 'invalid_type'],
    ['an amount below the method\'s minimum (10.00)', { amount: 9_99, paymentMethod: 'TRUSTLY' }, 'amount', 'Min'],
    ['an amount above the method\'s maximum (5,000.00)', { amount: 5_000_01, paymentMethod: 'TRUSTLY' }, 'amount', 'Max'],
    ['a paysafecard above its UN maximum (1,000.00, from content)', { amount: 1_000_01, paymentMethod: 'PAYSAFECARD' }, 'amount', 'Max'],
    ['an unknown method', { amount: 10_00, paymentMethod: 'BITCOIN' }, 'paymentMethod', 'invalid_value'],
    ['a method the market does not offer', { amount: 10_00, paymentMethod: 'SIRU' }, 'paymentMethod', 'NotOffered'],
    ['no body', undefined, '', 'invalid_type'],
  ])('refuses a deposit with %s: 400 field errors, nothing written', async (_name, payload, field, code) => {
    const before = await ledgerOf('ulla@sandbox.test');
    const response = await call('ulla@sandbox.test', 'POST', '/player/wallet/deposit/request', payload);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.validationErrors).toContainEqual(expect.objectContaining({ objectName: 'depositRequest', field, status: 'INVALID', code, message: expect.any(String) }));
    expect(await ledgerOf('ulla@sandbox.test')).toEqual(before);
  });

  it('takes the bounds of the player\'s market and currency: CA cards 20.00 to 3,000.00 CAD, default for the others', async () => {
    expect((await call('chloe@sandbox.test', 'POST', '/player/wallet/deposit/request', { amount: 19_99, paymentMethod: 'CREDITCARD' })).statusCode).toBe(400);
    expect((await call('chloe@sandbox.test', 'POST', '/player/wallet/deposit/request', { amount: 20_00, paymentMethod: 'CREDITCARD' })).json()).toMatchObject({ currency: 'CAD', status: 'PENDING' });
    expect((await call('ulla@sandbox.test', 'POST', '/player/wallet/deposit/request', { amount: 5_000_00, paymentMethod: 'CREDITCARD' })).statusCode).toBe(201);
  });

  it('requires an Idempotency-Key on money-moving calls, and writes nothing without one', async () => {
    const before = await ledgerOf('ulla@sandbox.test');
    for (const [url, payload] of [
      ['/player/wallet/deposit/request', { amount: 10_00, paymentMethod: 'SKRILL' }],
      ['/player/wallet/withdrawal/request', { amount: 10_00 }],
      ['/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: 'WDR-1', amount: 10_00, cancelByPlayer: true }],
    ] as const) {
      const response = await call('ulla@sandbox.test', 'POST', url, payload, null);
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toEqual([expect.objectContaining({ field: 'Idempotency-Key', code: 'NotBlank' })]);
    }
    expect(await ledgerOf('ulla@sandbox.test')).toEqual(before);
  });

  it('checks deposit limits: nothing for most players, the self-set limit for capped, the KYC notice for kyc', async () => {
    expect(depositLimitCheckSchema.parse((await call('ulla@sandbox.test', 'POST', '/player/wallet/deposit/limit-check', { amount: 10_00 })).json())).toEqual({
      isSpendLimit: false,
      limitLeft: null,
      limitType: null,
      resetOn: null,
      daysLeftToVerifyDocuments: null,
    });
    expect((await call('capped@sandbox.test', 'POST', '/player/wallet/deposit/limit-check', { amount: 150_00 })).json()).toMatchObject({ isSpendLimit: true, limitLeft: 100_00, limitType: 'DEPOSIT_WEEKLY' });
    const { body } = await deposit('capped@sandbox.test', 60_00, 'SKRILL');
    await approve(body.referenceId);
    const after = depositLimitCheckSchema.parse((await call('capped@sandbox.test', 'POST', '/player/wallet/deposit/limit-check', { amount: 50_00 })).json());
    // The week of the Global market's zone (Malta) starts again on Monday at midnight.
    expect(after).toEqual({ isSpendLimit: true, limitLeft: 40_00, limitType: 'DEPOSIT_WEEKLY', resetOn: '2026-03-15T23:00:00.000Z', daysLeftToVerifyDocuments: null });
    expect((await call('kyc@sandbox.test', 'POST', '/player/wallet/deposit/limit-check', { amount: 10_00 })).json()).toMatchObject({ daysLeftToVerifyDocuments: 14 });
    expect((await call('kyc@sandbox.test', 'POST', '/player/wallet/deposit/limit-check', { amount: -1 })).statusCode).toBe(400);
  });

  it.each([
    ['anna@sandbox.test', 50_00, 'SUCCESS'],
    ['ulla@sandbox.test', 40_01, 'NOT_ENOUGH_FUNDS'],
    ['payout@sandbox.test', 10_00, 'FORBIDDEN'],
    ['suspended@sandbox.test', 10_00, 'FORBIDDEN'],
    ['kyc@sandbox.test', 10_00, 'DOCUMENTS_REQUIRED'],
    ['review@sandbox.test', 10_00, 'DOCUMENTS_UNDER_REVIEW'],
    ['unverified@sandbox.test', 10_00, 'EXCEEDS_KYC_LIMIT'],
    ['limit@sandbox.test', 10_00, 'WITHDRAWAL_LIMIT_REACHED'],
  ])('decides the withdrawal of %s (%i) from real state: %s', async (email, amount, outcome) => {
    const response = await call(email, 'POST', '/player/wallet/withdrawal/limit-check', { amount, ipAddress: '127.0.0.1' });
    expect(withdrawalLimitCheckSchema.parse(response.json()).outcome).toBe(outcome);
    const request = await call(email, 'POST', '/player/wallet/withdrawal/request', { amount });
    if (outcome === 'SUCCESS') expect(request.statusCode).toBe(201);
    else expect([request.statusCode, request.json().code]).toEqual([403, outcome]);
  });

  it('says a reached limit is 0, with its duration and reset (spec 001 §5)', async () => {
    expect((await call('limit@sandbox.test', 'POST', '/player/wallet/withdrawal/limit-check', { amount: 10_00 })).json()).toEqual({
      outcome: 'WITHDRAWAL_LIMIT_REACHED',
      limit: 0,
      originalLimit: 200_00,
      duration: 'MONTHLY',
      resetOn: new Date(TEST_NOW.getTime() - 3_600_000 + 30 * 86_400_000).toISOString(),
    });
  });

  it('withdraws: MAIN to LOCKED at once, one pending at a time, cancelled back by the player', async () => {
    const request = await call('anna@sandbox.test', 'POST', '/player/wallet/withdrawal/request', { amount: 100_00, paymentMethod: 'TRUSTLY' });
    const withdrawal = pendingWithdrawalSchema.parse(request.json());
    expect(withdrawal).toMatchObject({ amount: 100_00, currency: 'EUR', requestedAt: TEST_NOW.toISOString() });
    expect(walletSchema.parse((await call('anna@sandbox.test', 'GET', '/player/wallet')).json())).toMatchObject({ mainBalance: 150_00, lockedBalance: 100_00, totalBalance: 150_00 });
    expect(pendingWithdrawalAnswerSchema.parse((await call('anna@sandbox.test', 'GET', '/player/wallet/pendingWithdrawal')).json())).toEqual({ withdrawal });
    const second = await call('anna@sandbox.test', 'POST', '/player/wallet/withdrawal/request', { amount: 10_00 });
    expect([second.statusCode, second.json().code]).toEqual([409, 'error.withdrawal.pending_exists']);

    const cancelled = await call('anna@sandbox.test', 'POST', '/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: withdrawal.pendingWithdrawalId, amount: 100_00, cancelByPlayer: true });
    expect(walletSchema.parse(cancelled.json())).toMatchObject({ mainBalance: 250_00, lockedBalance: 0 });
    expect((await call('anna@sandbox.test', 'GET', '/player/wallet/pendingWithdrawal')).json()).toEqual({ withdrawal: null });
    const ledger = await ledgerOf('anna@sandbox.test');
    expect(ledger.transactions[0]).toMatchObject({ referenceId: withdrawal.pendingWithdrawalId, type: 'WITHDRAW', category: 'PAYMENT', status: 'CANCELLED', amount: -100_00 });
  });

  it('refuses a 4th cancellation by the player on the same sandbox day', async () => {
    const cycle = async () => {
      const withdrawal = (await call('ulla@sandbox.test', 'POST', '/player/wallet/withdrawal/request', { amount: 10_00 })).json();
      return call('ulla@sandbox.test', 'POST', '/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: withdrawal.pendingWithdrawalId, amount: 10_00, cancelByPlayer: true });
    };
    for (let n = 0; n < 3; n += 1) expect((await cycle()).statusCode).toBe(200);
    const fourth = await cycle();
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json()).toEqual({ error: 'Bad Request', message: expect.any(String), code: 'error.withdrawal.cancel.limit_reached' });
    expect((await ledgerOf('ulla@sandbox.test')).balances).toMatchObject({ main: 30_00, locked: 10_00 });
  });

  it('refuses a bad withdrawal or cancellation body with field errors, writing nothing', async () => {
    const before = await ledgerOf('pending@sandbox.test');
    for (const [url, payload, objectName] of [
      ['/player/wallet/withdrawal/request', { amount: 12.5 }, 'withdrawalRequest'],
      ['/player/wallet/withdrawal/request', { amount: -5 }, 'withdrawalRequest'],
      ['/player/wallet/withdrawal/limit-check', { amount: 'all' }, 'withdrawalLimitCheck'],
      ['/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: '', amount: 50_00, cancelByPlayer: true }, 'withdrawalCancellation'],
      ['/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: 'x', amount: 50_00 }, 'withdrawalCancellation'],
    ] as const) {
      const response = await call('pending@sandbox.test', 'POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors[0]).toMatchObject({ objectName, status: 'INVALID' });
    }
    const wrong = await call('pending@sandbox.test', 'POST', '/player/wallet/withdrawal/cancellation', { pendingWithdrawalId: 'WDR-nothing', amount: 50_00, cancelByPlayer: true });
    expect([wrong.statusCode, wrong.json().code]).toEqual([404, 'error.withdrawal.not_found']);
    expect(await ledgerOf('pending@sandbox.test')).toEqual(before);
  });

  it('pays out the seeded pending withdrawal by test control, and answers 404 when none is pending', async () => {
    const pending = (await call('pending@sandbox.test', 'GET', '/player/wallet/pendingWithdrawal')).json().withdrawal;
    expect(pending).toMatchObject({ amount: 50_00 });
    const payout = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/withdrawals/pending@sandbox.test/payout' });
    expect(payout.json()).toMatchObject({ pendingWithdrawalId: pending.pendingWithdrawalId, amount: 50_00, status: 'COMPLETED' });
    expect((await ledgerOf('pending@sandbox.test')).balances).toEqual({ main: 100_00, locked: 0, bonus: { casino: 0, liveCasino: 0, sports: 0 } });
    const again = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/withdrawals/pending@sandbox.test/payout' });
    expect([again.statusCode, again.json().code]).toEqual([404, 'error.withdrawal.not_found']);
    expect((await sandbox.app.inject({ method: 'POST', url: '/__sandbox/withdrawals/nobody@sandbox.test/payout' })).statusCode).toBe(404);
  });

  it('lists transactions newest first with filters and pages, and the net position of a period', async () => {
    const { body } = await deposit('ulla@sandbox.test', 20_00, 'SKRILL');
    await approve(body.referenceId);
    await call('ulla@sandbox.test', 'POST', '/player/wallet/withdrawal/request', { amount: 15_00 });
    const page = transactionsPageSchema.parse((await call('ulla@sandbox.test', 'GET', '/player/wallet/transactions?limit=10&position=0')).json());
    expect(page.transactions.map((row) => [row.type, row.category, row.status, row.amount])).toEqual([
      ['WITHDRAW', 'PAYMENT', 'PENDING', -15_00],
      ['DEPOSIT', 'PAYMENT', 'SUCCESS', 20_00],
      ['DEPOSIT', 'PAYMENT', 'SUCCESS', 20_00],
      ['DEPOSIT', 'ADJUSTMENT', 'SUCCESS', 20_00],
    ]);
    expect(page.transactions[0]).toMatchObject({ playerId: 'sandbox-ulla', walletId: 'wallet-sandbox-ulla', balanceAfterTransaction: 45_00 });
    expect((await call('ulla@sandbox.test', 'GET', '/player/wallet/transactions?limit=2&position=2')).json().transactions).toHaveLength(2);
    expect((await call('ulla@sandbox.test', 'GET', '/player/wallet/transactions?category=ADJUSTMENT')).json().transactions).toHaveLength(1);
    expect((await call('ulla@sandbox.test', 'GET', '/player/wallet/transactions?status=PENDING')).json().transactions).toHaveLength(1);
    expect((await call('ulla@sandbox.test', 'GET', `/player/wallet/transactions?from=${encodeURIComponent(TEST_NOW.toISOString())}`)).json().transactions).toHaveLength(2);
    for (const query of ['limit=0', 'limit=101', 'position=-1', 'category=LOTTERY', 'from=yesterday']) {
      const response = await call('ulla@sandbox.test', 'GET', `/player/wallet/transactions?${query}`);
      expect([query, response.statusCode, response.json().validationErrors[0].objectName]).toEqual([query, 400, 'transactionsQuery']);
    }
    const net = netPositionSchema.parse((await call('ulla@sandbox.test', 'GET', `/player/wallet/net-position-win-loss?from=${encodeURIComponent(TEST_NOW.toISOString())}`)).json());
    expect(net).toEqual({ netPosition: 20_00 - 15_00, winLoss: 0 });
    expect((await call('ulla@sandbox.test', 'GET', '/player/wallet/net-position-win-loss?to=soon')).statusCode).toBe(400);
  });

  it('lists the seeded deposit methods most recent first, only those that succeeded', async () => {
    expect((await call('anna@sandbox.test', 'GET', '/player/wallet/recent_deposit_methods')).json()).toEqual({ methods: ['CREDITCARD', 'SKRILL', 'TRUSTLY'] });
    const { body } = await deposit('anna@sandbox.test', 20_00, 'NETELLER');
    expect((await call('anna@sandbox.test', 'GET', '/player/wallet/recent_deposit_methods')).json().methods[0]).toBe('CREDITCARD');
    await approve(body.referenceId);
    expect((await call('anna@sandbox.test', 'GET', '/player/wallet/recent_deposit_methods')).json()).toEqual({ methods: ['NETELLER', 'CREDITCARD', 'SKRILL', 'TRUSTLY'] });
  });

  it('answers the ledger straight from the database for test control', async () => {
    const ledger = await ledgerOf('anna@sandbox.test');
    expect(ledger.balances).toEqual({ main: 250_00, locked: 0, bonus: { casino: 0, liveCasino: 0, sports: 0 } });
    expect(ledger.transactions).toHaveLength(4);
    expect(Object.keys(ledger.transactions[0]).sort()).toEqual(['amount', 'balanceAfterTransaction', 'category', 'referenceId', 'status', 'transactionDate', 'type']);
    expect(ledger.transactions.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(250_00);
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/players/nobody@sandbox.test/ledger' })).statusCode).toBe(404);
  });

  it('adds a generated history for test control that keeps the balance the sum of the ledger', async () => {
    const history = (payload: unknown) => sandbox.app.inject({ method: 'POST', url: '/__sandbox/players/anna@sandbox.test/history', payload: payload as InjectOptions['payload'] });
    for (const bad of [{}, { count: 0 }, { count: 20_001 }, { count: 1.5 }, { count: 10, days: 0 }]) {
      const refused = await history(bad);
      expect(refused.statusCode).toBe(400);
      expect(errorBodySchema.parse(refused.json()).validationErrors?.length).toBeGreaterThan(0);
    }
    expect((await ledgerOf('anna@sandbox.test')).transactions).toHaveLength(4);

    const added = await history({ count: 5_000, days: 365 });
    expect(added.statusCode).toBe(201);
    const ledger = await ledgerOf('anna@sandbox.test');
    expect(ledger.transactions).toHaveLength(5_004);
    expect(added.json()).toMatchObject({ added: 5_000, balances: { main: ledger.balances.main } });
    expect(ledger.transactions.reduce((sum: number, row: { amount: number }) => sum + row.amount, 0)).toBe(ledger.balances.main);
    const oldest = Date.parse(ledger.transactions[ledger.transactions.length - 1].transactionDate);
    expect(TEST_NOW.getTime() - oldest).toBeGreaterThan(364 * 86_400_000);

    const firstPage = transactionsPageSchema.parse((await call('anna@sandbox.test', 'GET', '/player/wallet/transactions?limit=10&position=0')).json());
    expect(firstPage.transactions).toHaveLength(10);
    expect((await history({ count: 1 })).statusCode).toBe(201);
    expect((await sandbox.app.inject({ method: 'POST', url: '/__sandbox/players/nobody@sandbox.test/history', payload: { count: 1 } })).statusCode).toBe(404);
  });

  it('returns the ledger to the seed at /__sandbox/reset', async () => {
    const before = await ledgerOf('anna@sandbox.test');
    await call('anna@sandbox.test', 'POST', '/player/wallet/withdrawal/request', { amount: 10_00 });
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(await ledgerOf('anna@sandbox.test')).toEqual(before);
  });
});

describe('the configured payout delay (SANDBOX_PAYOUT_DELAY_MINUTES)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox({ payoutDelayMinutes: 180, payoutSweepMs: 20 });
  });
  afterEach(() => sandbox.close());

  const lockedOf = async (email: string) => (await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${email}/ledger` })).json().balances.locked as number;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it('pays out a withdrawal once it has been pending that long on the sandbox clock, and not before', async () => {
    const { accessToken } = await loginAs(sandbox.app, 'ulla@sandbox.test');
    const request = await sandbox.app.inject({ method: 'POST', url: '/player/wallet/withdrawal/request', headers: { ...bearer(accessToken), 'idempotency-key': 'delay-1' }, payload: { amount: 10_00 } });
    expect(request.statusCode).toBe(201);
    await settle();
    // pending@'s withdrawal was seeded two hours before the clock: not yet three.
    expect(await lockedOf('pending@sandbox.test')).toBe(50_00);
    expect(await lockedOf('ulla@sandbox.test')).toBe(10_00);

    sandbox.setNow(new Date(TEST_NOW.getTime() + 60 * 60_000));
    for (let tries = 0; tries < 50 && (await lockedOf('pending@sandbox.test')) > 0; tries += 1) await settle();
    expect(await lockedOf('pending@sandbox.test')).toBe(0);
    expect(await lockedOf('ulla@sandbox.test')).toBe(10_00);

    sandbox.setNow(new Date(TEST_NOW.getTime() + 180 * 60_000));
    for (let tries = 0; tries < 50 && (await lockedOf('ulla@sandbox.test')) > 0; tries += 1) await settle();
    const ledger = (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/players/ulla@sandbox.test/ledger' })).json();
    expect(ledger.balances.locked).toBe(0);
    expect(ledger.transactions[0]).toMatchObject({ type: 'WITHDRAW', status: 'COMPLETED', amount: -10_00 });
  });
});
