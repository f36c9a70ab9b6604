import {
  bonusCodeValidationSchema,
  bonusErrorSchema,
  cashbackClaimSchema,
  cashbackProgressSchema,
  errorBodySchema,
  freeSpinDetailsSchema,
  gameLimitationsSchema,
  rewardSchema,
  rewardsSchema,
  sportsbookBonusesSchema,
  tournamentSchema,
  tournamentsSchema,
} from '@casino/shared/wire';
import type { z } from 'zod/mini';

import { TOURNAMENT_ID } from '../seed/bonuses';
import { bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';

/** Every bonus answer parses with the wire schema the front end reads it with (shared/src/wire/bonus.ts), so drift shows. */
describe('the bonus calls answer in the wire shapes (@casino/shared/wire bonus.ts)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  it('answers every call, and every refusal, in its wire shape', async () => {
    const token = (await loginAs(sandbox.app, 'anna@sandbox.test')).accessToken;
    const answer = async (schema: z.ZodMiniType, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, status = 200) => {
      const response = await sandbox.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} ${status}`);
      const parsed = schema.safeParse(response.json());
      if (!parsed.success) throw new Error(`${method} ${url} answered outside its wire schema: ${JSON.stringify(parsed.error.issues)}`);
      return parsed.data as Record<string, unknown>;
    };
    const claimed = { state: 'ACTIVATED' };
    await answer(rewardsSchema, 'GET', '/bonus/rewards?rewardsType=ELIGIBLE&version=v2');
    await answer(rewardsSchema, 'GET', '/bonus/rewards?rewardsType=ACTIVE&version=v2&hasBonusCode=false&excludeTriggerType=TOURNAMENT');
    const deposit = await answer(rewardSchema, 'POST', '/bonus/rewards/casino-reload-half/claim', claimed);
    await answer(bonusErrorSchema, 'POST', '/bonus/rewards/casino-welcome-match/claim', claimed, 409);
    await answer(bonusErrorSchema, 'PUT', `/bonus/${String(deposit.assignmentId)}/state`, { state: 'FORFEITED', wageringProgress: 1 }, 409);
    await answer(rewardSchema, 'PUT', `/bonus/${String(deposit.assignmentId)}/state`, { state: 'FORFEITED', wageringProgress: 0 });
    await answer(rewardSchema, 'POST', '/bonus/freespins/casino-free-spins/claim', {});
    await answer(freeSpinDetailsSchema, 'GET', '/bonus/freespins?campaignIds=casino-free-spins');
    await answer(rewardSchema, 'POST', '/bonus/cashback/casino-cashback-weekly/activate');
    await answer(cashbackProgressSchema, 'GET', '/bonus/cashback/casino-cashback-weekly/progress');
    await answer(bonusErrorSchema, 'POST', '/bonus/cashback/casino-cashback-weekly/claim', undefined, 400);
    await answer(rewardSchema, 'POST', '/bonus/cashback/casino-cashback-weekly/deactivate');
    await answer(rewardSchema, 'POST', '/bonus/optIn/casino-weekend-optin/activate');
    await answer(rewardSchema, 'GET', '/bonus/optIn/casino-weekend-optin/deactivate');
    await answer(gameLimitationsSchema, 'GET', '/bonus/games/book-of-dead/limitations');
    await answer(bonusCodeValidationSchema, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'WELCOME100' });
    await answer(bonusErrorSchema, 'POST', '/bonus/bonus-code/validate', { bonusCode: 'USED50' }, 400);
    await answer(rewardSchema, 'POST', '/bonus/bonus-code/manual-claim', { bonusCode: 'FI-ONLY', state: 'ACTIVATED' });
    await answer(bonusErrorSchema, 'POST', '/bonus/campaigns/consent', { agreed: true, bonusCode: 'WELCOME100' }, 409);
    await answer(sportsbookBonusesSchema, 'GET', '/bonus/sportsbook?lang=fi');
    await answer(rewardSchema, 'POST', '/bonus/sportsbook/sports-free-bet/claim');
    await answer(tournamentsSchema, 'GET', '/bonus/tournaments?language=FI');
    await answer(tournamentSchema, 'GET', `/bonus/tournaments/${TOURNAMENT_ID}?period=previous&language=EN`);
    await answer(errorBodySchema, 'GET', '/bonus/rewards?rewardsType=SOME', undefined, 400);
    // A cashback with money to pay, claimed.
    await answer(rewardSchema, 'POST', '/bonus/cashback/casino-cashback-weekly/activate');
    const ticket = (await sandbox.app.inject({ method: 'POST', url: '/games/ticket', headers: bearer(token), payload: { gameId: 'book-of-dead', channel: 'web', partner: 653, jurisdiction: 'MT' } })).json().ticket as string;
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/launcher/next-outcomes', payload: { outcomes: ['loss'] } });
    await sandbox.app.inject({ method: 'POST', url: '/launcher/spin', payload: { ticket, gameId: 'book-of-dead', stake: 500 } });
    await answer(cashbackClaimSchema, 'POST', '/bonus/cashback/casino-cashback-weekly/claim');
  });
});
