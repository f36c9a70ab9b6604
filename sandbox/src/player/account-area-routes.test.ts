import {
  inboxMessageSchema,
  inboxSchema,
  latestActivityLogSchema,
  marketingPreferencesSchema,
  personalDetailsSchema,
  phoneSmsVerificationSchema,
  postalAddressSchema,
  provincesSchema,
  smsVerificationIdSchema,
  type AddressUpdateRequest,
  type MarketingPreferencesUpdateRequest,
  type PasswordChangeRequest,
  type PhoneNumberUpdateRequest,
  type PhoneSmsRequest,
  type PhoneSmsVerificationRequest,
  type ProvinceUpdateRequest,
} from '@casino/shared/wire';

import { bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';

describe('the account area (spec 000 §2, §3; spec 001 §4, §7, §8; issue 15)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const as = async (email: string) => bearer((await loginAs(sandbox.app, email)).accessToken);
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>, payload?: object) => sandbox.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('answers anna\'s personal details and changes her address', async () => {
    const anna = await as('anna@sandbox.test');
    const details = personalDetailsSchema.parse((await call('GET', '/player/details', anna)).json());
    expect(details).toEqual({ playerId: 'sandbox-anna', email: 'anna@sandbox.test', firstName: 'Anna', lastName: 'Virtanen', mobilePhone: '+358401000001', dateOfBirth: expect.stringMatching(/^\d{4}-\d\d-\d\d$/), address: { address: 'Mannerheimintie 1', city: 'Helsinki', postalCode: '00100', countryCode: 'FI', provinceCode: null } });
    const update: AddressUpdateRequest = { address: 'Aleksanterinkatu 2', city: 'Helsinki', postalCode: '00170' };
    expect(postalAddressSchema.parse((await call('POST', '/player/address', anna, update)).json())).toMatchObject(update);
    const bad = await call('POST', '/player/address', anna, { address: '', city: 'Helsinki', postalCode: '00170' });
    expect(bad.statusCode).toBe(400);
    expect((await call('GET', '/player/address', anna)).json().address).toBe('Aleksanterinkatu 2');
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/details' })).statusCode).toBe(401);
  });

  it('lists Canada\'s provinces for chloe and moves her to Quebec; refuses a province elsewhere', async () => {
    const chloe = await as('chloe@sandbox.test');
    const provinces = provincesSchema.parse((await call('GET', '/player/province', chloe)).json());
    expect(provinces.provinceCode).toBe('ON');
    expect(provinces.provinces).toHaveLength(13);
    const change: ProvinceUpdateRequest = { provinceCode: 'QC' };
    expect((await call('POST', '/player/province', chloe, change)).json().provinceCode).toBe('QC');
    expect((await call('GET', '/player/profile', chloe)).json().provinceCode).toBe('QC');
    expect((await call('POST', '/player/province', await as('anna@sandbox.test'), change)).statusCode).toBe(400);
  });

  it('stores the language as sent (caf is sent as fr)', async () => {
    const remy = await as('remy@sandbox.test');
    expect((await call('POST', '/player/language', remy, { languageCode: 'fr' })).json()).toEqual({ languageCode: 'fr' });
    expect((await call('GET', '/player/profile', remy)).json().languageCode).toBe('fr');
    expect((await call('POST', '/player/language', remy, { languageCode: 'French' })).statusCode).toBe(400);
  });

  it('changes the password with the old one, and answers error.old_password.incorrect otherwise', async () => {
    const ulla = await as('ulla@sandbox.test');
    const wrong: PasswordChangeRequest = { oldPassword: 'not-it', newPassword: 'Changed123' };
    expect((await call('POST', '/player/password', ulla, wrong)).json()).toEqual({ error: 'Bad Request', code: 'error.old_password.incorrect', message: expect.any(String) });
    expect((await call('POST', '/player/password', ulla, { oldPassword: 'Sandbox!2026', newPassword: 'weak' })).statusCode).toBe(400);
    expect((await call('POST', '/player/password', ulla, { ...wrong, oldPassword: 'Sandbox!2026' })).statusCode).toBe(204);
    expect((await sandbox.app.inject({ method: 'POST', url: '/player/login', payload: { email: 'ulla@sandbox.test', password: 'Changed123' } })).statusCode).toBe(200);
  });

  it('changes the phone through the SMS code: wrong codes, max attempts, then a fresh code verifies and saves', async () => {
    const nora = await as('nora@sandbox.test');
    const request: PhoneSmsRequest = { mobilePhone: '+358409876543' };
    const first = smsVerificationIdSchema.parse((await call('POST', '/player/phone_number/sms_request', nora, request)).json());
    const wrong: PhoneSmsVerificationRequest = { smsVerificationId: first.smsVerificationId, code: '000000' };
    const outbox = (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/outbox?to=%2B358409876543' })).json().messages;
    const right = outbox[0].code as string;
    if (right === '000000') wrong.code = '111111';
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) codes.push((await call('POST', '/player/phone_number/sms_verification', nora, wrong)).json().code);
    expect(codes.at(-1)).toBe('sms.max.attempts.reached');
    const early: PhoneNumberUpdateRequest = { mobilePhone: '+358409876543', smsVerificationId: first.smsVerificationId };
    expect((await call('POST', '/player/phone_number', nora, early)).json().code).toBe('error.phone.not_verified');

    const second = smsVerificationIdSchema.parse((await call('POST', '/player/phone_number/sms_request', nora, request)).json());
    const code = (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/outbox?to=%2B358409876543' })).json().messages[0].code;
    const verified = await call('POST', '/player/phone_number/sms_verification', nora, { smsVerificationId: second.smsVerificationId, code });
    expect(phoneSmsVerificationSchema.parse(verified.json())).toEqual({ smsVerificationId: second.smsVerificationId, verified: true });
    const saved = await call('POST', '/player/phone_number', nora, { mobilePhone: '+358409876543', smsVerificationId: second.smsVerificationId });
    expect(personalDetailsSchema.parse(saved.json()).mobilePhone).toBe('+358409876543');
    expect((await call('POST', '/player/phone_number/sms_request', nora, { mobilePhone: '+99912345678' })).json()).toMatchObject({ code: 'error.vonage.validation' });
  });

  it('reads and patches the marketing preferences, refusing an unknown channel', async () => {
    const anna = await as('anna@sandbox.test');
    const before = marketingPreferencesSchema.parse((await call('GET', '/player/marketing_preferences', anna)).json());
    expect(before.subscriptionChannels).toEqual({ EMAIL: true, SMS: true, MAIL: false, PHONE: false, PUSH_NOTIFICATION: true });
    const patch: MarketingPreferencesUpdateRequest = { subscriptionChannels: { SMS: false }, subscriptionCommunications: { NEWSLETTER: false } };
    const after = marketingPreferencesSchema.parse((await call('PATCH', '/player/marketing_preferences', anna, patch)).json());
    expect(after.subscriptionChannels.SMS).toBe(false);
    expect(after.subscriptionCommunications).toMatchObject({ NEWSLETTER: false, BONUS_OFFER: true });
    expect((await call('PATCH', '/player/marketing_preferences', anna, { subscriptionChannels: { FAX: true } })).statusCode).toBe(400);
  });

  it('records every login with the request\'s IP and lists the newest first', async () => {
    await loginAs(sandbox.app, 'ulla@sandbox.test');
    const ulla = await as('ulla@sandbox.test');
    const log = latestActivityLogSchema.parse((await call('GET', '/player/latest-activity-log?limit=3', ulla)).json());
    expect(log.activities).toHaveLength(3);
    expect(log.activities[0]).toMatchObject({ loginDate: '2026-03-10T12:00:00.000Z', loginIp: '127.0.0.1', loginCountry: 'MT' });
    expect(Date.parse(log.activities[2]?.loginDate ?? '')).toBeLessThan(Date.parse(log.activities[0]?.loginDate ?? ''));
  });

  it('lists the inbox and notifications and marks a message read', async () => {
    const anna = await as('anna@sandbox.test');
    const inbox = inboxSchema.parse((await call('GET', '/player/inbox', anna)).json());
    expect(inbox.messages.map((message) => message.category)).toEqual(['NOTIFICATION', 'MESSAGE', 'MESSAGE']);
    expect(inbox.unreadCount).toBe(2);
    const notifications = inboxSchema.parse((await call('GET', '/player/inbox?category=NOTIFICATION', anna)).json());
    expect(notifications.messages).toHaveLength(1);
    const read = inboxMessageSchema.parse((await call('POST', `/player/inbox/${inbox.messages[1]?.id}/read`, anna)).json());
    expect(read.read).toBe(true);
    expect((await call('GET', '/player/inbox', anna)).json().unreadCount).toBe(1);
    expect((await call('POST', '/player/inbox/msg-sandbox-ulla-1/read', anna)).statusCode).toBe(404);
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect((await call('GET', '/player/inbox', await as('anna@sandbox.test'))).json().unreadCount).toBe(2);
  });
});
