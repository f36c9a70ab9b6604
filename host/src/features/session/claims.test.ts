import { msUntilRefreshDue, readClaims } from './claims';

const jwt = (payload: Record<string, unknown>) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.sig';

describe('session claims (spec 000 §3 Player session)', () => {
  it('reads the claims, parses multibrand and defaults login_method to DEFAULT', () => {
    const claims = readClaims(jwt({ country_code: 'FI', language_code: 'fi', player_id: 'p1', email: 'anna@sandbox.test', iat: 1, exp: 2, multibrand: '{"suspended":true}' }));
    expect(claims).toMatchObject({ country_code: 'FI', player_id: 'p1', login_method: 'DEFAULT', multibrand: { suspended: true }, exp: 2 });
  });

  it('keeps a given login method and tolerates an unreadable multibrand', () => {
    expect(readClaims(jwt({ login_method: 'BANKID', multibrand: '{oops' }))).toMatchObject({ login_method: 'BANKID', multibrand: null });
  });

  it('throws on a value that is not a JWT', () => {
    expect(() => readClaims('nope')).toThrow();
  });

  it('counts a fresh token from its arrival on the browser clock, so a skewed clock never finds it expired', () => {
    const platformNow = 1_000_000;
    const token = jwt({ iat: platformNow, exp: platformNow + 900 });
    const browserNow = (platformNow + 1800) * 1000;
    expect(msUntilRefreshDue(token, browserNow, browserNow)).toBe(900_000);
    expect(msUntilRefreshDue(token, browserNow + 100_000, browserNow)).toBe(800_000);
    // A stored token (no arrival time) is compared with `exp`, as before.
    expect(msUntilRefreshDue(token, browserNow, null)).toBe(-900_000);
    expect(msUntilRefreshDue(jwt({ iat: 1 }), browserNow, browserNow)).toBeNull();
  });
});
