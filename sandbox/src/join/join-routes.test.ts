import {
  codeSentSchema,
  errorBodySchema,
  marketRiskSettingSchema,
  passwordResetResultSchema,
  passwordResetVerificationSchema,
  registrationResultSchema,
  registrationVerificationSchema,
  tokenResponseSchema,
  walletSchema,
  type PasswordResetNewPasswordRequest,
  type PasswordResetVerificationRequest,
  type RegistrationCodeVerificationRequest,
  type RegistrationRequest,
} from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';

import { bearer, createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const NEW_PLAYER: RegistrationRequest = {
  email: 'New.Player@Example.com',
  password: 'Secret123',
  mobilePhone: '+358401234567',
  countryCode: 'FI',
  languageCode: 'en',
  firstName: 'Nea',
  lastName: 'Uusi',
  termsAndConditionsAccepted: true,
  cookiePolicyAccepted: true,
  marketingOptIn: true,
};
const CAPTCHA = { 'x-captcha-token': 'sandbox-captcha' };

/** The newest code in the outbox for `to`. */
async function lastCode(app: FastifyInstance, to: string): Promise<string> {
  const messages = (await app.inject({ method: 'GET', url: `/__sandbox/outbox?to=${encodeURIComponent(to)}` })).json().messages as Array<{ code: string }>;
  if (!messages[0]) throw new Error(`no message to ${to}`);
  return messages[0].code;
}

const login = (app: FastifyInstance, email: string, password: string) => app.inject({ method: 'POST', url: '/player/login', payload: { email, password } });

describe('sign-up (spec 001 §3 Sign-up, §4, §7, §8; issue 15)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const register = (payload: object, headers: Record<string, string> = CAPTCHA) => sandbox.app.inject({ method: 'POST', url: '/player/registration', payload, headers });

  it('registers a Finnish visitor who verifies by SMS from the outbox, then logs in with a wallet at 0', async () => {
    const created = await register(NEW_PLAYER);
    expect(created.statusCode).toBe(201);
    const result = registrationResultSchema.parse(created.json());
    expect(result).toMatchObject({ smsVerificationRequired: true, emailVerificationRequired: false, accountStatus: 'ACCOUNT_UNVERIFIED' });

    const sent = await sandbox.app.inject({ method: 'POST', url: '/player/registration/sms_request', payload: { playerId: result.playerId, siteId: 1 } });
    expect(codeSentSchema.parse(sent.json())).toEqual({ status: 'SENT', channel: 'SMS', sentTo: '+358*****4567', expiresInSeconds: 600, maxAttempts: 5 });
    const outbox = (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/outbox?to=%2B358401234567' })).json();
    expect(outbox.messages).toEqual([{ to: '+358401234567', channel: 'SMS', text: expect.stringContaining(outbox.messages[0].code), code: expect.stringMatching(/^\d{6}$/), sentAt: expect.any(String) }]);

    const verification: RegistrationCodeVerificationRequest = { playerId: result.playerId, siteId: 1, code: await lastCode(sandbox.app, '+358401234567') };
    const verified = await sandbox.app.inject({ method: 'POST', url: '/player/registration/sms_verification', payload: verification });
    expect(registrationVerificationSchema.parse(verified.json())).toMatchObject({ verified: true, smsVerified: true, accountStatus: 'REGISTERED' });

    const tokens = tokenResponseSchema.parse((await login(sandbox.app, 'new.player@example.com', 'Secret123')).json());
    expect(tokens.user).toEqual({ email: 'new.player@example.com', playerId: result.playerId });
    const wallet = walletSchema.parse((await sandbox.app.inject({ method: 'GET', url: '/player/wallet', headers: bearer(tokens.accessToken) })).json());
    expect(wallet).toMatchObject({ currency: 'EUR', mainBalance: 0 });
    const profile = (await sandbox.app.inject({ method: 'GET', url: '/player/profile', headers: bearer(tokens.accessToken) })).json();
    expect(profile).toMatchObject({ playerId: result.playerId, countryCode: 'FI', kycStatus: 'NOT_VERIFIED', accountStatus: 'REGISTERED' });
  });

  it('updates the profile (ContactInfo) and refuses a minor', async () => {
    const { playerId } = registrationResultSchema.parse((await register(NEW_PLAYER)).json());
    const update = { playerId, dateOfBirth: '1990-05-17', postalCode: '00100', mobilePhone: '+358401234567', countryCode: 'FI', termsAndConditionsAccepted: true, languageCode: 'en' };
    const ok = await sandbox.app.inject({ method: 'PUT', url: '/player/registration', payload: update });
    expect(registrationResultSchema.parse(ok.json())).toMatchObject({ playerId, smsVerificationRequired: true });
    const minor = await sandbox.app.inject({ method: 'PUT', url: '/player/registration', payload: { ...update, dateOfBirth: '2010-01-01' } });
    expect(minor.statusCode).toBe(400);
    expect(errorBodySchema.parse(minor.json()).validationErrors).toEqual([expect.objectContaining({ field: 'dateOfBirth', code: 'Adult' })]);
    const unknown = await sandbox.app.inject({ method: 'PUT', url: '/player/registration', payload: { ...update, playerId: 'nobody' } });
    expect(unknown.json()).toMatchObject({ code: 'error.player.not.found' });
  });

  it('asks a German visitor for e-mail verification and a Canadian for none (logged in at once)', async () => {
    const german = registrationResultSchema.parse((await register({ ...NEW_PLAYER, email: 'de@example.com', countryCode: 'DE', mobilePhone: '+4915100000099' })).json());
    expect(german).toMatchObject({ smsVerificationRequired: false, emailVerificationRequired: true });
    await sandbox.app.inject({ method: 'POST', url: '/player/registration/email_request', payload: { playerId: german.playerId, siteId: 1 } });
    const code = await lastCode(sandbox.app, 'DE@example.com');
    const verified = await sandbox.app.inject({ method: 'POST', url: '/player/registration/email_verification', payload: { playerId: german.playerId, siteId: 1, countryCode: 'DE', code } });
    expect(verified.json()).toMatchObject({ emailVerified: true, accountStatus: 'REGISTERED' });

    const canadian = registrationResultSchema.parse((await register({ ...NEW_PLAYER, email: 'ca@example.com', countryCode: 'CA', mobilePhone: '+14165550199' })).json());
    expect(canadian).toMatchObject({ smsVerificationRequired: false, emailVerificationRequired: false, accountStatus: 'REGISTERED' });
    expect((await login(sandbox.app, 'ca@example.com', 'Secret123')).statusCode).toBe(200);
  });

  it('answers sms.code.invalid for a wrong code and sms.max.attempts.reached at the fifth; a new code starts afresh', async () => {
    const { playerId } = registrationResultSchema.parse((await register(NEW_PLAYER)).json());
    await sandbox.app.inject({ method: 'POST', url: '/player/registration/sms_request', payload: { playerId, siteId: 1 } });
    const right = await lastCode(sandbox.app, '+358401234567');
    const wrong = right === '000000' ? '111111' : '000000';
    const codes: string[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const code = attempt === 6 ? right : wrong;
      codes.push((await sandbox.app.inject({ method: 'POST', url: '/player/registration/sms_verification', payload: { playerId, siteId: 1, code } })).json().code);
    }
    expect(codes).toEqual(['sms.code.invalid', 'sms.code.invalid', 'sms.code.invalid', 'sms.code.invalid', 'sms.max.attempts.reached', 'sms.max.attempts.reached']);
    await sandbox.app.inject({ method: 'POST', url: '/player/registration/sms_request', payload: { playerId, siteId: 1 } });
    const fresh = await sandbox.app.inject({ method: 'POST', url: '/player/registration/sms_verification', payload: { playerId, siteId: 1, code: await lastCode(sandbox.app, '+358401234567') } });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a missing captcha, an existing e-mail, a duplicate CPF, a Vonage-invalid phone and bad fields, writing nothing', async () => {
    const noCaptcha = await register(NEW_PLAYER, {});
    expect(noCaptcha.statusCode).toBe(403);
    expect(noCaptcha.json()).toMatchObject({ code: 'error.captcha.validation' });

    const existing = await register({ ...NEW_PLAYER, email: 'ANNA@sandbox.test' });
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toMatchObject({ code: 'error.registration.player_already_exists' });

    const brazil = { ...NEW_PLAYER, email: 'br@example.com', countryCode: 'BR', mobilePhone: '+5511912345678' };
    const duplicate = await register({ ...brazil, cpf: '111.444.777-35' });
    expect(duplicate.statusCode).toBe(400);
    expect(errorBodySchema.parse(duplicate.json()).validationErrors).toEqual([expect.objectContaining({ field: 'cpf', code: 'error.cpf.duplicate_found' })]);
    expect((await register({ ...brazil, cpf: '12345678909' })).statusCode).toBe(201);
    const second = await register({ ...brazil, email: 'br2@example.com', cpf: '123.456.789-09' });
    expect(errorBodySchema.parse(second.json()).validationErrors?.[0]?.code).toBe('error.cpf.duplicate_found');

    const vonage = await register({ ...NEW_PLAYER, mobilePhone: '+99912345678' });
    expect(vonage.statusCode).toBe(403);
    expect(vonage.json()).toEqual({ error: 'Forbidden', code: 'error.vonage.validation', message: 'error.vonage.phone.invalid' });

    const invalid = await register({ ...NEW_PLAYER, email: 'not-an-email', password: 'short', termsAndConditionsAccepted: false });
    expect(invalid.statusCode).toBe(400);
    const fields = errorBodySchema.parse(invalid.json()).validationErrors?.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password', 'termsAndConditionsAccepted']));

    const blocked = await register({ ...NEW_PLAYER, countryCode: 'US', mobilePhone: '+12125550100' });
    expect(blocked.json()).toMatchObject({ code: 'error.country.blocked' });
    expect((await login(sandbox.app, 'new.player@example.com', 'Secret123')).statusCode).toBe(401);
    const ledgerPlayers = await sandbox.db?.selectFrom('registrations').select('email').execute();
    expect(ledgerPlayers?.map((row) => row.email)).toEqual(['br@example.com']);
  });

  it('answers the market risk setting of a country', async () => {
    const answer = (query: string) => sandbox.app.inject({ method: 'GET', url: `/player/markets/risk-setting?${query}` });
    expect(marketRiskSettingSchema.parse((await answer('siteId=1&countryCode=FI')).json())).toEqual({ siteId: 1, countryCode: 'FI', marketRiskSetting: 'LOW' });
    expect((await answer('siteId=1&countryCode=MT')).json().marketRiskSetting).toBe('MEDIUM');
    expect((await answer('siteId=1&countryCode=US')).json().marketRiskSetting).toBe('UNSUPPORTED');
    expect((await answer('siteId=1&countryCode=fin')).statusCode).toBe(400);
  });

  it('forgets registered players and the outbox at a reset', async () => {
    await register(NEW_PLAYER);
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await login(sandbox.app, 'new.player@example.com', 'Secret123')).statusCode).toBe(401);
    expect((await register(NEW_PLAYER)).statusCode).toBe(201);
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/outbox' })).json()).toEqual({ messages: [] });
  });

  it('keeps a registered player across a restart of the sandbox', async () => {
    await register({ ...NEW_PLAYER, countryCode: 'CA', mobilePhone: '+14165550199' });
    const app = await sandbox.rebuild();
    expect((await login(app, 'new.player@example.com', 'Secret123')).statusCode).toBe(200);
  });
});

describe('password reset (spec 001 §3, §4, §7, §8; issue 15)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const post = (url: string, payload: object) => sandbox.app.inject({ method: 'POST', url, payload });

  it('resets anna by e-mail: the code by SMS and e-mail, a reset key, the new password logs in and the old does not', async () => {
    const { smsResetKeyId } = passwordResetResultSchema.parse((await post('/player/password_reset', { email: 'anna@sandbox.test' })).json());
    const code = await lastCode(sandbox.app, '+358401000001');
    expect(await lastCode(sandbox.app, 'anna@sandbox.test')).toBe(code);
    const verification: PasswordResetVerificationRequest = { smsResetKeyId, code };
    const { resetKey } = passwordResetVerificationSchema.parse((await post('/player/password_reset/sms_verification', verification)).json());
    const newPassword: PasswordResetNewPasswordRequest = { resetKey, password: 'Brand1new' };
    expect((await post('/player/password_reset/new_password', newPassword)).statusCode).toBe(204);
    expect((await login(sandbox.app, 'anna@sandbox.test', 'Brand1new')).statusCode).toBe(200);
    expect((await login(sandbox.app, 'anna@sandbox.test', 'Sandbox!2026')).statusCode).toBe(401);
    const reused = await post('/player/password_reset/new_password', newPassword);
    expect(reused.json()).toMatchObject({ code: 'error.password.reset' });

    await post('/__sandbox/reset', {});
    expect((await login(sandbox.app, 'anna@sandbox.test', 'Sandbox!2026')).statusCode).toBe(200);
  });

  it('resets by phone, and answers the same for an identifier nobody has (nothing sent)', async () => {
    const byPhone = passwordResetResultSchema.parse((await post('/player/password_reset', { mobilePhone: '+35679000003' })).json());
    const code = await lastCode(sandbox.app, '+35679000003');
    expect((await post('/player/password_reset/sms_verification', { smsResetKeyId: byPhone.smsResetKeyId, code })).statusCode).toBe(200);
    const nobody = await post('/player/password_reset', { email: 'nobody@example.org' });
    expect(passwordResetResultSchema.parse(nobody.json()).status).toBe('SENT');
    expect((await sandbox.app.inject({ method: 'GET', url: '/__sandbox/outbox?to=nobody@example.org' })).json().messages).toEqual([]);
    const badPhone = await post('/player/password_reset', { mobilePhone: '040 123' });
    expect(errorBodySchema.parse(badPhone.json()).validationErrors).toEqual([expect.objectContaining({ field: 'mobilePhone', code: 'Phone' })]);
  });

  it('answers sms.code.invalid, then sms.max.attempts.reached at the fifth wrong code, and error.password.reset for an unknown id or key', async () => {
    const { smsResetKeyId } = passwordResetResultSchema.parse((await post('/player/password_reset', { email: 'ulla@sandbox.test' })).json());
    const right = await lastCode(sandbox.app, 'ulla@sandbox.test');
    const wrong = right === '999999' ? '888888' : '999999';
    const answers: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await post('/player/password_reset/sms_verification', { smsResetKeyId, code: wrong })).json().code);
    expect(answers).toEqual(['sms.code.invalid', 'sms.code.invalid', 'sms.code.invalid', 'sms.code.invalid', 'sms.max.attempts.reached']);
    expect((await post('/player/password_reset/sms_verification', { smsResetKeyId, code: right })).json().code).toBe('sms.max.attempts.reached');
    expect((await post('/player/password_reset/sms_verification', { smsResetKeyId: 'unknown', code: right })).json().code).toBe('error.password.reset');
    expect((await post('/player/password_reset/new_password', { resetKey: 'unknown', password: 'Brand1new' })).json().code).toBe('error.password.reset');
    const weak = await post('/player/password_reset/new_password', { resetKey: 'unknown', password: 'weak' });
    expect(errorBodySchema.parse(weak.json()).validationErrors?.[0]?.field).toBe('password');
  });

  it('lets a reset key expire after 15 minutes of the sandbox clock', async () => {
    const { smsResetKeyId } = passwordResetResultSchema.parse((await post('/player/password_reset', { email: 'ulla@sandbox.test' })).json());
    const { resetKey } = (await post('/player/password_reset/sms_verification', { smsResetKeyId, code: await lastCode(sandbox.app, 'ulla@sandbox.test') })).json();
    sandbox.setNow(new Date(Date.parse('2026-03-10T12:16:00Z')));
    expect((await post('/player/password_reset/new_password', { resetKey, password: 'Brand1new' })).json().code).toBe('error.password.reset');
  });
});

describe('the outbox page', () => {
  it('lists the messages for a person, newest first', async () => {
    const sandbox = await createTestSandbox();
    try {
      await sandbox.app.inject({ method: 'POST', url: '/player/password_reset', payload: { email: 'ulla@sandbox.test' } });
      const page = await sandbox.app.inject({ method: 'GET', url: '/__sandbox/outbox/page?to=ulla@sandbox.test' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<h1>Sandbox outbox</h1>');
      expect(page.body).toContain(await lastCode(sandbox.app, 'ulla@sandbox.test'));
    } finally {
      await sandbox.close();
    }
  });
});
