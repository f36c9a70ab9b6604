import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginRequestSchema, refreshRequestSchema } from '@casino/shared/wire';

import { sendError, sendInvalidBody } from '../lib/errors';
import { WALLET_CLOSE, type WalletHub } from '../wallet/wallet-hub';
import { TOKEN_EXPIRED, type AuthenticatedPlayer, type PlayerSessions } from './player-sessions';

const loginSchema = loginRequestSchema;
const refreshSchema = refreshRequestSchema;

/** 401 `{ error: 'Unauthorized', message: 'Token expired' }` (spec 000 §8 "A missing token yields a 401 Token expired"). */
export function sendTokenExpired(reply: FastifyReply): FastifyReply {
  return sendError(reply, 401, 'Unauthorized', TOKEN_EXPIRED);
}

/**
 * The player of the request's `Authorization: Bearer` token (the access token, or the id token of the
 * same session); otherwise answers 401 Token expired (or the reason a player-protection rule just ended
 * the session, e.g. `code:error.session.limit.reached`) and returns null: the handler then returns `reply`.
 */
export async function requirePlayer(sessions: PlayerSessions, request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedPlayer | null> {
  const authentication = await sessions.authentication(request.headers.authorization);
  if (!authentication.player) sendError(reply, 401, 'Unauthorized', authentication.message);
  return authentication.player;
}

/**
 * Login, token refresh and sign-out (spec 000 §3 Player session, §4; spec 001 §7 Player, §8 login errors):
 * - `POST /player/login` `{ email, password }` → `{ idToken, accessToken, refreshToken, expiresIn, user }`
 *   (`onLogin` records it: the login history), or 401 `{ error: 'Unauthorized', message: 'code:error…' }`;
 * - `POST /player/token/refresh` `{ refreshToken }` → a new token set (the same refresh token), or 401 Token expired;
 * - `POST /player/sign_out` (Bearer, or a body `{ refreshToken }` when the access token has expired) → 204; the
 *   session's tokens stop working and its wallet sockets close (4401).
 */
export function registerAuthRoutes(app: FastifyInstance, options: { sessions: PlayerSessions; hub: WalletHub; onLogin?: (email: string, ip: string) => Promise<void> }): void {
  const { sessions, hub } = options;

  app.post('/player/login', async (request, reply) => {
    const parsed = loginSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'loginRequest', request.body, parsed.error, { message: 'email and password are required' });
    const result = await sessions.login(parsed.data.email, parsed.data.password);
    if (!result.ok) return reply.code(401).send({ error: 'Unauthorized', message: result.message, ...(result.resetAt ? { resetAt: result.resetAt } : {}) });
    await options.onLogin?.(result.tokens.user.email, request.ip);
    return result.tokens;
  });

  app.post('/player/token/refresh', async (request, reply) => {
    const parsed = refreshSchema.safeParse(request.body);
    const tokens = parsed.success ? await sessions.refresh(parsed.data.refreshToken) : null;
    if (!tokens) return sendTokenExpired(reply);
    return tokens;
  });

  app.post('/player/sign_out', async (request, reply) => {
    // A site whose access token has expired, or was refused, still ends the session on the platform with
    // its refresh token in the body (issue 21 point 8): otherwise the refresh token would live on for 30 days.
    const parsed = refreshSchema.safeParse(request.body ?? {});
    const sid = (await sessions.authenticate(request.headers.authorization))?.sid ?? (parsed.success ? await sessions.sessionOfRefreshToken(parsed.data.refreshToken) : null);
    if (!sid) return sendError(reply, 401, 'Unauthorized', TOKEN_EXPIRED);
    await sessions.signOut(sid);
    hub.closeSession(sid, WALLET_CLOSE.unauthorised, 'Signed out');
    return reply.code(204).send();
  });
}
