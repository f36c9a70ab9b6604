import { createPlatformBus, type PlatformEvent } from '@casino/shared/bus';
import { answerPayAndPlayLogins } from './pay-and-play-login';
import { LoginRefusedError } from './session-service';

const translate = (key: string, values: Record<string, unknown>) => `${key}:${String(values.days)}`;

describe('answerPayAndPlayLogins (spec 001 §7 Pay and play)', () => {
  it('logs in with the provider session the cashier names', async () => {
    const bus = createPlatformBus();
    const loginWithPayAndPlay = jest.fn().mockResolvedValue(undefined);
    answerPayAndPlayLogins(bus, { loginWithPayAndPlay }, translate);
    bus.emit({ type: 'PAY_AND_PLAY_LOGIN', sessionId: 'pnp-1' });
    await Promise.resolve();
    expect(loginWithPayAndPlay).toHaveBeenCalledWith('pnp-1');
  });

  it('answers a refusal with LOGIN_FAILED: the code and the message the player reads', async () => {
    const bus = createPlatformBus();
    const events: PlatformEvent[] = [];
    bus.events$.subscribe((event) => events.push(event));
    const refusal = new LoginRefusedError({ kind: 'exclusion', messageKey: 'login.error.exclusion', days: 120, code: 'error.exclusion.in.progress' });
    answerPayAndPlayLogins(bus, { loginWithPayAndPlay: jest.fn().mockRejectedValue(refusal) }, translate);
    bus.emit({ type: 'PAY_AND_PLAY_LOGIN', sessionId: 'pnp-1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toContainEqual({ type: 'LOGIN_FAILED', code: 'error.exclusion.in.progress', message: 'login.error.exclusion:120' });
  });

  it('answers a failure that is no refusal (the network) with the generic message', async () => {
    const bus = createPlatformBus();
    const events: PlatformEvent[] = [];
    bus.events$.subscribe((event) => events.push(event));
    answerPayAndPlayLogins(bus, { loginWithPayAndPlay: jest.fn().mockRejectedValue(new Error('Network Error')) }, translate);
    bus.emit({ type: 'PAY_AND_PLAY_LOGIN', sessionId: 'pnp-1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toContainEqual({ type: 'LOGIN_FAILED', code: 'unhandled.error.no.code', message: 'login.error.unauthorized:0' });
  });
});
