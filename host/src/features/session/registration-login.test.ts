import { createPlatformBus, type PlatformEvent } from '@casino/shared/bus';
import { answerRegistrationLogins } from './registration-login';
import { LoginRefusedError } from './session-service';

const translate = (key: string, values: Record<string, unknown>) => `${key}:${String(values.days)}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function listen() {
  const bus = createPlatformBus();
  const events: PlatformEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  return { bus, events };
}

describe('answerRegistrationLogins (spec 001 §4 Sign-up, spec 000 §2 login redirect)', () => {
  it('logs in with the chosen e-mail and password, then goes to the page the visitor came from', async () => {
    const { bus, events } = listen();
    const login = jest.fn().mockResolvedValue(undefined);
    answerRegistrationLogins(bus, { login }, translate);
    bus.emit({ type: 'REGISTRATION_LOGIN', email: 'new@example.com', password: 'Secret123', redirectTo: '/en-UN/online-casino' });
    await settle();
    expect(login).toHaveBeenCalledWith('new@example.com', 'Secret123');
    expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/online-casino' });
  });

  it('goes to the locale home for no redirect or one off the site', async () => {
    const { bus, events } = listen();
    answerRegistrationLogins(bus, { login: jest.fn().mockResolvedValue(undefined) }, translate);
    bus.emit({ type: 'REGISTRATION_LOGIN', email: 'new@example.com', password: 'Secret123' });
    bus.emit({ type: 'REGISTRATION_LOGIN', email: 'new@example.com', password: 'Secret123', redirectTo: '//evil.example/x' });
    await settle();
    expect(events.filter((event) => event.type === 'NAVIGATE')).toEqual([
      { type: 'NAVIGATE', to: '/en-UN' },
      { type: 'NAVIGATE', to: '/en-UN' },
    ]);
  });

  it('answers a refusal with LOGIN_FAILED and goes nowhere', async () => {
    const { bus, events } = listen();
    const refusal = new LoginRefusedError({ kind: 'unauthorized', messageKey: 'login.error.unauthorized', code: 'error.player.not.found' });
    answerRegistrationLogins(bus, { login: jest.fn().mockRejectedValue(refusal) }, translate);
    bus.emit({ type: 'REGISTRATION_LOGIN', email: 'new@example.com', password: 'Secret123', redirectTo: '/en-UN/promotions' });
    await settle();
    expect(events).toContainEqual({ type: 'LOGIN_FAILED', code: 'error.player.not.found', message: 'login.error.unauthorized:0' });
    expect(events.some((event) => event.type === 'NAVIGATE')).toBe(false);
  });
});
