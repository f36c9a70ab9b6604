import { SignJWT, UnsecuredJWT } from 'jose';

import { SANDBOX_JWT_ISSUER, SANDBOX_JWT_SECRET, signToken, TOKEN_AUDIENCES, verifyToken } from './tokens';

const now = new Date('2026-03-10T12:00:00Z');
const key = new TextEncoder().encode(SANDBOX_JWT_SECRET);

/** A token signed with the sandbox's key by hand, `changes` over what `signToken` would put in it. */
async function forged(changes: { aud?: string; iss?: string; exp?: number; alg?: string } = {}): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ token_use: 'access', sid: 's1' })
    .setProtectedHeader({ alg: changes.alg ?? 'HS256' })
    .setIssuer(changes.iss ?? SANDBOX_JWT_ISSUER)
    .setAudience(changes.aud ?? TOKEN_AUDIENCES.access)
    .setSubject('anna@sandbox.test')
    .setJti('j1')
    .setIssuedAt(iat)
    .setExpirationTime(changes.exp ?? iat + 60)
    .sign(key);
}

describe('sandbox tokens (issue 21 point 7)', () => {
  it('signs each kind for its own audience, and verifies it for that use', async () => {
    const { token } = await signToken({}, { use: 'access', subject: 'anna@sandbox.test', sid: 's1', now, lifetimeSeconds: 60 });
    expect(await verifyToken(token, ['access'], now)).toMatchObject({ aud: 'casino-platform-api', iss: SANDBOX_JWT_ISSUER, token_use: 'access', sid: 's1' });
    expect(await verifyToken(await forged(), ['access'], now)).not.toBeNull();
  });

  it('refuses a token for another audience, issuer or use, an expired one, and one of another algorithm', async () => {
    expect(await verifyToken(await forged({ aud: TOKEN_AUDIENCES.wallet }), ['access'], now)).toBeNull();
    expect(await verifyToken(await forged({ aud: 'someone-else' }), ['access'], now)).toBeNull();
    expect(await verifyToken(await forged({ iss: 'someone-else' }), ['access'], now)).toBeNull();
    expect(await verifyToken(await forged({ exp: Math.floor(now.getTime() / 1000) - 1 }), ['access'], now)).toBeNull();
    expect(await verifyToken(await forged({ alg: 'HS512' }), ['access'], now)).toBeNull();
    const { token: id } = await signToken({}, { use: 'id', subject: 'anna@sandbox.test', sid: 's1', now, lifetimeSeconds: 60 });
    expect(await verifyToken(id, ['access'], now)).toBeNull();
    const unsigned = new UnsecuredJWT({ token_use: 'access' }).setIssuer(SANDBOX_JWT_ISSUER).setAudience(TOKEN_AUDIENCES.access).setSubject('anna@sandbox.test').setJti('j').setIssuedAt().setExpirationTime('1h').encode();
    expect(await verifyToken(unsigned, ['access'], now)).toBeNull();
  });
});
