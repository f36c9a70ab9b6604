import type { PayAndPlayCode } from '@casino/shared/wire';
import { initialPayAndPlayFlow, keepPayAndPlayFlow, payAndPlayFlowReducer, restorePayAndPlayFlow, type PayAndPlayAction, type PayAndPlayFlowState } from './pay-and-play-flow';

const session = { sessionId: 'pnp-1', iframeUrl: 'http://127.0.0.1:4000/provider/paynplay/pnp-1' };
const player = (isNewPlayer: boolean): PayAndPlayCode => ({ playerId: 'p-new', sessionId: 'pnp-1', isNewPlayer, deposit: { referenceId: 'd-1', amount: 5000, currency: 'EUR' } });
const run = (...actions: PayAndPlayAction[]): PayAndPlayFlowState => actions.reduce(payAndPlayFlowReducer, initialPayAndPlayFlow);

describe('pay-and-play flow (spec 001 §3, §4 Pay-and-play)', () => {
  it('starts with every step uninitialised, on the amount', () => {
    expect(initialPayAndPlayFlow.phase).toBe('AMOUNT');
    expect(Object.values(initialPayAndPlayFlow.steps)).toEqual(['UNINITIALIZED', 'UNINITIALIZED', 'UNINITIALIZED', 'UNINITIALIZED']);
  });

  it('a new player: authorize → provider → code → login → the sign-up form → complete, each step loading then success', () => {
    let state = run({ type: 'authorizeStarted', amount: 5000 });
    expect(state.steps.authorize).toBe('LOADING');
    state = payAndPlayFlowReducer(state, { type: 'authorizeSucceeded', session });
    expect(state).toMatchObject({ phase: 'PROVIDER', session, amount: 5000, steps: { authorize: 'SUCCESS' } });
    state = payAndPlayFlowReducer(state, { type: 'codeStarted' });
    expect(state).toMatchObject({ phase: 'VERIFYING', steps: { verifyCode: 'LOADING' } });
    state = payAndPlayFlowReducer(state, { type: 'codeSucceeded', player: player(true) });
    state = payAndPlayFlowReducer(state, { type: 'loginStarted' });
    expect(state).toMatchObject({ phase: 'LOGGING_IN', steps: { verifyCode: 'SUCCESS', loginPlayer: 'LOADING' } });
    state = payAndPlayFlowReducer(state, { type: 'loginSucceeded' });
    expect(state.phase).toBe('DETAILS');
    state = payAndPlayFlowReducer(state, { type: 'updateStarted' });
    state = payAndPlayFlowReducer(state, { type: 'updateSucceeded' });
    expect(state).toMatchObject({ phase: 'COMPLETE', steps: { authorize: 'SUCCESS', verifyCode: 'SUCCESS', loginPlayer: 'SUCCESS', updatePlayer: 'SUCCESS' } });
  });

  it('a known player goes from login straight to complete (no sign-up form)', () => {
    const state = run(
      { type: 'authorizeStarted', amount: 5000 },
      { type: 'authorizeSucceeded', session },
      { type: 'codeStarted' },
      { type: 'codeSucceeded', player: player(false) },
      { type: 'loginStarted' },
      { type: 'loginSucceeded' },
    );
    expect(state.phase).toBe('COMPLETE');
    expect(state.steps.updatePlayer).toBe('UNINITIALIZED');
  });

  it.each(['DECLINED', 'CANCELLED'] as const)('a provider page %s goes back to the amount and says so', (reason) => {
    const state = run({ type: 'authorizeStarted', amount: 5000 }, { type: 'authorizeSucceeded', session }, { type: 'providerStopped', reason });
    expect(state).toMatchObject({ phase: 'AMOUNT', stopped: reason, session: null, amount: 5000 });
  });

  it('a failed step keeps its phase with the message, and can be tried again', () => {
    let state = run(
      { type: 'authorizeStarted', amount: 5000 },
      { type: 'authorizeSucceeded', session },
      { type: 'codeStarted' },
      { type: 'codeSucceeded', player: player(true) },
      { type: 'loginStarted' },
      { type: 'stepFailed', step: 'loginPlayer', message: 'Your account is closed.' },
    );
    expect(state).toMatchObject({ phase: 'LOGGING_IN', error: 'Your account is closed.', steps: { loginPlayer: 'ERROR' } });
    state = payAndPlayFlowReducer(state, { type: 'loginStarted' });
    expect(state).toMatchObject({ error: null, steps: { loginPlayer: 'LOADING' } });
  });

  it('a failed authorize returns to the amount', () => {
    const state = run({ type: 'authorizeStarted', amount: 5000 }, { type: 'stepFailed', step: 'authorize', message: 'Network Error' });
    expect(state).toMatchObject({ phase: 'AMOUNT', error: 'Network Error', steps: { authorize: 'ERROR' } });
  });

  it('ignores what does not fit the phase (a late provider message, a second login)', () => {
    const done = run(
      { type: 'authorizeStarted', amount: 5000 },
      { type: 'authorizeSucceeded', session },
      { type: 'codeStarted' },
      { type: 'codeSucceeded', player: player(false) },
      { type: 'loginStarted' },
      { type: 'loginSucceeded' },
    );
    expect(payAndPlayFlowReducer(done, { type: 'providerStopped', reason: 'CANCELLED' })).toBe(done);
    expect(payAndPlayFlowReducer(done, { type: 'loginStarted' })).toBe(done);
    expect(payAndPlayFlowReducer(initialPayAndPlayFlow, { type: 'codeSucceeded', player: player(true) })).toBe(initialPayAndPlayFlow);
  });
});

describe('the flow kept for the tab (the area is mounted again at login)', () => {
  const storage = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
  };

  it('keeps a flow between the code and the end, and gives it back', () => {
    const kept = storage();
    const loggingIn = run({ type: 'authorizeStarted', amount: 5000 }, { type: 'authorizeSucceeded', session }, { type: 'codeStarted' }, { type: 'codeSucceeded', player: player(true) }, { type: 'loginStarted' });
    keepPayAndPlayFlow(loggingIn, kept);
    expect(restorePayAndPlayFlow(initialPayAndPlayFlow, kept)).toEqual(loggingIn);
  });

  it('forgets it at the end, and keeps nothing before the money moved', () => {
    const kept = storage();
    keepPayAndPlayFlow(run({ type: 'authorizeStarted', amount: 5000 }, { type: 'codeStarted' }, { type: 'codeSucceeded', player: player(true) }, { type: 'loginStarted' }), kept);
    keepPayAndPlayFlow({ ...initialPayAndPlayFlow, phase: 'COMPLETE' }, kept);
    expect(restorePayAndPlayFlow(initialPayAndPlayFlow, kept)).toBe(initialPayAndPlayFlow);
    keepPayAndPlayFlow(run({ type: 'authorizeStarted', amount: 5000 }, { type: 'authorizeSucceeded', session }), kept);
    expect(restorePayAndPlayFlow(initialPayAndPlayFlow, kept)).toBe(initialPayAndPlayFlow);
  });
});
