import { PERSONA_PASSWORD } from '../seed/personas';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { DEFAULT_RATE_LIMITS } from './rate-limits';

describe('rate limits on logins and codes (issue 21 point 7)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox({ rateLimits: DEFAULT_RATE_LIMITS });
  });
  afterEach(() => sandbox.close());

  const login = (email: string, remoteAddress: string, password = PERSONA_PASSWORD) =>
    sandbox.app.inject({ method: 'POST', url: '/player/login', remoteAddress, payload: { email, password } });
  const resetFor = (email: string, remoteAddress: string) => sandbox.app.inject({ method: 'POST', url: '/player/password_reset', remoteAddress, payload: { email } });

  it('stops one address trying many accounts with the spec’s attempts-exceeded refusal, and only that address', async () => {
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.loginsPerIp; attempt += 1) {
      expect((await login(`nobody-${attempt}@sandbox.test`, '10.0.0.1')).statusCode).toBe(401);
    }
    const refused = await login('anna@sandbox.test', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'code:error.sign.in.attempt.count.exceeded' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await login('anna@sandbox.test', '10.0.0.2')).statusCode).toBe(200);
  });

  it('stops many addresses trying one account, whatever the password', async () => {
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.loginsPerAccount; attempt += 1) {
      expect((await login('Anna@Sandbox.test', `10.0.1.${attempt}`)).statusCode).toBe(200);
    }
    const refused = await login('anna@sandbox.test', '10.0.2.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: 'code:error.sign.in.attempt.count.exceeded' });
    expect((await login('nora@sandbox.test', '10.0.2.1')).statusCode).toBe(200);
  });

  it('sends one phone at most five codes in ten minutes, and says so with sms.max.attempts.reached', async () => {
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.codesPerRecipient; attempt += 1) {
      expect((await resetFor('anna@sandbox.test', `10.0.3.${attempt}`)).statusCode).toBe(200);
    }
    const refused = await resetFor('anna@sandbox.test', '10.0.3.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests', code: 'sms.max.attempts.reached' });
    const outbox = (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/outbox?to=anna@sandbox.test' })).json() as { messages: unknown[] };
    expect(outbox.messages).toHaveLength(DEFAULT_RATE_LIMITS.codesPerRecipient);
    // Ten minutes of the sandbox clock later, a code goes again.
    sandbox.setNow(new Date(Date.parse('2026-06-15T12:00:00Z') + 11 * 60_000));
    expect((await resetFor('anna@sandbox.test', '10.0.3.100')).statusCode).toBe(200);
  });

  it('stops one address asking for codes for many identifiers', async () => {
    for (let attempt = 0; attempt < DEFAULT_RATE_LIMITS.codeRequestsPerIp; attempt += 1) {
      expect((await resetFor(`nobody-${attempt}@sandbox.test`, '10.0.4.1')).statusCode).toBe(200);
    }
    const refused = await resetFor('nobody-x@sandbox.test', '10.0.4.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'sms.max.attempts.reached' });
  });
});
