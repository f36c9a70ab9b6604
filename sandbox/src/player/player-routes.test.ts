import { createTestSandbox, TEST_NOW, type TestSandbox } from '../testing/test-sandbox';

describe('player stand-ins (spec 001 §7 Player)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  it('answers SENT for any well-formed e-mail and records the request', async () => {
    for (const email of ['known@example.com', 'nobody@example.org']) {
      const response = await sandbox.app.inject({ method: 'POST', url: '/player/password_reset', payload: { email } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'SENT', smsResetKeyId: expect.any(String) });
    }
    const state = (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/state' })).json();
    expect(state.passwordResetRequests).toEqual([
      { email: 'known@example.com', requestedAt: TEST_NOW.toISOString() },
      { email: 'nobody@example.org', requestedAt: TEST_NOW.toISOString() },
    ]);
  });

  it.each([['not-an-email'], [''], [42]])('answers 400 with spec 000 §8 field errors for %p', async (email) => {
    const response = await sandbox.app.inject({ method: 'POST', url: '/player/password_reset', payload: { email } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: expect.any(String),
      validationErrors: [{ objectName: 'passwordResetRequest', field: 'email', rejectedValue: email, status: 'INVALID', message: expect.any(String), code: 'Email' }],
    });
  });

  it('reports the access context, restricted once a country is', async () => {
    const open = (await sandbox.app.inject({ method: 'GET', url: '/player/access/context' })).json();
    expect(open).toEqual({ restricted: false, countryCode: 'MT', region: 'Valletta', city: 'Valletta', ipAddress: '127.0.0.1' });
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/flags', payload: { restrictedCountry: 'US' } });
    const restricted = (await sandbox.app.inject({ method: 'GET', url: '/player/access/context' })).json();
    expect(restricted).toMatchObject({ restricted: true, countryCode: 'US' });
  });
});
