import { BONUS_ERROR_CODES, cashbackClaimSchema, cashbackProgressSchema, freeSpinDetailsSchema, rewardSchema, tournamentSchema, type Reward } from '@casino/shared/wire';

import { TOURNAMENT_ID } from '../seed/bonuses';
import { TEST_NOW, bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';

const ANNA = 'anna@sandbox.test';
const ULLA = 'ulla@sandbox.test';
const NORA = 'nora@sandbox.test';

/** Cashback, opt-in, free spins, sportsbook bonuses and tournaments (issue 17 points 1, 3, 4). */
describe('bonus features on the ledger', () => {
  let sandbox: TestSandbox;
  const tokens = new Map<string, string>();
  beforeEach(async () => {
    sandbox = await createTestSandbox();
    tokens.clear();
  });
  afterEach(() => sandbox.close());

  const tokenOf = async (email: string) => {
    const known = tokens.get(email) ?? (await loginAs(sandbox.app, email)).accessToken;
    tokens.set(email, known);
    return known;
  };
  const call = async (email: string | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    sandbox.app.inject({ method, url, headers: email ? bearer(await tokenOf(email)) : {}, ...(payload ? { payload } : {}) });
  const main = async (email: string) => (await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${email}/ledger` })).json().balances.main as number;
  const spins = async (email: string, gameId: string, stake: number, outcomes: Array<'win' | 'loss'>) => {
    const ticket = (await call(email, 'POST', '/games/ticket', { gameId, channel: 'web', partner: 653, jurisdiction: 'MT' })).json().ticket as string;
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/launcher/next-outcomes', payload: { outcomes } });
    const answers: Array<{ win: number; balance: number; freeSpin?: boolean }> = [];
    for (let index = 0; index < outcomes.length; index += 1) {
      const response = await sandbox.app.inject({ method: 'POST', url: '/launcher/spin', payload: { ticket, gameId, stake } });
      expect(response.statusCode).toBe(200);
      answers.push(response.json());
    }
    return answers;
  };
  const eligible = async (email: string) => (await call(email, 'GET', '/bonus/rewards?rewardsType=ELIGIBLE&version=v2')).json().rewards as Reward[];
  const active = async (email: string) => (await call(email, 'GET', '/bonus/rewards?rewardsType=ACTIVE&version=v2')).json().rewards as Reward[];

  it('cashback: activate, count net losses of its vertical, claim into MAIN once, start again, deactivate', async () => {
    const progressBefore = await call(ULLA, 'GET', '/bonus/cashback/casino-cashback-weekly/progress');
    expect(cashbackProgressSchema.parse(progressBefore.json())).toEqual({ campaignId: 'casino-cashback-weekly', netLoss: 0, amount: 0, claimable: false });
    const activated = rewardSchema.parse((await call(ULLA, 'POST', '/bonus/cashback/casino-cashback-weekly/activate')).json());
    expect(activated).toMatchObject({ cashbackActivated: true, bonusStatus: 'ACTIVATED', cashbackInfo: { percentage: 10, maxAmount: 50_00 } });
    expect((await call(ULLA, 'POST', '/bonus/cashback/casino-cashback-weekly/activate')).json()).toMatchObject({ assignmentId: activated.assignmentId });
    await spins(ULLA, 'book-of-dead', 500, ['loss', 'loss', 'loss', 'loss', 'loss']);
    const progress = cashbackProgressSchema.parse((await call(ULLA, 'GET', '/bonus/cashback/casino-cashback-weekly/progress')).json());
    expect(progress).toEqual({ campaignId: 'casino-cashback-weekly', netLoss: 25_00, amount: 2_50, claimable: true });
    expect((await active(ULLA)).find((reward) => reward.campaignId === 'casino-cashback-weekly')?.cashbackProgress).toEqual(progress);
    const before = await main(ULLA);
    const claimed = cashbackClaimSchema.parse((await call(ULLA, 'POST', '/bonus/cashback/casino-cashback-weekly/claim')).json());
    expect(claimed).toMatchObject({ amount: 2_50, currency: 'EUR', reward: { cashbackProgress: { netLoss: 0, amount: 0, claimable: false } } });
    expect(await main(ULLA)).toBe(before + 2_50);
    const again = await call(ULLA, 'POST', '/bonus/cashback/casino-cashback-weekly/claim');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: BONUS_ERROR_CODES.nothingToClaim });
    expect(await main(ULLA)).toBe(before + 2_50);
    const deactivated = rewardSchema.parse((await call(ULLA, 'POST', '/bonus/cashback/casino-cashback-weekly/deactivate')).json());
    expect(deactivated).toMatchObject({ cashbackActivated: false, bonusStatus: null });
    expect((await eligible(ULLA)).some((reward) => reward.campaignId === 'casino-cashback-weekly' && reward.assignmentId === null)).toBe(true);
    expect((await call(NORA, 'POST', '/bonus/cashback/casino-cashback-weekly/activate')).json()).toMatchObject({ code: BONUS_ERROR_CODES.notEligible });
    expect((await call(ULLA, 'POST', '/bonus/cashback/casino-reload-half/activate')).statusCode).toBe(400);
  });

  it('opt-in: activate and deactivate by POST or GET, idempotent', async () => {
    const joined = rewardSchema.parse((await call(ANNA, 'GET', '/bonus/optIn/casino-weekend-optin/activate')).json());
    expect(joined).toMatchObject({ optedIn: true, bonusStatus: 'ACTIVATED', campaignCategory: 'OPT_IN' });
    expect((await call(ANNA, 'POST', '/bonus/optIn/casino-weekend-optin/activate')).json()).toMatchObject({ assignmentId: joined.assignmentId });
    expect((await active(ANNA)).map((reward) => reward.campaignId)).toContain('casino-weekend-optin');
    expect((await call(ANNA, 'POST', '/bonus/optIn/casino-weekend-optin/deactivate')).json()).toMatchObject({ optedIn: false, bonusStatus: null });
    expect((await call(ANNA, 'GET', '/bonus/optIn/casino-weekend-optin/deactivate')).json()).toMatchObject({ optedIn: false, assignmentId: null });
    expect((await active(ANNA)).map((reward) => reward.campaignId)).not.toContain('casino-weekend-optin');
    expect((await call(ANNA, 'POST', '/bonus/optIn/casino-reload-half/activate')).statusCode).toBe(400);
  });

  it('free spins: the launcher plays them first on their games, counts used spins and winnings paid as cash', async () => {
    const claimed = rewardSchema.parse((await call(ANNA, 'POST', '/bonus/freespins/casino-free-spins/claim', {})).json());
    expect(claimed).toMatchObject({ bonusStatus: 'ACTIVATED', betBonusType: -1, freeSpinDetail: { spins: 10, usedSpins: 0, spinValue: 10, winnings: 0, gameIds: ['fire-joker', 'legacy-of-dead'] } });
    expect((await call(ANNA, 'POST', '/bonus/freespins/casino-free-spins/claim', {})).json()).toEqual(claimed);
    const before = await main(ANNA);
    // Another game is played for money.
    await spins(ANNA, 'book-of-dead', 100, ['loss']);
    expect(await main(ANNA)).toBe(before - 1_00);
    const played = await spins(ANNA, 'fire-joker', 500, ['win', 'loss', 'loss']);
    expect(played.every((answer) => answer.freeSpin === true)).toBe(true);
    const won = played[0]?.win ?? 0;
    expect(won % 10).toBe(0);
    expect(await main(ANNA)).toBe(before - 1_00 + won);
    const details = freeSpinDetailsSchema.parse((await call(ANNA, 'GET', '/bonus/freespins?campaignIds=casino-free-spins,casino-reload-half')).json());
    expect(details.freeSpins).toEqual([{ campaignId: 'casino-free-spins', assignmentId: claimed.assignmentId, detail: expect.objectContaining({ spins: 10, usedSpins: 3, winnings: won }) }]);
    await spins(ANNA, 'legacy-of-dead', 500, Array.from({ length: 7 }, () => 'loss' as const));
    expect(await main(ANNA)).toBe(before - 1_00 + won);
    const [paid] = await spins(ANNA, 'fire-joker', 100, ['loss']);
    expect(paid?.freeSpin).toBeUndefined();
    expect(await main(ANNA)).toBe(before - 2_00 + won);
    expect((await call(ANNA, 'GET', '/bonus/freespins?campaignIds=casino-free-spins')).json().freeSpins[0].detail).toMatchObject({ usedSpins: 10 });
    expect((await active(ANNA)).some((reward) => reward.campaignId === 'casino-free-spins')).toBe(false);
    expect((await call(ANNA, 'GET', '/bonus/freespins')).statusCode).toBe(400);
    expect((await call(ANNA, 'POST', '/bonus/freespins/casino-reload-half/claim', {})).json()).toMatchObject({ code: BONUS_ERROR_CODES.notEligible });
    expect((await call(ANNA, 'POST', '/bonus/freespins/casino-free-spins/claim', { bonusAssignmentId: '' })).statusCode).toBe(400);
    // A partner code opens nothing that is not the player's.
    expect((await call(NORA, 'POST', '/bonus/freespins/casino-free-spins/claim', { partnerBonusCode: 'ANY' })).json()).toMatchObject({ code: BONUS_ERROR_CODES.notEligible });
  });

  it('sportsbook bonuses by language; a claim credits BONUS_SPORTS once', async () => {
    const fi = (await call(ANNA, 'GET', '/bonus/sportsbook?lang=fi')).json().bonuses;
    expect(fi.map((bonus: { title: string }) => bonus.title)).toEqual(['10 € ilmaisveto', '20 € ennakkovetobonus']);
    const en = (await call(ANNA, 'GET', '/bonus/sportsbook?lang=en')).json().bonuses;
    expect(en[0]).toMatchObject({ campaignId: 'sports-free-bet', title: '€10 free bet', bonusType: 'FREE_BET', eligibility: 'BOTH', minOdds: 1.5, amount: 10_00, currency: 'EUR', claimed: false });
    expect((await call(ULLA, 'GET', '/bonus/sportsbook?lang=de')).json().bonuses[1].title).toBe('€20 pre-match bonus');
    expect((await call(NORA, 'GET', '/bonus/sportsbook?lang=en')).json()).toEqual({ bonuses: [] });
    expect((await call(ANNA, 'GET', '/bonus/sportsbook?lang=<b>')).statusCode).toBe(400);
    const claimed = rewardSchema.parse((await call(ANNA, 'POST', '/bonus/sportsbook/sports-prematch-bonus/claim')).json());
    expect(claimed).toMatchObject({ vertical: 'SPORTS', bonusStatus: 'ACTIVATED', bonusAmount: 20_00, wageringAmount: 60_00 });
    expect((await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${ANNA}/ledger` })).json().balances.bonus.sports).toBe(20_00);
    expect((await call(ANNA, 'POST', '/bonus/sportsbook/sports-prematch-bonus/claim')).json()).toEqual(claimed);
    expect((await sandbox.app.inject({ method: 'GET', url: `/__sandbox/players/${ANNA}/ledger` })).json().balances.bonus.sports).toBe(20_00);
    expect((await call(ANNA, 'GET', '/bonus/sportsbook?lang=en')).json().bonuses[1].claimed).toBe(true);
    expect((await call(ANNA, 'POST', '/bonus/sportsbook/sports-free-bet/claim')).statusCode).toBe(200);
    expect((await call(ANNA, 'POST', '/bonus/sportsbook/casino-reload-half/claim')).json()).toMatchObject({ code: BONUS_ERROR_CODES.notEligible });
  });

  it('tournaments: by language (CA → EN, CAF → FR), a leaderboard of opted-in players\' stakes per period, the player\'s own row', async () => {
    const list = (await call(null, 'GET', '/bonus/tournaments?language=CAF')).json().tournaments;
    expect(list).toEqual([expect.objectContaining({ id: TOURNAMENT_ID, title: 'Course hebdomadaire aux tours', language: 'FR', period: 'current', optedIn: false })]);
    expect((await call(null, 'GET', '/bonus/tournaments?language=CA')).json().tournaments[0]).toMatchObject({ title: 'Weekly spin race', language: 'EN' });
    expect((await call(null, 'GET', '/bonus/tournaments?language=DE')).json().tournaments[0]).toMatchObject({ title: 'Weekly spin race', language: 'EN' });

    const previous = tournamentSchema.parse((await call(null, 'GET', `/bonus/tournaments/${TOURNAMENT_ID}?period=previous&language=EN`)).json());
    expect(previous.leaderboard).toEqual([
      { position: 1, name: 'Un***', points: 40_00, me: false },
      { position: 2, name: 'Ed***', points: 25_00, me: false },
    ]);
    const current = tournamentSchema.parse((await call(ANNA, 'GET', `/bonus/tournaments/${TOURNAMENT_ID}?period=current&language=EN`)).json());
    expect(Date.parse(current.periodStartsAt)).toBe(Date.parse(previous.periodEndsAt));
    expect(current).toMatchObject({ optedIn: false, me: null, leaderboard: [{ position: 1, name: 'Ed***', points: 12_00, me: false }] });

    // Only stakes placed after opting in count (bets before it do not), on the tournament's games only.
    await spins(ANNA, 'book-of-dead', 500, ['loss', 'loss']);
    sandbox.setNow(new Date(TEST_NOW.getTime() + 60_000));
    expect(rewardSchema.parse((await call(ANNA, 'POST', `/bonus/optIn/${TOURNAMENT_ID}/activate`)).json())).toMatchObject({ optedIn: true, triggerEvent: 'TOURNAMENT' });
    sandbox.setNow(new Date(TEST_NOW.getTime() + 120_000));
    const joined = tournamentSchema.parse((await call(ANNA, 'GET', `/bonus/tournaments/${TOURNAMENT_ID}`)).json());
    expect(joined.me).toEqual({ position: 2, name: 'An***', points: 0, me: true });
    await spins(ANNA, 'reactoonz', 500, ['loss', 'win']);
    await spins(ANNA, 'fire-joker', 500, ['loss']);
    const after = tournamentSchema.parse((await call(ANNA, 'GET', `/bonus/tournaments/${TOURNAMENT_ID}?language=FR`)).json());
    expect(after).toMatchObject({ title: 'Course hebdomadaire aux tours', optedIn: true, me: { position: 2, name: 'An***', points: 10_00, me: true } });
    expect(after.leaderboard.map((row) => row.name)).toEqual(['Ed***', 'An***']);
    await spins(ANNA, 'book-of-dead', 500, ['loss']);
    const ahead = tournamentSchema.parse((await call(ANNA, 'GET', `/bonus/tournaments/${TOURNAMENT_ID}`)).json());
    expect(ahead.me).toMatchObject({ position: 1, points: 15_00 });
    expect((await call(ULLA, 'GET', `/bonus/tournaments/${TOURNAMENT_ID}`)).json()).toMatchObject({ optedIn: false, me: null });
    expect((await call(null, 'GET', '/bonus/tournaments/casino-reload-half')).statusCode).toBe(404);
    expect((await call(null, 'GET', `/bonus/tournaments/${TOURNAMENT_ID}?period=next`)).statusCode).toBe(400);
  });

  it('game limitations: level 0 without an active bonus (a live game too), never without a token', async () => {
    expect((await call(ULLA, 'GET', '/bonus/games/book-of-dead/limitations')).json()).toEqual({ gameId: 'book-of-dead', restrictionLevel: 0, wageringContribution: 100, maxBet: null, campaignId: null });
    expect((await call(null, 'GET', '/bonus/games/book-of-dead/limitations')).statusCode).toBe(401);
    // WELCOME100 is active now: every casino game but the excluded one is level 2.
    await call(ULLA, 'POST', '/bonus/bonus-code/manual-claim', { bonusCode: 'WELCOME100', state: 'ACTIVATED' });
    expect((await call(ULLA, 'GET', '/bonus/games/reactoonz/limitations')).json()).toMatchObject({ restrictionLevel: 2, campaignId: 'code-welcome-100', maxBet: null });
    expect((await call(ULLA, 'GET', '/bonus/games/mystery-joker/limitations')).json()).toMatchObject({ restrictionLevel: 1, wageringContribution: 0 });
  });
});
