import type { BonusConflict, BonusFailure } from '@casino/shared/platform';
import { withdrawalLimitCheckSchema, type WithdrawalLimitCheck } from '@casino/shared/wire';
import {
  exceedsWithdrawLimit,
  initialWithdrawFlow,
  isWithdrawalLimitCode,
  withdrawFlowReducer,
  withdrawStatusOf,
  withdrawStatusOfCheck,
  type WithdrawFlowAction,
  type WithdrawFlowState,
} from './withdraw-flow';

const check = (overrides: Partial<WithdrawalLimitCheck> = {}): WithdrawalLimitCheck => ({
  outcome: 'SUCCESS',
  limit: null,
  originalLimit: null,
  duration: null,
  resetOn: null,
  ...overrides,
});

describe('withdrawal outcome → flow status (spec 001 §4)', () => {
  it.each([
    ['NOT_ENOUGH_FUNDS', 'ERROR'],
    ['EXCEEDS_KYC_LIMIT', 'ERROR'],
    ['FAILURE', 'ERROR'],
    ['SUCCESS', 'ALLOWED'],
    ['DOCUMENTS_PREFERRED', 'VERIFY_DOCUMENT_LOYAL'],
    ['DOCUMENTS_UNDER_REVIEW', 'UNDER_REVIEW'],
    ['DOCUMENTS_REQUIRED', 'REQUIRED'],
    ['DOCUMENTS_REQUIRED_RESTRICTED', 'STRICT'],
    ['WITHDRAWAL_LIMIT_REACHED', 'WITHDRAWAL_LIMIT_REACHED'],
    ['SELF_LIMIT_REACHED', 'SELF_LIMIT_REACHED'],
    ['RESTRICTED', 'RESTRICTED'],
    ['FORBIDDEN', 'ERROR'],
    ['SELF_SPEND_LIMIT_REACHED', 'ERROR'],
    ['SOMETHING_NEW', 'ERROR'],
    ['', 'ERROR'],
  ])('%s → %s', (outcome, status) => {
    expect(withdrawStatusOf(outcome)).toBe(status);
  });

  it('gives every one of the 13 outcomes a status', () => {
    const outcomes = withdrawalLimitCheckSchema.shape.outcome.options;
    expect(outcomes).toHaveLength(13);
    for (const outcome of outcomes) expect(withdrawStatusOf(outcome)).toEqual(expect.any(String));
  });

  it('a withdrawal limit of 0 means the limit is reached, even when the outcome allows it (spec 001 §5)', () => {
    expect(withdrawStatusOfCheck(check({ limit: 0 }))).toBe('WITHDRAWAL_LIMIT_REACHED');
    expect(withdrawStatusOfCheck(check({ limit: 1 }))).toBe('ALLOWED');
    expect(withdrawStatusOfCheck(check({ outcome: 'DOCUMENTS_REQUIRED', limit: 0 }))).toBe('REQUIRED');
  });

  it('warns when the main balance exceeds the withdrawal limit (spec 001 §5)', () => {
    expect(exceedsWithdrawLimit(50_000, 20_000)).toBe(true);
    expect(exceedsWithdrawLimit(20_000, 20_000)).toBe(false);
    expect(exceedsWithdrawLimit(50_000, null)).toBe(false);
    expect(exceedsWithdrawLimit(50_000, 0)).toBe(false);
    expect(exceedsWithdrawLimit(null, 100)).toBe(false);
  });
});

describe('withdraw flow (spec 001 §4 "Withdraw flow")', () => {
  const run = (...actions: WithdrawFlowAction[]) => actions.reduce(withdrawFlowReducer, initialWithdrawFlow);
  const start: WithdrawFlowAction = { type: 'start', amount: 2000, idempotencyKey: 'key-1' };

  it('start sets loading; the status is updated from the check with the limit, duration and original limit', () => {
    expect(run(start)).toMatchObject({ status: 'LOADING', amount: 2000, idempotencyKey: 'key-1' });
    const checked = run(start, {
      type: 'checked',
      check: check({ limit: 30_000, originalLimit: 50_000, duration: 'WEEKLY' }),
    });
    expect(checked).toMatchObject({
      status: 'ALLOWED',
      outcome: 'SUCCESS',
      limit: 30_000,
      originalLimit: 50_000,
      duration: 'WEEKLY',
    });
  });

  it('the duration is daily by default (spec 001 §3)', () => {
    expect(initialWithdrawFlow.duration).toBe('DAILY');
    expect(run(start, { type: 'checked', check: check() }).duration).toBe('DAILY');
  });

  it('allowed → request → pending; a request needs an allowed check', () => {
    const allowed = run(start, { type: 'checked', check: check() });
    const pending = ([{ type: 'request' }, { type: 'requested' }] as WithdrawFlowAction[]).reduce(
      withdrawFlowReducer,
      allowed,
    );
    expect(pending.status).toBe('PENDING');
    const refused = run(start, { type: 'checked', check: check({ outcome: 'NOT_ENOUGH_FUNDS' }) });
    expect(withdrawFlowReducer(refused, { type: 'request' })).toBe(refused);
  });

  it('a loyal player whose documents are only preferred may withdraw now', () => {
    const loyal = run(start, { type: 'checked', check: check({ outcome: 'DOCUMENTS_PREFERRED' }) });
    expect(withdrawFlowReducer(loyal, { type: 'request' }).status).toBe('REQUESTING');
  });

  it('a refused request is an error, or the screen of the outcome it names', () => {
    const requesting = run(start, { type: 'checked', check: check() }, { type: 'request' });
    expect(withdrawFlowReducer(requesting, { type: 'requestFailed' })).toMatchObject({
      status: 'ERROR',
      outcome: 'FAILURE',
    });
    expect(withdrawFlowReducer(requesting, { type: 'requestFailed', code: 'error.system.error' })).toMatchObject({
      status: 'ERROR',
      outcome: 'FAILURE',
    });
    expect(withdrawFlowReducer(requesting, { type: 'requestFailed', code: 'WITHDRAWAL_LIMIT_REACHED' })).toMatchObject({
      status: 'WITHDRAWAL_LIMIT_REACHED',
      outcome: 'WITHDRAWAL_LIMIT_REACHED',
    });
    expect(withdrawFlowReducer(requesting, { type: 'requestFailed', code: 'DOCUMENTS_REQUIRED' }).status).toBe('REQUIRED');
  });

  it('only the withdrawal limit code is toasted (spec 001 §8)', () => {
    expect(isWithdrawalLimitCode('WITHDRAWAL_LIMIT_REACHED')).toBe(true);
    expect(isWithdrawalLimitCode('error.withdrawal.cancel.limit_reached')).toBe(false);
    expect(isWithdrawalLimitCode(undefined)).toBe(false);
  });

  it('a check that comes after clear changes nothing', () => {
    const cleared = run(start, { type: 'clear' });
    expect(withdrawFlowReducer(cleared, { type: 'checked', check: check() })).toBe(cleared);
  });

  it('clear resets to the defaults', () => {
    expect(run(start, { type: 'checked', check: check({ limit: 5 }) }, { type: 'clear' })).toEqual(
      initialWithdrawFlow,
    );
  });

  it('a suspended player gets the suspended status; a failed call an error', () => {
    expect(run({ type: 'suspended' }).status).toBe('SUSPENDED');
    expect(run(start, { type: 'failed' }).status).toBe('ERROR');
  });
});

describe('the forfeit-withdrawal prompt (spec 001 §2 "forfeit withdrawal")', () => {
  const conflict: BonusConflict = { assignmentId: 'pb-1', campaignId: 'casino-welcome-match', title: '100% deposit bonus up to €100', wageringProgress: 500 };
  const failure: BonusFailure = { code: 'error.bonus.forfeit.stale', message: 'The wagering progress is 1000 now, not 500', conflict: null };
  const run = (from: WithdrawFlowState, ...actions: WithdrawFlowAction[]) => actions.reduce(withdrawFlowReducer, from);
  const requesting = run(initialWithdrawFlow, { type: 'start', amount: 1000, idempotencyKey: 'key-1' }, { type: 'checked', check: check() }, { type: 'request' });

  it('a request refused for an active bonus goes back to the confirm screen with the prompt; Cancel closes it and sends nothing', () => {
    const prompt = run(requesting, { type: 'bonusInTheWay', conflict });
    expect(prompt).toMatchObject({ status: 'ALLOWED', amount: 1000, idempotencyKey: 'key-1', forfeit: { step: 'confirm', conflict, failure: null } });
    // While the prompt is open the confirm screen's own request is not made.
    expect(withdrawFlowReducer(prompt, { type: 'request' })).toBe(prompt);
    expect(run(prompt, { type: 'keepBonus' })).toEqual({ ...prompt, forfeit: null });
  });

  it('confirm forfeits, then the request again (REQUESTING) ends pending; a second press does nothing', () => {
    const forfeiting = run(requesting, { type: 'bonusInTheWay', conflict }, { type: 'forfeit' });
    expect(forfeiting).toMatchObject({ status: 'REQUESTING', forfeit: { step: 'forfeiting' } });
    expect(withdrawFlowReducer(forfeiting, { type: 'forfeit' })).toBe(forfeiting);
    expect(withdrawFlowReducer(forfeiting, { type: 'keepBonus' })).toBe(forfeiting);
    expect(run(forfeiting, { type: 'requested' })).toMatchObject({ status: 'PENDING', forfeit: null });
    expect(run(forfeiting, { type: 'requestFailed', code: 'NOT_ENOUGH_FUNDS' })).toMatchObject({ status: 'ERROR', outcome: 'NOT_ENOUGH_FUNDS', forfeit: null });
    // The request again meets another active bonus: the prompt asks about that one.
    const other = { ...conflict, assignmentId: 'pb-2' };
    expect(run(forfeiting, { type: 'bonusInTheWay', conflict: other })).toMatchObject({ status: 'ALLOWED', forfeit: { step: 'confirm', conflict: other } });
  });

  it('a refused forfeit shows the forfeit error over the confirm screen; closing it keeps the attempt', () => {
    const failed = run(requesting, { type: 'bonusInTheWay', conflict }, { type: 'forfeit' }, { type: 'forfeitFailed', failure });
    expect(failed).toMatchObject({ status: 'ALLOWED', forfeit: { step: 'failed', conflict, failure } });
    expect(withdrawFlowReducer(failed, { type: 'forfeit' })).toBe(failed);
    expect(run(failed, { type: 'keepBonus' })).toMatchObject({ status: 'ALLOWED', idempotencyKey: 'key-1', forfeit: null });
  });

  it('a loyal player (documents preferred) goes back to that confirm screen; answers out of step change nothing', () => {
    const loyal = run(initialWithdrawFlow, { type: 'start', amount: 1000, idempotencyKey: 'key-2' }, { type: 'checked', check: check({ outcome: 'DOCUMENTS_PREFERRED' }) });
    expect(run(loyal, { type: 'request' }, { type: 'bonusInTheWay', conflict }).status).toBe('VERIFY_DOCUMENT_LOYAL');
    expect(withdrawFlowReducer(loyal, { type: 'bonusInTheWay', conflict })).toBe(loyal);
    expect(withdrawFlowReducer(loyal, { type: 'forfeit' })).toBe(loyal);
    expect(withdrawFlowReducer(loyal, { type: 'forfeitFailed', failure })).toBe(loyal);
    expect(withdrawFlowReducer(loyal, { type: 'keepBonus' })).toBe(loyal);
  });
});
