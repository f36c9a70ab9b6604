import { walletSchema } from '@casino/shared/wire';

import { PERSONAS } from '../seed/personas';
import { bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';

describe('player account calls (spec 000 §3, §7; spec 001 §7)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const call = async (method: 'GET' | 'PUT' | 'PATCH', url: string, email: string, payload?: object) => {
    const { accessToken } = await loginAs(sandbox.app, email);
    return sandbox.app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
  };

  it('answers anna\'s profile in the shared PlayerProfile shape', async () => {
    const response = await call('GET', '/player/profile', 'anna@sandbox.test');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      playerId: 'sandbox-anna',
      languageCode: 'fi',
      currencyCode: 'EUR',
      countryCode: 'FI',
      kycStatus: 'FULLY VERIFIED',
      requestDocumentTypeStatus: 'PROOF_OF_ID:UNREQUESTED,PROOF_OF_ADDRESS:UNREQUESTED',
      firstLogin: false,
      firstDepositDate: '2025-10-05',
      termsAndConditionsAcceptedVersion: '2026-10-01',
      payout: true,
      casino: true,
      liveCasino: true,
      sports: true,
      virtualSports: true,
      bonuses: true,
      deposit: true,
      withdrawal: true,
      loyaltyLevel: 'GOLD',
      limitLevel: 'STANDARD',
    });
  });

  it.each([
    ['ulla@sandbox.test', { countryCode: 'MT', languageCode: 'en', currencyCode: 'EUR' }],
    ['nora@sandbox.test', { firstDepositDate: null, firstLogin: true }],
    ['max@sandbox.test', { countryCode: 'DE', languageCode: 'de' }],
    ['chloe@sandbox.test', { countryCode: 'CA', languageCode: 'ca', provinceCode: 'ON', currencyCode: 'CAD' }],
    ['remy@sandbox.test', { countryCode: 'CA', languageCode: 'caf', provinceCode: 'QC', currencyCode: 'CAD' }],
    ['payout@sandbox.test', { payout: false, casino: true }],
    ['suspended@sandbox.test', { payout: true }],
    ['nocasino@sandbox.test', { casino: false, liveCasino: false, sports: true }],
    ['nosports@sandbox.test', { sports: false, casino: true }],
    ['terms@sandbox.test', { termsAndConditionsAcceptedVersion: '2025-06-01' }],
    ['kyc@sandbox.test', { kycStatus: 'NOT_VERIFIED', requestDocumentTypeStatus: 'PROOF_OF_ID:REQUESTED,PROOF_OF_ADDRESS:REQUESTED' }],
    ['edd@sandbox.test', { kycStatus: 'EDD_PENDING', requestDocumentTypeStatus: 'PROOF_OF_ID:VERIFIED,PROOF_OF_ADDRESS:VERIFIED,EDD_QUESTIONNAIRE:REQUESTED' }],
  ])('answers the profile of %s', async (email, expected) => {
    expect((await call('GET', '/player/profile', email)).json()).toMatchObject(expected);
  });

  it('merges the allowed fields of a profile update, ignores the rest, and keeps it across a restart until reset', async () => {
    const response = await call('PUT', '/player/profile', 'ulla@sandbox.test', {
      playerId: 'sandbox-ulla',
      languageCode: 'fi',
      dateOfBirth: '1990-04-01',
      postalCode: '00100',
      mobilePhone: '+358401234567',
      termsAndConditionsAccepted: true,
      casino: false,
      kycStatus: 'SUSPENDED',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ languageCode: 'fi', dateOfBirth: '1990-04-01', postalCode: '00100', mobilePhone: '+358401234567', casino: true, kycStatus: 'NOT_REQUIRED' });
    expect(response.json()).not.toHaveProperty('termsAndConditionsAccepted');

    // The next token carries the new language.
    const restarted = await sandbox.rebuild();
    const { accessToken } = await loginAs(restarted, 'ulla@sandbox.test');
    expect((await restarted.inject({ method: 'GET', url: '/player/profile', headers: bearer(accessToken) })).json().languageCode).toBe('fi');
    await restarted.inject({ method: 'POST', url: '/__sandbox/reset' });
    const fresh = await loginAs(restarted, 'ulla@sandbox.test');
    expect((await restarted.inject({ method: 'GET', url: '/player/profile', headers: bearer(fresh.accessToken) })).json().languageCode).toBe('en');
  });

  it('refuses a malformed profile update with spec 000 §8 field errors', async () => {
    const response = await call('PUT', '/player/profile', 'ulla@sandbox.test', { dateOfBirth: '01/04/1990' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Bad Request',
      message: expect.any(String),
      validationErrors: [{ objectName: 'playerProfileUpdate', field: 'dateOfBirth', rejectedValue: '01/04/1990', status: 'INVALID', message: expect.any(String), code: expect.any(String) }],
    });
  });

  it.each([
    ['anna@sandbox.test', 3],
    ['ulla@sandbox.test', 1],
    ['nora@sandbox.test', 0],
  ])('answers the transaction summary of %s', async (email, totalDepositsCount) => {
    expect((await call('GET', '/player/transaction-summary', email)).json()).toEqual({ totalDepositsCount });
  });

  it('answers the current terms version without a token, and records an accepted version', async () => {
    const current = await sandbox.app.inject({ method: 'GET', url: '/player/terms/current' });
    expect(current.json()).toEqual({ version: '2026-10-01' });
    const { accessToken } = await loginAs(sandbox.app, 'terms@sandbox.test');
    const headers = bearer(accessToken);
    expect((await sandbox.app.inject({ method: 'PATCH', url: '/player/update_term_and_condition_version', headers, payload: {} })).statusCode).toBe(400);
    const accepted = await sandbox.app.inject({ method: 'PATCH', url: '/player/update_term_and_condition_version', headers, payload: { version: '2026-10-01' } });
    expect(accepted.statusCode).toBe(204);
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/profile', headers })).json().termsAndConditionsAcceptedVersion).toBe('2026-10-01');
  });

  it('seeds a termsVersion content document GROQ can read', async () => {
    const query = encodeURIComponent('*[_type == "termsVersion"][0]{version, files}');
    const response = await sandbox.app.inject({ method: 'GET', url: `/v2025-01-01/data/query/production?query=${query}` });
    expect(response.json().result).toEqual({ version: '2026-10-01', files: [] });
  });

  it('answers and merges the cookie consent', async () => {
    const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
    const headers = bearer(accessToken);
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/cookies/consent', headers })).json()).toEqual({
      consentId: 'consent-sandbox-anna',
      essentials: true,
      performanceFunctional: true,
      marketing: true,
    });
    const patched = await sandbox.app.inject({ method: 'PATCH', url: '/player/cookies/consent', headers, payload: { marketing: false } });
    expect(patched.json()).toEqual({ consentId: 'consent-sandbox-anna', essentials: true, performanceFunctional: true, marketing: false });
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/cookies/consent', headers })).json().marketing).toBe(false);
    expect((await sandbox.app.inject({ method: 'PATCH', url: '/player/cookies/consent', headers, payload: { marketing: 'no' } })).statusCode).toBe(400);
  });

  const walletOf = (currency: string, main: number, locked = 0) => ({
    currency,
    mainBalance: main,
    lockedBalance: locked,
    sportsBonus: 0,
    casinoBonus: 0,
    liveCasinoBonus: 0,
    totalBalance: main,
    balanceMap: { MAIN: main, LOCKED: locked, BONUS: 0 },
  });
  it.each([
    ['anna@sandbox.test', walletOf('EUR', 250_00)],
    ['ulla@sandbox.test', walletOf('EUR', 40_00)],
    ['nora@sandbox.test', walletOf('EUR', 0)],
    ['chloe@sandbox.test', walletOf('CAD', 75_00)],
    ['pending@sandbox.test', walletOf('EUR', 100_00, 50_00)],
  ])('answers the wallet of %s in minor units (spec 001 §3 Wallet)', async (email, wallet) => {
    const response = await call('GET', '/player/wallet', email);
    expect(walletSchema.parse(response.json())).toEqual(wallet);
  });

  it('answers 404 for a player who has no wallet (spec 001 §4)', async () => {
    await sandbox.db!.deleteFrom('wallets').where('player_id', '=', 'sandbox-nora').execute();
    const response = await call('GET', '/player/wallet', 'nora@sandbox.test');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: expect.any(String), code: 'error.wallet.not_found' });
  });

  it('answers a wallet session token', async () => {
    const body = (await call('GET', '/player/wallet/session-token', 'anna@sandbox.test')).json();
    expect(body).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
  });

  it.each([
    ['anna@sandbox.test', true],
    ['payout@sandbox.test', true],
    ['suspended@sandbox.test', true],
    ['ulla@sandbox.test', true],
    ['nora@sandbox.test', false],
  ])('answers whether %s may claim a bonus code by hand', async (email, isAvailable) => {
    expect((await call('GET', '/bonus/bonus-code/manual-claim/available', email)).json()).toEqual({ isAvailable });
  });

  it('adds the province to the access context of an authorised Canadian player only', async () => {
    const anonymous = await sandbox.app.inject({ method: 'GET', url: '/player/access/context' });
    expect(anonymous.json()).not.toHaveProperty('provinceCode');
    const { accessToken } = await loginAs(sandbox.app, 'chloe@sandbox.test');
    const chloe = await sandbox.app.inject({ method: 'GET', url: '/player/access/context', headers: bearer(accessToken) });
    expect(chloe.json()).toEqual({ restricted: false, countryCode: 'MT', region: 'Valletta', city: 'Valletta', ipAddress: '127.0.0.1', provinceCode: 'ON' });
    const anna = await loginAs(sandbox.app, 'anna@sandbox.test');
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/access/context', headers: bearer(anna.accessToken) })).json()).not.toHaveProperty('provinceCode');
    // A bad token is no error here: the call needs none.
    const bad = await sandbox.app.inject({ method: 'GET', url: '/player/access/context', headers: bearer('expired') });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).not.toHaveProperty('provinceCode');
  });

  it('lets a fault answer 401 for the next profile call only', async () => {
    const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/player/profile', status: 401, times: 1 } });
    const statuses: number[] = [];
    for (let call = 0; call < 2; call += 1) statuses.push((await sandbox.app.inject({ method: 'GET', url: '/player/profile', headers: bearer(accessToken) })).statusCode);
    expect(statuses).toEqual([401, 200]);
  });

  it('lets a fault fail a login, the wallet or the manual-claim check', async () => {
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/player/login', status: 500, times: 1 } });
    expect((await sandbox.app.inject({ method: 'POST', url: '/player/login', payload: { email: 'anna@sandbox.test', password: 'Sandbox!2026' } })).statusCode).toBe(500);
    const { accessToken } = await loginAs(sandbox.app, 'anna@sandbox.test');
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/player/wallet', status: 502, times: 1 } });
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { path: '/bonus/bonus-code', status: 403, times: 1 } });
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/wallet', headers: bearer(accessToken) })).statusCode).toBe(502);
    expect((await sandbox.app.inject({ method: 'GET', url: '/bonus/bonus-code/manual-claim/available', headers: bearer(accessToken) })).statusCode).toBe(403);
  });

  it('has a seeded state for every persona', async () => {
    const state = (await sandbox.app.inject({ method: 'GET', url: '/__sandbox/state' })).json();
    expect(Object.keys(state.players).sort()).toEqual(PERSONAS.map((persona) => persona.email).sort());
  });
});
