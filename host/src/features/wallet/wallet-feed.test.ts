import { createTestPlatform } from '@casino/shared/testing';
import { Subject, Observable } from '@casino/shared-modules/rxjs';
import { applyWalletMessage, playableBalanceOf, reconnectDelayOf, startWalletFeed } from './wallet-feed';

const authorised = { status: 'Resolved' as const, authorized: true, claims: null };

/** A fake socket: what the server sends, what the client sent, and a way to drop it. */
function fakeSockets() {
  const opened: Array<{ url: string; server: Subject<string>; sent: string[] }> = [];
  const makeSocket = (config: { url: string }) => {
    const server = new Subject<string>();
    const sent: string[] = [];
    opened.push({ url: config.url, server, sent });
    const socket = new Observable<string>((subscriber) => server.subscribe(subscriber)) as Observable<string> & { next(value: string): void };
    socket.next = (value: string) => void sent.push(value);
    return socket;
  };
  return { opened, makeSocket };
}

/** A `GET /player/wallet` answer with these balances (minor units). */
const walletAnswer = (balanceMap: Record<string, number>) => ({
  currency: 'EUR',
  mainBalance: balanceMap.MAIN ?? 0,
  lockedBalance: balanceMap.LOCKED ?? 0,
  sportsBonus: 0,
  casinoBonus: balanceMap.BONUS ?? 0,
  liveCasinoBonus: 0,
  totalBalance: (balanceMap.MAIN ?? 0) + (balanceMap.BONUS ?? 0),
  balanceMap,
});

describe('wallet feed (spec 000 §7, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('WALLET_BALANCE replaces the balance map; PLAYER_ATTRIBUTE_CHANGE merges into the profile; non-JSON is logged and ignored', () => {
    const { bus } = createTestPlatform();
    bus.set('profile', { playerId: 'p', kycStatus: 'NOT_VERIFIED' } as never);
    const logger = { error: jest.fn() };
    applyWalletMessage(JSON.stringify({ body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 12_50, BONUS: 1_00 } } }), bus, logger);
    applyWalletMessage(JSON.stringify({ body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { kycStatus: 'FULLY VERIFIED' } } }), bus, logger);
    applyWalletMessage('not json', bus, logger);
    applyWalletMessage('pong', bus, logger);
    expect(bus.get('wallet').balances).toEqual({ MAIN: 12_50, BONUS: 1_00 });
    expect(bus.get('profile')).toMatchObject({ playerId: 'p', kycStatus: 'FULLY VERIFIED' });
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('opens the socket with the session token, pings every 20000 ms and reconnects 3000 ms after a drop with a fresh token', async () => {
    let issued = 0;
    const platform = createTestPlatform({ http: { 'GET /player/wallet/session-token': () => ({ token: `T${(issued += 1)}` }), 'GET /player/wallet': walletAnswer({ MAIN: 1_00 }) } });
    const sockets = fakeSockets();
    const tokens: string[] = [];
    const feed = startWalletFeed({ bus: platform.bus, http: platform.http, socketUrl: 'ws://platform/wallet-bonus/ws', makeSocket: sockets.makeSocket as never, onSessionToken: (token) => tokens.push(token) });
    platform.bus.set('session', authorised);
    await jest.advanceTimersByTimeAsync(0);
    expect(sockets.opened).toHaveLength(1);
    expect(sockets.opened[0]!.url).toBe('ws://platform/wallet-bonus/ws?token=T1');
    await jest.advanceTimersByTimeAsync(20_000);
    expect(sockets.opened[0]!.sent).toEqual(['ping']);
    sockets.opened[0]!.server.next(JSON.stringify({ body: { type: 'WALLET_BALANCE', balanceMap: { MAIN: 99_00 } } }));
    expect(platform.bus.get('wallet').balances).toEqual({ MAIN: 99_00 });
    sockets.opened[0]!.server.complete();
    await jest.advanceTimersByTimeAsync(2_999);
    expect(sockets.opened).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sockets.opened).toHaveLength(2);
    // Issue 21 point 8: the platform refuses a socket token after an hour; each connection gets a new one.
    expect(sockets.opened[1]!.url).toBe('ws://platform/wallet-bonus/ws?token=T2');
    // The CRM inbox loads once per login, with the first.
    expect(tokens).toEqual(['T1']);
    feed.unsubscribe();
  });

  it('warns after 10 reconnects, then keeps trying while logged in, less often and jittered, and stops at a 401 on the token', async () => {
    let refuse = false;
    const platform = createTestPlatform({
      http: { 'GET /player/wallet/session-token': () => (refuse ? { status: 401, data: { message: 'Token expired' } } : { token: 'T' }), 'GET /player/wallet': walletAnswer({}) },
    });
    const sockets = fakeSockets();
    const logger = { warn: jest.fn(), error: jest.fn() };
    const feed = startWalletFeed({ bus: platform.bus, http: platform.http, socketUrl: 'ws://p', makeSocket: sockets.makeSocket as never, logger });
    platform.bus.set('session', authorised);
    await jest.advanceTimersByTimeAsync(0);
    for (let attempt = 0; attempt < 11; attempt += 1) {
      sockets.opened.at(-1)!.server.error(new Error('refused'));
      await jest.advanceTimersByTimeAsync(3000);
    }
    expect(sockets.opened).toHaveLength(11);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('10 reconnects'), expect.anything());
    // Still trying: the next one within 3–6 s, then 6–12 s.
    await jest.advanceTimersByTimeAsync(3000);
    expect(sockets.opened).toHaveLength(12);
    sockets.opened.at(-1)!.server.error(new Error('refused'));
    await jest.advanceTimersByTimeAsync(12_000);
    expect(sockets.opened).toHaveLength(13);
    // The session ended on the platform: the token fetch is refused, and the feed stops trying.
    refuse = true;
    sockets.opened.at(-1)!.server.error(new Error('4401'));
    await jest.advanceTimersByTimeAsync(120_000);
    expect(sockets.opened).toHaveLength(13);
    expect(logger.error).not.toHaveBeenCalled();
    feed.unsubscribe();
  });

  it('waits 3000 ms for each of the first ten reconnects, then doubles up to a minute, each 50–100 % of it', () => {
    expect([1, 5, 10].map((attempt) => reconnectDelayOf(attempt, () => 0))).toEqual([3000, 3000, 3000]);
    expect([11, 12, 13, 14, 15, 20].map((attempt) => reconnectDelayOf(attempt, () => 1))).toEqual([6000, 12_000, 24_000, 48_000, 60_000, 60_000]);
    expect(reconnectDelayOf(12, () => 0)).toBe(6000);
  });

  it('ignores a 401 on the token fetch and still polls the wallet', async () => {
    const platform = createTestPlatform({ http: { 'GET /player/wallet/session-token': { status: 401, data: { message: 'Token expired' } }, 'GET /player/wallet': walletAnswer({ MAIN: 40_00 }) } });
    const sockets = fakeSockets();
    const logger = { warn: jest.fn(), error: jest.fn() };
    const feed = startWalletFeed({ bus: platform.bus, http: platform.http, socketUrl: 'ws://p', makeSocket: sockets.makeSocket as never, logger });
    platform.bus.set('session', authorised);
    await jest.advanceTimersByTimeAsync(0);
    expect(sockets.opened).toHaveLength(0);
    expect(logger.error).not.toHaveBeenCalled();
    expect(platform.bus.get('wallet').balances).toEqual({ MAIN: 40_00 });
    feed.unsubscribe();
  });

  it('takes a 404 on the wallet as a player with no wallet: no balances, not loading (spec 001 §4)', async () => {
    const platform = createTestPlatform({ http: { 'GET /player/wallet/session-token': { token: 'T1' }, 'GET /player/wallet': { status: 404, data: { error: 'Not Found', message: 'The player has no wallet' } } } });
    const feed = startWalletFeed({ bus: platform.bus, http: platform.http, socketUrl: 'ws://p', makeSocket: fakeSockets().makeSocket as never });
    platform.bus.set('session', authorised);
    await jest.advanceTimersByTimeAsync(0);
    expect(platform.bus.get('wallet')).toMatchObject({ balances: {}, updatedAt: expect.any(Number) });
    feed.unsubscribe();
  });

  it('the header shows main plus bonus, in minor units', () => {
    expect(playableBalanceOf({ MAIN: 250_00, LOCKED: 10_00, BONUS: 5_00 })).toBe(255_00);
    expect(playableBalanceOf(null)).toBeNull();
  });
});
