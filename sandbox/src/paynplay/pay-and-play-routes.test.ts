import { bearer, createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

describe('pay and play (spec 001 §7 Pay and play, issue 14 point 7)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const inject = (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => sandbox.app.inject({ method, url, payload: payload as never, headers });
  /** The state document as the database holds it (what survives a restart). */
  const stateDoc = async () => {
    const row = await sandbox.db!.selectFrom('sandbox_state').select('document').executeTakeFirstOrThrow();
    return (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) as {
      payAndPlaySessions: Record<string, unknown>;
      players: Record<string, { profile: Record<string, unknown> }>;
    };
  };
  const ledgerOf = async (email: string) => (await inject('GET', `/__sandbox/players/${email}/ledger`)).json() as { balances: { main: number }; transactions: Array<{ type: string; status: string; amount: number }> };

  /** Authorizes 50.00 EUR from FI and answers the bank's page with `action` as `bankId`; the page's path and token. */
  async function throughTheBank(action: 'approve' | 'decline' | 'cancel', bankId = 'FI-150395-456B') {
    const authorize = await inject('GET', '/paynplay/authorize?amount=5000&currency=EUR&country=FI', undefined, { origin: 'http://localhost:3000' });
    expect(authorize.statusCode).toBe(200);
    const { sessionId, iframeUrl } = authorize.json() as { sessionId: string; iframeUrl: string };
    const url = new URL(iframeUrl);
    const token = url.searchParams.get('token') as string;
    const answer = await inject('POST', `/provider/paynplay/${sessionId}/${action}`, { token, bankId });
    return { sessionId, url, token, answer };
  }

  it('authorize opens a session on the bank’s own origin, whose page has Approve, Decline and Cancel and knows the bank’s customers', async () => {
    const authorize = await inject('GET', '/paynplay/authorize?amount=5000&currency=EUR&country=FI', undefined, { origin: 'http://localhost:3000' });
    const { iframeUrl, sessionId } = authorize.json() as { iframeUrl: string; sessionId: string };
    const url = new URL(iframeUrl);
    expect(url.origin).toBe('http://127.0.0.1:4000');
    const page = await inject('GET', `${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(200);
    for (const name of ['Approve', 'Decline', 'Cancel']) expect(page.body).toMatch(new RegExp(`<button type="button"[^>]*>${name}</button>`));
    expect(page.body).toContain('50.00');
    expect(page.body).toContain('Pia (new to the casino)');
    expect(page.body).toContain('Anna (already a player)');
    expect(page.body).toContain('"parentOrigin":"http://localhost:3000"');
    expect((await inject('GET', `/provider/paynplay/${sessionId}?token=wrong`)).statusCode).toBe(404);
  });

  it.each([
    ['amount=500&currency=EUR&country=FI', 'amount'],
    ['amount=10.5&currency=EUR&country=FI', 'amount'],
    ['amount=5000&currency=EUR&country=DE', 'country'],
    ['amount=5000&currency=euro&country=FI', 'currency'],
  ])('refuses %s with a field error on %s, and opens no session', async (query, field) => {
    const response = await inject('GET', `/paynplay/authorize?${query}`);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { validationErrors: Array<{ field: string }> }).validationErrors.map((error) => error.field)).toContain(field);
    expect(Object.keys((await stateDoc()).payAndPlaySessions)).toHaveLength(0);
  });

  it('a new player: the code books the deposit once, the login gives tokens with it on the wallet, the update registers the details', async () => {
    const { sessionId, answer } = await throughTheBank('approve');
    const { oneTimeCode } = answer.json() as { oneTimeCode: string };
    expect(answer.json()).toMatchObject({ status: 'APPROVED' });

    const code = await inject('POST', '/paynplay/player/code', { oneTimeCode, sessionId });
    expect(code.statusCode).toBe(200);
    expect(code.json()).toMatchObject({ playerId: 'sandbox-pia', isNewPlayer: true, deposit: { amount: 5000, currency: 'EUR' } });
    // A replayed code answers the same and books nothing more.
    expect((await inject('POST', '/paynplay/player/code', { oneTimeCode, sessionId })).json()).toEqual(code.json());
    const ledger = await ledgerOf('pia@sandbox.test');
    expect(ledger.balances.main).toBe(5000);
    expect(ledger.transactions.filter((row) => row.type === 'DEPOSIT')).toEqual([expect.objectContaining({ status: 'SUCCESS', amount: 5000 })]);

    const login = await inject('POST', '/paynplay/player/login', { sessionId });
    expect(login.statusCode).toBe(200);
    const { accessToken } = login.json() as { accessToken: string };
    const wallet = await inject('GET', '/player/wallet', undefined, bearer(accessToken));
    expect(wallet.json()).toMatchObject({ mainBalance: 5000, currency: 'EUR' });

    const bad = await inject('POST', '/paynplay/player/update', { sessionId, email: 'nope', mobilePhone: '+358 40 123 4567' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { validationErrors: Array<{ field: string }> }).validationErrors.map((error) => error.field)).toEqual(['email']);
    expect((await stateDoc()).players['pia@sandbox.test']?.profile.accountStatus).toBe('PRE_REGISTERED');

    expect((await inject('POST', '/paynplay/player/update', { sessionId, email: 'pia@example.fi', mobilePhone: '+358 40 123 4567' })).statusCode).toBe(204);
    expect((await stateDoc()).players['pia@sandbox.test']?.profile).toMatchObject({ accountStatus: 'REGISTERED', contactEmail: 'pia@example.fi', mobilePhone: '+358 40 123 4567' });
  });

  it('a known player is no new player', async () => {
    const { sessionId, answer } = await throughTheBank('approve', 'FI-010190-123A');
    const code = await inject('POST', '/paynplay/player/code', { oneTimeCode: (answer.json() as { oneTimeCode: string }).oneTimeCode, sessionId });
    expect(code.json()).toMatchObject({ playerId: 'sandbox-anna', isNewPlayer: false });
    expect((await ledgerOf('anna@sandbox.test')).balances.main).toBe(250_00 + 5000);
  });

  it.each(['decline', 'cancel'] as const)('a %sd session moves no money and cannot be used', async (action) => {
    const { sessionId, answer, token } = await throughTheBank(action);
    expect(answer.json()).toEqual({ sessionId, status: action === 'decline' ? 'DECLINED' : 'CANCELLED' });
    expect((await inject('POST', '/paynplay/player/code', { oneTimeCode: 'anything', sessionId })).json()).toMatchObject({ message: 'code:error.paynplay.code.invalid' });
    expect((await inject('POST', '/paynplay/player/login', { sessionId })).statusCode).toBe(400);
    expect((await inject('POST', `/provider/paynplay/${sessionId}/approve`, { token, bankId: 'FI-150395-456B' })).statusCode).toBe(409);
    expect((await ledgerOf('pia@sandbox.test')).balances.main).toBe(0);
  });

  it('refuses a wrong code and a login before the code', async () => {
    const { sessionId } = await throughTheBank('approve');
    expect((await inject('POST', '/paynplay/player/login', { sessionId })).json()).toMatchObject({ message: 'code:error.paynplay.session.not_verified' });
    expect((await inject('POST', '/paynplay/player/code', { oneTimeCode: 'forged', sessionId })).statusCode).toBe(400);
    expect((await ledgerOf('pia@sandbox.test')).balances.main).toBe(0);
  });

  it('a reset returns the new player to pre-registered with no money', async () => {
    const { sessionId, answer } = await throughTheBank('approve');
    await inject('POST', '/paynplay/player/code', { oneTimeCode: (answer.json() as { oneTimeCode: string }).oneTimeCode, sessionId });
    await inject('POST', '/__sandbox/reset');
    expect((await ledgerOf('pia@sandbox.test')).balances.main).toBe(0);
    expect((await stateDoc()).players['pia@sandbox.test']?.profile.accountStatus).toBe('PRE_REGISTERED');
    expect((await stateDoc()).payAndPlaySessions).toEqual({});
  });
});

describe('pay-and-play banners (issue 14 point 7)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await createTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('content has one for FI and one for Sweden (PP), none elsewhere, each with its image', async () => {
    const query = (market: string) =>
      sandbox.app.inject({ method: 'GET', url: `/v2025-01-01/data/query/production?query=${encodeURIComponent('*[_type == "payAndPlayBanner" && $market in markets][0]{ title, image }')}&%24market=${encodeURIComponent(JSON.stringify(market))}` });
    const fi = (await query('FI')).json() as { result: { title: string; image: string } | null };
    expect(fi.result?.title).toBe('Pelaa sekunneissa');
    expect(((await query('PP')).json() as { result: unknown }).result).not.toBeNull();
    expect(((await query('UN')).json() as { result: unknown }).result).toBeNull();
    const image = await sandbox.app.inject({ method: 'GET', url: new URL(fi.result!.image).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });
});
