import { readClaims } from './claims';

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
});
