import type { AddressInfo } from 'node:net';

import { BONUS_ERROR_CODES, rewardSchema, type Reward } from '@casino/shared/wire';
import WebSocket from 'ws';

import { bearer, createTestSandbox, loginAs, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';

const ANNA = 'anna@sandbox.test';
const ULLA = 'ulla@sandbox.test';
const NORA = 'nora@sandbox.test';

describe('bonus calls (issue 17; spec 001 §7 Bonus)', () => {
  let sandbox: TestSandbox;
  const tokens = new Map<string, string>();
  beforeEach(async () => {
    sandbox = await createTestSandbox();
    tokens.clear();
  });
  afterEach(() => sandbox.close());

  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const { accessToken } = await loginAs(sandbox.app, email);
    tokens.set(email, accessToken);
    return accessToken;
  };
  const call = async (email: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    sandbox.app.inject({ method, url, headers: email ? bearer(await tokenOf(email)) : {}, ...(payload ? { payload } : {}) });
  const rewards = async (email: string, type: 'ELIGIBLE' | 'ACTIVE', extra = '') => {
    const response = await call(email, 'GET', `/bonus/rewards?rewardsType=${type}&version=v2${extra}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { rewards: Reward[] }).rewards;
  };
  const ledger = async (email: string) => (await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${email}/ledger` })).json() as { balances: { main: number; bonus: { casino: number; liveCasino: number; sports: number } }; transactions: Array<{ type: string; category: string; amount: number }> };
  const bonusRows = async (email: string) => (await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${email}/bonuses` })).json().bonuses as Array<{ id: string; campaign_id: string; status: string }>;
  const claim = (email: string, campaignId: string, payload: object = { state: 'ACTIVATED' }) => call(email, 'POST', `/bonus/rewards/${campaignId}/claim`, payload);
  const deposit = async (email: string, amount: number, bonusId?: string) => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/player/wallet/deposit/request',
      headers: { ...bearer(await tokenOf(email)), 'idempotency-key': `dep-${amount}-${bonusId ?? 'none'}-${Math.random()}` },
      payload: { amount, paymentMethod: 'TRUSTLY', ...(bonusId ? { bonusId } : {}) },
    });
    expect(response.statusCode).toBe(201);
    const { referenceId, redirectUrl } = response.json() as { referenceId: string; redirectUrl: string };
    const token = new URL(redirectUrl).searchParams.get('token') as string;
    const approved = await sandbox.app.inject({ method: 'POST', url: `/provider/pay/${referenceId}/approve`, payload: { token } });
    expect(approved.statusCode).toBeLessThan(300);
  };
  const ticketFor = async (email: string, gameId: string) => (await call(email, 'POST', '/games/ticket', { gameId, channel: 'web', partner: 653, jurisdiction: 'MT' })).json().ticket as string;
  const spins = async (email: string, gameId: string, stake: number, outcomes: Array<'win' | 'loss'>) => {
    const ticket = await ticketFor(email, gameId);
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/launcher/next-outcomes', payload: { outcomes } });
    const answers = [];
    for (let index = 0; index < outcomes.length; index += 1) {
      const response = await sandbox.app.inject({ method: 'POST', url: '/launcher/spin', payload: { ticket, gameId, stake } });
      expect(response.statusCode).toBe(200);
      answers.push(response.json() as { win: number; balance: number; freeSpin?: boolean });
    }
    return answers;
  };
  const expectBonusError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String), code });
  };
  const expectFieldErrors = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', validationErrors: [expect.objectContaining({ field: expect.any(String), code: expect.any(String) })] });
  };

  describe('GET /bonus/rewards', () => {
    it('lists the seed: anna and ulla two casino deposit bonuses, a cashback, an opt-in and free spins each; anna a loyalty reward; nora none', async () => {
      for (const email of [ANNA, ULLA]) {
        const eligible = await rewards(email, 'ELIGIBLE', '&excludeTriggerType=TOURNAMENT');
        for (const reward of eligible) expect(rewardSchema.safeParse(reward).success).toBe(true);
        expect(eligible.filter((reward) => reward.vertical === 'CASINO' && reward.triggerEvent === 'DEPOSIT')).toHaveLength(2);
        expect(eligible.filter((reward) => reward.triggerEvent === 'CASHBACK')).toHaveLength(1);
        expect(eligible.filter((reward) => reward.campaignCategory === 'OPT_IN')).toHaveLength(1);
        expect(eligible.filter((reward) => reward.bonusType === 'FREE_SPINS' && reward.betBonusType === -1)).toHaveLength(1);
        expect(eligible.some((reward) => reward.vertical === 'LIVE_CASINO')).toBe(true);
        expect(eligible.some((reward) => reward.hasBonusCode)).toBe(false);
        expect(await rewards(email, 'ACTIVE')).toEqual([]);
      }
      const annas = await rewards(ANNA, 'ELIGIBLE');
      const loyalty = annas.find((reward) => reward.loyalty);
      expect(loyalty).toMatchObject({ assignmentId: 'pb-anna-loyalty-gold', bonusStatus: null, triggerEvent: 'LOYALTY', bonusAmount: 25_00, wageringAmount: 125_00 });
      expect((await rewards(ULLA, 'ELIGIBLE')).some((reward) => reward.loyalty)).toBe(false);
      expect(await rewards(NORA, 'ELIGIBLE', '&excludeTriggerType=TOURNAMENT')).toEqual([]);
    });

    it('speaks the player\'s language with an English fallback, and filters by trigger and code', async () => {
      const annas = await rewards(ANNA, 'ELIGIBLE');
      expect(annas.find((reward) => reward.campaignId === 'casino-welcome-match')?.campaignDisplayInfo.title).toBe('100 % talletusbonus 100 € asti');
      const ullas = await rewards(ULLA, 'ELIGIBLE');
      const welcome = ullas.find((reward) => reward.campaignId === 'casino-welcome-match');
      expect(welcome).toMatchObject({ campaignDisplayInfo: { title: '100% deposit bonus up to €100' }, matchPercent: 100, minDeposit: 10_00, bonusAmount: 100_00, wrMultiplier: 35, wageringAmount: 3500_00, assignmentId: null });
      expect(ullas.some((reward) => reward.triggerEvent === 'TOURNAMENT')).toBe(true);
      expect((await rewards(ULLA, 'ELIGIBLE', '&excludeTriggerType=TOURNAMENT')).some((reward) => reward.triggerEvent === 'TOURNAMENT')).toBe(false);
      expect(await rewards(ULLA, 'ELIGIBLE', '&hasBonusCode=true')).toEqual([]);
    });

    it('refuses a bad query with field errors, a visitor with 401, risk-payout and suspended players with 403', async () => {
      expectFieldErrors(await call(ANNA, 'GET', '/bonus/rewards?rewardsType=ALL'));
      expectFieldErrors(await call(ANNA, 'GET', '/bonus/rewards?rewardsType=ACTIVE&excludeTriggerType=NOPE'));
      expect((await call(null, 'GET', '/bonus/rewards?rewardsType=ACTIVE')).statusCode).toBe(401);
      for (const email of ['payout@sandbox.test', 'suspended@sandbox.test']) {
        expectBonusError(await call(email, 'GET', '/bonus/rewards?rewardsType=ELIGIBLE'), 403, BONUS_ERROR_CODES.notEligible);
        expectBonusError(await claim(email, 'code-welcome-100'), 403, BONUS_ERROR_CODES.notEligible);
      }
    });
  });

  describe('claim and forfeit', () => {
    it('claims a deposit bonus once (it waits for the deposit), refuses a second casino bonus naming the first, and forfeits', async () => {
      const [first, second] = await Promise.all([claim(ULLA, 'casino-reload-half'), claim(ULLA, 'casino-reload-half')]);
      expect(first?.statusCode).toBe(200);
      expect(second?.json()).toEqual(first?.json());
      const claimed = rewardSchema.parse(first?.json());
      expect(claimed).toMatchObject({ campaignId: 'casino-reload-half', bonusStatus: 'ACTIVATED', wageringProgress: 0, awaitingDeposit: true });
      expect((await bonusRows(ULLA)).filter((row) => row.campaign_id === 'casino-reload-half')).toHaveLength(1);
      expect((await rewards(ULLA, 'ACTIVE')).map((reward) => reward.campaignId)).toEqual(['casino-reload-half']);
      expect((await rewards(ULLA, 'ELIGIBLE')).some((reward) => reward.campaignId === 'casino-reload-half')).toBe(false);

      const refused = await claim(ULLA, 'casino-welcome-match');
      expectBonusError(refused, 409, BONUS_ERROR_CODES.activeInSameVertical);
      expect(refused.json()).toMatchObject({ activeAssignmentId: claimed.assignmentId, activeCampaignId: 'casino-reload-half', activeTitle: '50% reload bonus up to €50', activeWageringProgress: 0 });
      // Another vertical is free.
      expect((await claim(ULLA, 'live-casino-deposit')).statusCode).toBe(200);

      expectBonusError(await call(ULLA, 'PUT', `/bonus/${claimed.assignmentId}/state`, { state: 'FORFEITED', wageringProgress: 5 }), 409, BONUS_ERROR_CODES.forfeitStale);
      await sandbox.app.inject({ method: 'POST', url: `/__sandbox/players/${ULLA}/game-round`, payload: { running: true } });
      expectBonusError(await call(ULLA, 'PUT', `/bonus/${claimed.assignmentId}/state`, { state: 'FORFEITED', wageringProgress: 0 }), 409, BONUS_ERROR_CODES.forfeitGameRunning);
      await sandbox.app.inject({ method: 'POST', url: `/__sandbox/players/${ULLA}/game-round`, payload: { running: false } });
      expect((await rewards(ULLA, 'ACTIVE')).some((reward) => reward.campaignId === 'casino-reload-half')).toBe(true);
      const forfeited = await call(ULLA, 'PUT', `/bonus/${claimed.assignmentId}/state`, { state: 'FORFEITED', wageringProgress: 0 });
      expect(forfeited.statusCode).toBe(200);
      expect(rewardSchema.parse(forfeited.json())).toMatchObject({ assignmentId: claimed.assignmentId, bonusStatus: 'FORFEITED' });
      expect((await claim(ULLA, 'casino-welcome-match')).statusCode).toBe(200);
      expectBonusError(await call(ULLA, 'PUT', `/bonus/${claimed.assignmentId}/state`, { state: 'FORFEITED', wageringProgress: 0 }), 404, BONUS_ERROR_CODES.notEligible);
    });

    it('activates anna\'s granted loyalty reward at once (money in BONUS_CASINO, a BONUS row, WALLET_BALANCE) and then any claim meets the triggered bonus', async () => {
      const response = await claim(ANNA, 'loyalty-gold-reward', { state: 'ACTIVATED', bonusAssignmentId: 'pb-anna-loyalty-gold' });
      expect(response.statusCode).toBe(200);
      expect(rewardSchema.parse(response.json())).toMatchObject({ assignmentId: 'pb-anna-loyalty-gold', bonusStatus: 'ACTIVATED', bonusAmount: 25_00, wageringAmount: 125_00 });
      const view = await ledger(ANNA);
      expect(view.balances.bonus.casino).toBe(25_00);
      expect(view.transactions[0]).toMatchObject({ type: 'DEPOSIT', category: 'BONUS', amount: 25_00 });
      const refused = await claim(ANNA, 'live-casino-deposit');
      expectBonusError(refused, 409, BONUS_ERROR_CODES.activeTriggered);
      expect(refused.json()).toMatchObject({ activeAssignmentId: 'pb-anna-loyalty-gold', activeCampaignId: 'loyalty-gold-reward', activeTitle: 'Kultatason palkinto: 25 €' });

      const forfeited = await call(ANNA, 'PUT', '/bonus/pb-anna-loyalty-gold/state', { state: 'FORFEITED', wageringProgress: 0 });
      expect(forfeited.statusCode).toBe(200);
      const after = await ledger(ANNA);
      expect(after.balances.bonus.casino).toBe(0);
      expect(after.transactions[0]).toMatchObject({ type: 'FORFEIT', category: 'BONUS', amount: -25_00 });
    });

    it('refuses bad bodies and unknown campaigns, writing nothing', async () => {
      expectFieldErrors(await claim(ULLA, 'casino-reload-half', { state: 'FORFEITED' }));
      expectFieldErrors(await claim(ULLA, 'casino-reload-half', { state: 'ACTIVATED', extra: 1 }));
      expectFieldErrors(await call(ULLA, 'PUT', '/bonus/x/state', { state: 'FORFEITED', wageringProgress: -1 }));
      expectFieldErrors(await call(ULLA, 'PUT', '/bonus/x/state', { state: 'FORFEITED' }));
      expectBonusError(await claim(ULLA, 'no-such-campaign'), 404, BONUS_ERROR_CODES.notEligible);
      expectBonusError(await claim(NORA, 'casino-reload-half'), 400, BONUS_ERROR_CODES.notEligible);
      expectBonusError(await claim(ULLA, 'code-welcome-100'), 400, BONUS_ERROR_CODES.notEligible);
      expect(await bonusRows(ULLA)).toEqual([]);
      expect(await bonusRows(NORA)).toEqual([]);
    });
  });

  describe('deposit bonuses and wagering (the ledger)', () => {
    it('claim → qualifying deposit → bets → conversion to MAIN, pushing balances; a smaller deposit does not qualify', async () => {
      const claimed = rewardSchema.parse((await claim(ANNA, 'casino-reload-half')).json());
      await deposit(ANNA, 10_00);
      expect((await ledger(ANNA)).balances).toMatchObject({ main: 260_00, bonus: { casino: 0 } });
      await deposit(ANNA, 40_00);
      let view = await ledger(ANNA);
      expect(view.balances).toMatchObject({ main: 300_00, bonus: { casino: 20_00 } });
      expect(view.transactions[0]).toMatchObject({ type: 'DEPOSIT', category: 'BONUS', amount: 20_00 });
      let [active] = await rewards(ANNA, 'ACTIVE');
      expect(active).toMatchObject({ assignmentId: claimed.assignmentId, bonusAmount: 20_00, wageringAmount: 100_00, wageringProgress: 0, awaitingDeposit: false });

      // An excluded game adds nothing and may not use bonus money.
      await spins(ANNA, 'mystery-joker', 500, ['loss']);
      [active] = await rewards(ANNA, 'ACTIVE');
      expect(active?.wageringProgress).toBe(0);
      const limitation = (await call(ANNA, 'GET', '/bonus/games/mystery-joker/limitations')).json();
      expect(limitation).toEqual({ gameId: 'mystery-joker', restrictionLevel: 1, wageringContribution: 0, maxBet: 5_00, campaignId: 'casino-reload-half' });
      expect((await call(ANNA, 'GET', '/bonus/games/book-of-dead/limitations')).json()).toMatchObject({ restrictionLevel: 2, wageringContribution: 100 });

      const played = await spins(ANNA, 'book-of-dead', 500, Array.from({ length: 19 }, () => 'loss' as const));
      expect(played.at(-1)?.balance).toBe(300_00 - 5_00 - 19 * 5_00 + 20_00);
      [active] = await rewards(ANNA, 'ACTIVE');
      expect(active?.wageringProgress).toBe(95_00);
      await spins(ANNA, 'book-of-dead', 500, ['loss']);
      view = await ledger(ANNA);
      expect(view.balances).toMatchObject({ main: 300_00 - 21 * 5_00 + 20_00, bonus: { casino: 0 } });
      expect(view.transactions.slice(0, 2)).toEqual([expect.objectContaining({ type: 'DEPOSIT', category: 'BONUS', amount: 20_00 }), expect.objectContaining({ type: 'WITHDRAW', category: 'BONUS', amount: -20_00 })]);
      expect(await rewards(ANNA, 'ACTIVE')).toEqual([]);
      expect((await call(ANNA, 'GET', '/bonus/games/book-of-dead/limitations')).json()).toEqual({ gameId: 'book-of-dead', restrictionLevel: 0, wageringContribution: 100, maxBet: null, campaignId: null });
    });

    it('takes the stake from MAIN first, then from the bonus, and pays a bonus-funded win into BONUS', async () => {
      await claim(ULLA, 'casino-reload-half');
      await deposit(ULLA, 40_00, 'casino-reload-half');
      expect((await ledger(ULLA)).balances).toMatchObject({ main: 80_00, bonus: { casino: 20_00 } });
      await spins(ULLA, 'book-of-dead', 500, Array.from({ length: 16 }, () => 'loss' as const));
      expect((await ledger(ULLA)).balances).toMatchObject({ main: 0, bonus: { casino: 20_00 } });
      const [won] = await spins(ULLA, 'book-of-dead', 500, ['win']);
      const view = await ledger(ULLA);
      expect(view.balances.main).toBe(0);
      expect(view.balances.bonus.casino).toBe(15_00 + (won?.win ?? 0));
      expect(won?.balance).toBe(view.balances.bonus.casino);
    });

    it('refuses a stake above the active bonus\'s max bet (403 MAX_BET_EXCEEDED, nothing written); an excluded game has none', async () => {
      // The seed's max bets are €5.00, the launcher's largest stake: this campaign's is lowered to €1.00 here.
      await sandbox.db!.updateTable('bonus_campaigns').set({ max_bets: JSON.stringify({ EUR: 1_00 }) as never }).where('id', '=', 'casino-reload-half').execute();
      await claim(ULLA, 'casino-reload-half');
      await deposit(ULLA, 40_00, 'casino-reload-half');
      const before = await ledger(ULLA);
      const ticket = await ticketFor(ULLA, 'book-of-dead');
      const refused = await sandbox.app.inject({ method: 'POST', url: '/launcher/spin', payload: { ticket, gameId: 'book-of-dead', stake: 5_00 } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'MAX_BET_EXCEEDED', message: 'While your bonus is active the largest bet is €1.00' });
      expect(await ledger(ULLA)).toEqual(before);
      expect(await spins(ULLA, 'book-of-dead', 1_00, ['loss'])).toHaveLength(1);
      // Bonus money does not play on an excluded game, so its max bet does not hold there.
      expect(await spins(ULLA, 'mystery-joker', 5_00, ['loss'])).toHaveLength(1);
    });

    it('honours the deposit\'s bonusId as a claim, and queues it behind an active bonus of its vertical', async () => {
      await deposit(ULLA, 20_00, 'casino-welcome-match');
      expect((await ledger(ULLA)).balances.bonus.casino).toBe(20_00);
      await deposit(ULLA, 40_00, 'casino-reload-half');
      const active = await rewards(ULLA, 'ACTIVE');
      const queued = active.find((reward) => reward.campaignId === 'casino-reload-half');
      expect(queued).toMatchObject({ queuedPlayerBonusId: expect.any(String), bonusAmount: 20_00 });
      expect((await ledger(ULLA)).balances.bonus.casino).toBe(20_00);
      const first = active.find((reward) => reward.campaignId === 'casino-welcome-match') as Reward;
      expectBonusError(await call(ULLA, 'POST', '/bonus/rewards/casino-reload-half/queued/claim', { queuedPlayerBonusId: queued?.queuedPlayerBonusId }), 409, BONUS_ERROR_CODES.activeInSameVertical);
      expectFieldErrors(await call(ULLA, 'POST', '/bonus/rewards/casino-reload-half/queued/claim', {}));
      await call(ULLA, 'PUT', `/bonus/${first.assignmentId}/state`, { state: 'FORFEITED', wageringProgress: 0 });
      const claimed = await call(ULLA, 'POST', '/bonus/rewards/casino-reload-half/queued/claim', { queuedPlayerBonusId: queued?.queuedPlayerBonusId });
      expect(claimed.statusCode).toBe(200);
      expect(rewardSchema.parse(claimed.json())).toMatchObject({ bonusStatus: 'ACTIVATED', bonusAmount: 20_00, wageringAmount: 100_00, queuedPlayerBonusId: null });
      expect((await ledger(ULLA)).balances.bonus.casino).toBe(20_00);
    });

    it('cancels a bonus when it expires on the sandbox clock, taking its money out', async () => {
      await claim(ANNA, 'loyalty-gold-reward', { state: 'ACTIVATED' });
      expect((await ledger(ANNA)).balances.bonus.casino).toBe(25_00);
      sandbox.setNow(new Date(TEST_NOW.getTime() + 15 * 86_400_000));
      tokens.clear();
      expect(await rewards(ANNA, 'ACTIVE')).toEqual([]);
      const view = await ledger(ANNA);
      expect(view.balances.bonus.casino).toBe(0);
      expect(view.transactions[0]).toMatchObject({ type: 'CANCELED', category: 'BONUS', amount: -25_00 });
      expect((await bonusRows(ANNA)).find((row) => row.id === 'pb-anna-loyalty-gold')?.status).toBe('CANCELED');
    });
  });

  describe('a withdrawal while a bonus is active (spec 001 §2 "forfeit withdrawal")', () => {
    const withdraw = async (email: string, amount: number, key: string) =>
      sandbox.app.inject({ method: 'POST', url: '/player/wallet/withdrawal/request', headers: { ...bearer(await tokenOf(email)), 'idempotency-key': key }, payload: { amount } });
    const pendingOf = async (email: string) => (await call(email, 'GET', '/player/wallet/pendingWithdrawal')).json().withdrawal as { pendingWithdrawalId: string; amount: number } | null;

    it('is refused (409) naming the bonus in the player\'s language, writes nothing, and the same key withdraws once the bonus is forfeited', async () => {
      const claimed = rewardSchema.parse((await claim(ANNA, 'casino-welcome-match')).json());
      await deposit(ANNA, 50_00);
      await spins(ANNA, 'book-of-dead', 5_00, ['loss']);
      const before = await ledger(ANNA);
      expect(before.balances).toMatchObject({ main: 300_00 - 5_00, bonus: { casino: 50_00 } });

      const refused = await withdraw(ANNA, 10_00, 'wd-anna-1');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        error: 'Conflict',
        message: expect.stringContaining('100 % talletusbonus 100 € asti'),
        code: BONUS_ERROR_CODES.activeOnWithdrawal,
        activeAssignmentId: claimed.assignmentId,
        activeCampaignId: 'casino-welcome-match',
        activeTitle: '100 % talletusbonus 100 € asti',
        activeWageringProgress: 5_00,
      });
      // Nothing written: no row, the same balances, no pending withdrawal, the bonus untouched; asking again is refused again.
      expect(await ledger(ANNA)).toEqual(before);
      expect(await pendingOf(ANNA)).toBeNull();
      expect((await withdraw(ANNA, 10_00, 'wd-anna-1')).statusCode).toBe(409);
      expect(await ledger(ANNA)).toEqual(before);
      expect((await bonusRows(ANNA)).find((row) => row.id === claimed.assignmentId)?.status).toBe('ACTIVATED');

      expect((await call(ANNA, 'PUT', `/bonus/${claimed.assignmentId}/state`, { state: 'FORFEITED', wageringProgress: 5_00 })).statusCode).toBe(200);
      const withdrawn = await withdraw(ANNA, 10_00, 'wd-anna-1');
      expect(withdrawn.statusCode).toBe(201);
      expect(withdrawn.json()).toMatchObject({ amount: 10_00, currency: 'EUR' });
      const after = await ledger(ANNA);
      expect(after.balances).toMatchObject({ main: 300_00 - 5_00 - 10_00, locked: 10_00, bonus: { casino: 0 } });
      expect(after.transactions.slice(0, 2)).toEqual([
        expect.objectContaining({ type: 'WITHDRAW', category: 'PAYMENT', status: 'PENDING', amount: -10_00 }),
        expect.objectContaining({ type: 'FORFEIT', category: 'BONUS', amount: -50_00 }),
      ]);
      // The same key again answers the same withdrawal and moves nothing.
      const replayed = await withdraw(ANNA, 10_00, 'wd-anna-1');
      expect([replayed.statusCode, replayed.json()]).toEqual([200, withdrawn.json()]);
      expect(await ledger(ANNA)).toEqual(after);
    });

    it('leaves a player without an activated money bonus alone: none at all, one waiting for its deposit, a cashback', async () => {
      expect((await withdraw(ULLA, 5_00, 'wd-ulla-1')).statusCode).toBe(201);
      expect((await sandbox.app.inject({ method: 'POST', url: `/__sandbox/withdrawals/${ULLA}/payout` })).statusCode).toBe(200);
      expect(await pendingOf(ULLA)).toBeNull();
      expect((await claim(ULLA, 'casino-reload-half')).statusCode).toBe(200);
      expect((await call(ULLA, 'POST', '/bonus/cashback/casino-cashback-weekly/activate')).statusCode).toBe(200);
      const withdrawn = await withdraw(ULLA, 5_00, 'wd-ulla-2');
      expect(withdrawn.statusCode).toBe(201);
      expect((await ledger(ULLA)).balances).toMatchObject({ main: 30_00, locked: 5_00 });
      expect((await bonusRows(ULLA)).map((row) => row.status).sort()).toEqual(['ACTIVATED', 'PENDING_DEPOSIT']);
    });

    it('answers the ledger\'s own refusals first: an amount over the cash balance is NOT_ENOUGH_FUNDS, not the bonus', async () => {
      await claim(ANNA, 'loyalty-gold-reward', { state: 'ACTIVATED', bonusAssignmentId: 'pb-anna-loyalty-gold' });
      const refused = await withdraw(ANNA, 1000_00, 'wd-anna-big');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'NOT_ENOUGH_FUNDS']);
      const conflict = await withdraw(ANNA, 10_00, 'wd-anna-small');
      expect(conflict.json()).toMatchObject({ code: BONUS_ERROR_CODES.activeOnWithdrawal, activeAssignmentId: 'pb-anna-loyalty-gold', activeTitle: 'Kultatason palkinto: 25 €', activeWageringProgress: 0 });
    });
  });

  describe('bonus codes and consent', () => {
    it('validates and claims WELCOME100 anywhere; refuses invalid, expired, used and other-site codes with their codes', async () => {
      const validated = await call(NORA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'welcome100' });
      expect(validated.statusCode).toBe(200);
      expect(validated.json()).toMatchObject({ bonusCode: 'WELCOME100', campaignId: 'code-welcome-100', reward: { hasBonusCode: true, bonusAmount: 10_00 } });
      expectBonusError(await call(ULLA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'NOPE' }), 400, BONUS_ERROR_CODES.codeInvalid);
      expectBonusError(await call(ULLA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'EXPIRED10' }), 400, BONUS_ERROR_CODES.codeExpired);
      expectBonusError(await call(ANNA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'USED50' }), 400, BONUS_ERROR_CODES.codeUsed);
      expect((await call(ULLA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'USED50' })).statusCode).toBe(200);
      expectBonusError(await call(ULLA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'FI-ONLY' }), 400, BONUS_ERROR_CODES.otherSite);
      expect((await call(ANNA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'FI-ONLY' })).statusCode).toBe(200);
      expectFieldErrors(await call(ULLA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'no spaces!' }));

      const [first, second] = await Promise.all([
        call(ULLA, 'POST', '/bonus/bonus-code/manual-claim', { bonusCode: 'WELCOME100', state: 'ACTIVATED' }),
        call(ULLA, 'POST', '/bonus/bonus-code/manual-claim', { bonusCode: 'WELCOME100', state: 'ACTIVATED' }),
      ]);
      expect(first.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(rewardSchema.parse(first.json())).toMatchObject({ bonusStatus: 'ACTIVATED', partnerBonusCode: 'WELCOME100', hasBonusCode: true });
      expect((await ledger(ULLA)).balances.bonus.casino).toBe(10_00);
      expect((await rewards(ULLA, 'ACTIVE', '&hasBonusCode=true')).map((reward) => reward.campaignId)).toEqual(['code-welcome-100']);
      expect(await rewards(ULLA, 'ACTIVE', '&hasBonusCode=false')).toEqual([]);
    });

    it('allows manual claim only where the profile allows it (ulla and anna yes, nora no)', async () => {
      expect((await call(ULLA, 'GET', '/bonus/bonus-code/manual-claim/available')).json()).toEqual({ isAvailable: true });
      expectBonusError(await call(NORA, 'POST', '/bonus/bonus-code/manual-claim', { bonusCode: 'WELCOME100', state: 'ACTIVATED' }), 403, BONUS_ERROR_CODES.manualClaimNotAllowed);
      const claimed = await call(ANNA, 'POST', '/bonus/bonus-code/manual-claim', { bonusCode: 'FI-ONLY', state: 'ACTIVATED' });
      expect(claimed.statusCode).toBe(200);
      expect(rewardSchema.parse(claimed.json())).toMatchObject({ campaignId: 'code-fi-only', bonusAmount: 15_00, wageringAmount: 150_00 });
    });

    it('claims a landing page\'s code on consent (nora too), records a decline with 204, refuses a code of another campaign', async () => {
      expectFieldErrors(await call(NORA, 'POST', '/bonus/campaigns/consent', { agreed: 'yes', bonusCode: 'WELCOME100' }));
      expectBonusError(await call(NORA, 'POST', '/bonus/campaigns/consent', { agreed: true, bonusCode: 'WELCOME100', campaignId: 'casino-reload-half' }), 400, BONUS_ERROR_CODES.codeInvalid);
      expect(await bonusRows(NORA)).toEqual([]);
      const declined = await call(NORA, 'POST', '/bonus/campaigns/consent', { agreed: false, bonusCode: 'WELCOME100' });
      expect(declined.statusCode).toBe(204);
      expect(await bonusRows(NORA)).toEqual([]);
      const agreed = await call(NORA, 'POST', '/bonus/campaigns/consent', { agreed: true, bonusCode: 'WELCOME100', campaignId: 'code-welcome-100' });
      expect(agreed.statusCode).toBe(200);
      expect(rewardSchema.parse(agreed.json())).toMatchObject({ campaignId: 'code-welcome-100', bonusStatus: 'ACTIVATED' });
      expect((await rewards(NORA, 'ACTIVE')).map((reward) => reward.campaignId)).toEqual(['code-welcome-100']);
      expectBonusError(await call(NORA, 'POST', '/bonus/campaigns/consent', { agreed: true, bonusCode: 'EXPIRED10' }), 400, BONUS_ERROR_CODES.codeExpired);
    });
  });

  describe('reset and the wallet feed', () => {
    it('pushes WALLET_BALANCE when a bonus moves money (claim, forfeit)', async () => {
      await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
      const walletToken = (await call(ANNA, 'GET', '/player/wallet/session-token')).json().token as string;
      const socket = new WebSocket(`ws://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}/wallet-bonus/ws?token=${walletToken}`);
      try {
        await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
        for (let tries = 0; tries < 50 && !(await sandbox.app.inject({ method: 'GET', url: '/__sandbox/sockets' })).json().total; tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
        const next = () => new Promise<unknown>((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
        let message = next();
        await claim(ANNA, 'loyalty-gold-reward');
        expect(await message).toEqual({ body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 250_00, LOCKED: 0, BONUS: 25_00 } } });
        message = next();
        await call(ANNA, 'PUT', '/bonus/pb-anna-loyalty-gold/state', { state: 'FORFEITED', wageringProgress: 0 });
        expect(await message).toEqual({ body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 250_00, LOCKED: 0, BONUS: 0 } } });
      } finally {
        socket.terminate();
      }
    });

    it('POST /__sandbox/reset restores the bonus seed', async () => {
      await claim(ANNA, 'loyalty-gold-reward');
      await claim(ANNA, 'casino-free-spins');
      await call(ULLA, 'POST', '/bonus/bonus-code/manual-claim', { bonusCode: 'WELCOME100', state: 'ACTIVATED' });
      expect((await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' })).statusCode).toBe(200);
      tokens.clear();
      expect(await rewards(ANNA, 'ACTIVE')).toEqual([]);
      expect(await rewards(ULLA, 'ACTIVE')).toEqual([]);
      expect((await rewards(ANNA, 'ELIGIBLE')).find((reward) => reward.loyalty)).toMatchObject({ assignmentId: 'pb-anna-loyalty-gold', bonusStatus: null });
      expect((await ledger(ANNA)).balances.bonus.casino).toBe(0);
      expectBonusError(await call(ANNA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'USED50' }), 400, BONUS_ERROR_CODES.codeUsed);
      expect((await call(ULLA, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'WELCOME100' })).statusCode).toBe(200);
    });
  });
});
