import type { Deposit, DepositLimitCheck } from '@casino/shared/wire';
import {
  depositFlowReducer,
  depositResultOf,
  initialDepositFlow,
  isDepositUnderWay,
  type DepositFlowAction,
  type DepositFlowState,
} from './deposit-flow';

const attempt = { amount: 2500, paymentMethod: 'TRUSTLY' as const, bonusId: null, idempotencyKey: 'key-1' };
const noLimit: DepositLimitCheck = {
  isSpendLimit: false,
  limitLeft: null,
  limitType: null,
  resetOn: null,
  daysLeftToVerifyDocuments: null,
};
const deposit: Deposit = {
  referenceId: 'dep-1',
  amount: 2500,
  currency: 'EUR',
  paymentMethod: 'TRUSTLY',
  status: 'PENDING',
  redirectUrl: 'http://localhost:4000/provider/pay/dep-1',
  expiresAt: '2026-11-25T10:00:00Z',
};

const run = (...actions: DepositFlowAction[]) => actions.reduce(depositFlowReducer, initialDepositFlow);
const start: DepositFlowAction = { type: 'start', attempt, modal: true };

describe('deposit flow (spec 001 §4 "Deposit flow")', () => {
  it('starts inactive', () => {
    expect(initialDepositFlow.status).toBe('INACTIVE');
    expect(initialDepositFlow.notification).toBeNull();
  });

  it('start sets loading and the modal flag, and keeps the attempt', () => {
    expect(run(start)).toMatchObject({ status: 'LOADING', modal: true, attempt });
  });

  it('a second start while one is under way is the same attempt (a double-clicked Pay)', () => {
    const once = run(start);
    expect(
      depositFlowReducer(once, {
        type: 'start',
        attempt: { ...attempt, idempotencyKey: 'key-2' },
        modal: true,
      }),
    ).toBe(once);
  });

  it('goes from the check to the provider, and the result sets the status and the notification', () => {
    const paying = run(start, { type: 'checked', check: noLimit }, { type: 'requested', deposit });
    expect(paying).toMatchObject({ status: 'PROVIDER', hideCashier: true, deposit });
    expect(isDepositUnderWay(paying)).toBe(true);
    const done = depositFlowReducer(paying, { type: 'result', result: 'SUCCESS' });
    expect(done).toMatchObject({ status: 'SUCCESS', hideCashier: false, notification: 'SUCCESS' });
  });

  it('stops on a self limit with what it allows, which limit and when it resets', () => {
    const check: DepositLimitCheck = {
      isSpendLimit: true,
      limitLeft: 1000,
      limitType: 'DEPOSIT_DAILY',
      resetOn: '2026-11-26T00:00:00Z',
      daysLeftToVerifyDocuments: null,
    };
    expect(run(start, { type: 'checked', check })).toMatchObject({
      status: 'LIMIT_REACHED',
      isSpendLimit: true,
      limitLeft: 1000,
      limitType: 'DEPOSIT_DAILY',
      resetOn: '2026-11-26T00:00:00Z',
    });
  });

  it('shows the KYC notice with the days left, then goes on when the player confirms', () => {
    const notice = run(start, { type: 'checked', check: { ...noLimit, daysLeftToVerifyDocuments: 5 } });
    expect(notice).toMatchObject({ status: 'KYC_NOTICE', daysLeftToVerifyDocuments: 5 });
    expect(depositFlowReducer(notice, { type: 'confirm' }).status).toBe('LOADING');
  });

  it('clear returns to inactive keeping the notification flag; notification-done turns it off', () => {
    const cleared = run(
      start,
      { type: 'checked', check: noLimit },
      { type: 'requested', deposit },
      { type: 'result', result: 'FAILED' },
      { type: 'clear' },
    );
    expect(cleared).toMatchObject({
      status: 'INACTIVE',
      modal: false,
      attempt: null,
      deposit: null,
      notification: 'FAILED',
    });
    expect(depositFlowReducer(cleared, { type: 'notificationDone' }).notification).toBeNull();
  });

  it('ignores a result that comes after the flow moved on', () => {
    const cleared = run(
      start,
      { type: 'checked', check: noLimit },
      { type: 'requested', deposit },
      { type: 'clear' },
    );
    expect(depositFlowReducer(cleared, { type: 'result', result: 'SUCCESS' })).toBe(cleared);
  });

  it('a failed call shows an error and gives the form back', () => {
    expect(run(start, { type: 'failed' })).toMatchObject({ status: 'ERROR', hideCashier: false });
  });

  it('keeps the bonus choice while bonuses are offered, and drops it when none are', () => {
    const chosen = run(
      { type: 'bonusesLoaded', available: true },
      { type: 'selectBonus', bonusId: 'camp-1' },
    );
    expect(chosen).toMatchObject({ selectBonus: true, selectedBonusId: 'camp-1' });
    expect(depositFlowReducer(chosen, { type: 'clear' }).selectedBonusId).toBe('camp-1');
    expect(depositFlowReducer(chosen, { type: 'bonusesLoaded', available: false })).toMatchObject({
      selectBonus: false,
      selectedBonusId: null,
    });
  });

  it('never leaves the statuses it knows, whatever happens in whatever order', () => {
    const actions: DepositFlowAction[] = [
      start,
      { type: 'checked', check: noLimit },
      { type: 'confirm' },
      { type: 'requested', deposit },
      { type: 'result', result: 'CANCELLED' },
      { type: 'failed' },
      { type: 'clear' },
      { type: 'notificationDone' },
    ];
    let state: DepositFlowState = initialDepositFlow;
    for (let round = 0; round < 200; round += 1) {
      state = depositFlowReducer(state, actions[(round * 7 + (round >> 2)) % actions.length]!);
      expect([
        'INACTIVE',
        'LOADING',
        'LIMIT_REACHED',
        'KYC_NOTICE',
        'PROVIDER',
        'SUCCESS',
        'FAILED',
        'CANCELLED',
        'ERROR',
      ]).toContain(state.status);
      if (state.status === 'PROVIDER') expect(state.deposit).not.toBeNull();
    }
  });
});

describe('a deposit status on the platform (spec 001 §3 Statuses)', () => {
  it.each([
    ['SUCCESS', 'SUCCESS'],
    ['COMPLETED', 'SUCCESS'],
    ['FAILED', 'FAILED'],
    ['REVERTED', 'FAILED'],
    ['CANCELLED', 'CANCELLED'],
    ['PENDING', null],
    ['WAITING_INPUT', null],
  ] as const)('%s → %s', (status, result) => {
    expect(depositResultOf(status)).toBe(result);
  });
});
