import { clearIdentity, idTokenCookie, parentDomainOf, readTokenSet, writeTokenSet, STORAGE_KEYS } from './token-storage';

describe('token storage (spec 000 §7)', () => {
  it.each([
    ['www.casino.example', 'casino.example'],
    ['casino.example', 'casino.example'],
    ['localhost', null],
    ['127.0.0.1', null],
  ])('parent domain of %s is %s', (host, expected) => {
    expect(parentDomainOf(host)).toBe(expected);
  });

  it('sets the id-token cookie for a year at the parent domain, Secure, SameSite=None', () => {
    expect(idTokenCookie('abc', 'www.casino.example')).toBe('id_token=abc; Max-Age=31536000; Path=/; Domain=casino.example; Secure; SameSite=None');
  });

  it('stores, reads and clears the token set and the session flags', () => {
    const tokens = { idToken: 'i', accessToken: 'a', refreshToken: 'r', user: { email: 'anna@sandbox.test', playerId: 'p1' } };
    writeTokenSet(tokens);
    localStorage.setItem(STORAGE_KEYS.showUpdatedTnC, 'true');
    localStorage.setItem(STORAGE_KEYS.firstLogin, 'true');
    expect(readTokenSet()).toEqual(tokens);
    clearIdentity();
    expect(readTokenSet()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.showUpdatedTnC)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.firstLogin)).toBeNull();
  });

  it('ignores an unreadable token set', () => {
    localStorage.setItem(STORAGE_KEYS.authorization, '{not json');
    expect(readTokenSet()).toBeNull();
  });
});
