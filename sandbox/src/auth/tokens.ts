import { randomUUID } from 'node:crypto';

import { SignJWT, jwtVerify } from 'jose';

/**
 * The secret every sandbox token is signed with (HS256). It is public on purpose: the sandbox is a
 * local stand-in, and tests may check or forge tokens with it. Never use it anywhere else.
 */
export const SANDBOX_JWT_SECRET = 'casino-sandbox-hs256-secret-not-for-production';
/** The `iss` claim of every sandbox token. */
export const SANDBOX_JWT_ISSUER = 'casino-sandbox';

const key = new TextEncoder().encode(SANDBOX_JWT_SECRET);

/** What a token is for (its `token_use` claim). */
export type TokenUse = 'id' | 'access' | 'refresh' | 'wallet' | 'zendesk';

/**
 * The audience (`aud`) of each kind of token (issue 21 point 7): who may accept it. A token is verified
 * against the audiences of the uses the caller takes, so a token made for one party is no credential at another.
 */
export const TOKEN_AUDIENCES: Readonly<Record<TokenUse, string>> = {
  id: 'casino-site',
  access: 'casino-platform-api',
  refresh: 'casino-platform-token',
  wallet: 'casino-wallet-socket',
  zendesk: 'zendesk-messenger',
};

/** The claims every sandbox token carries besides its own. */
export interface TokenEnvelope {
  iss: string;
  aud: string;
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  token_use: TokenUse;
  /** The session it belongs to (absent on the zendesk token). */
  sid?: string;
}

export interface SignedToken {
  token: string;
  jti: string;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** Signs a token for `subject`, valid `lifetimeSeconds` from `now` (the sandbox clock). */
export async function signToken(
  claims: Record<string, unknown>,
  options: { use: TokenUse; subject: string; sid?: string; now: Date; lifetimeSeconds: number },
): Promise<SignedToken> {
  const jti = randomUUID();
  const iat = seconds(options.now);
  const exp = iat + options.lifetimeSeconds;
  const token = await new SignJWT({ ...claims, token_use: options.use, ...(options.sid ? { sid: options.sid } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(SANDBOX_JWT_ISSUER)
    .setAudience(TOKEN_AUDIENCES[options.use])
    .setSubject(options.subject)
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
  return { token, jti, exp };
}

/**
 * Verifies a sandbox token against the sandbox clock: the algorithm (HS256 only: `none` and others are
 * refused), signature, issuer, audience (one of `uses`'), expiry and `token_use`. Answers its claims, or null
 * for anything else (malformed, forged, expired, for another party or use).
 */
export async function verifyToken(token: string, uses: readonly TokenUse[], now: Date): Promise<(TokenEnvelope & Record<string, unknown>) | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: SANDBOX_JWT_ISSUER, audience: uses.map((use) => TOKEN_AUDIENCES[use]), currentDate: now });
    if (typeof payload.token_use !== 'string' || !(uses as readonly string[]).includes(payload.token_use)) return null;
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
    return payload as TokenEnvelope & Record<string, unknown>;
  } catch {
    return null;
  }
}
