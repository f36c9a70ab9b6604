import {
  emailAddressSchema,
  mobilePhoneSchema,
  passwordResetNewPasswordRequestSchema,
  passwordResetVerificationRequestSchema,
  type PasswordResetResult,
  type PasswordResetVerification,
} from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';

import { hashPassword } from '../auth/passwords';
import type { PlayerSessions } from '../auth/player-sessions';
import { sendCodedError, sendFieldErrors, sendValidationError } from '../lib/errors';
import { sendTooManyCodes } from './registration-routes';
import { normaliseEmail } from '../seed/personas';
import type { StateStore } from '../state/state-store';
import type { VerificationCodes } from './verification-codes';

/** spec 001 §8: a reset key or code id that is unknown, used or expired. */
export const PASSWORD_RESET_ERROR = 'error.password.reset';

/**
 * Password reset (spec 001 §3 Password reset form, §4, §7, §8; issue 15), anonymous:
 * - `POST /player/password_reset` `{ email }` or `{ mobilePhone }` → `{ status: 'SENT', smsResetKeyId }`
 *   for any well-formed identifier (never saying whether an account exists); for a player, a six-digit
 *   code goes by SMS to their phone and by e-mail to their address (the outbox). 400 field errors
 *   otherwise (`email` code `Email`, `mobilePhone` code `Phone`). Recorded in the state.
 * - `POST /player/password_reset/sms_verification` `{ smsResetKeyId, code }` → `{ resetKey }`; wrong 400
 *   `sms.code.invalid`, fifth wrong 400 `sms.max.attempts.reached`, an unknown or expired id 400
 *   `error.password.reset`.
 * - `POST /player/password_reset/new_password` `{ resetKey, password }` → 204: the player's password
 *   changes (and a login lock ends); a bad, used or expired key 400 `error.password.reset`.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, options: { store: StateStore; sessions: PlayerSessions; codes: VerificationCodes; now: () => Date }): void {
  const { store, sessions, codes } = options;

  app.post<{ Body: { email?: unknown; mobilePhone?: unknown } | undefined }>('/player/password_reset', async (request, reply) => {
    const body = request.body ?? {};
    const byPhone = body.email === undefined && body.mobilePhone !== undefined;
    const parsed = byPhone ? mobilePhoneSchema.safeParse(body.mobilePhone) : emailAddressSchema.safeParse(typeof body.email === 'string' ? body.email.trim() : body.email);
    if (!parsed.success || (byPhone ? false : body.mobilePhone !== undefined)) {
      const field = byPhone ? 'mobilePhone' : 'email';
      const message = parsed.success ? 'send either email or mobilePhone' : byPhone ? 'must be a phone number in E.164 form, e.g. +358401234567' : 'must be a well-formed email address';
      return sendFieldErrors(reply, [{ objectName: 'passwordResetRequest', field, rejectedValue: body[field] ?? null, status: 'INVALID', message, code: byPhone ? 'Phone' : 'Email' }]);
    }
    const identifier = parsed.data;
    const email = byPhone ? Object.entries(store.state.players).find(([, player]) => player.details.mobilePhone === identifier)?.[0] : normaliseEmail(identifier);
    const player = email ? sessions.directory.find(email) : undefined;
    const phone = player ? store.state.players[player.email]?.details.mobilePhone : null;
    const text = (code: string) => `Sandbox Casino: your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`;
    const issued = await codes.issue({ purpose: 'PASSWORD_RESET', playerId: player?.playerId ?? null, channel: phone ? 'SMS' : 'EMAIL', recipient: phone ?? player?.email ?? identifier, text });
    if (!issued) return sendTooManyCodes(reply);
    if (player && phone) await codes.sendCopy({ to: player.email, channel: 'EMAIL', text: text(issued.code), code: issued.code });
    await store.update((draft) => {
      draft.passwordResetRequests.push({ email: identifier, requestedAt: options.now().toISOString() });
    });
    return { status: 'SENT', smsResetKeyId: issued.id } satisfies PasswordResetResult;
  });

  app.post('/player/password_reset/sms_verification', async (request, reply) => {
    const parsed = passwordResetVerificationRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'passwordResetVerification', request.body, parsed.error);
    const check = await codes.check(parsed.data.smsResetKeyId, 'PASSWORD_RESET', parsed.data.code);
    if (!check.ok) {
      if (check.refusal === 'no-code') return sendCodedError(reply, 400, PASSWORD_RESET_ERROR, 'This reset request is unknown or has expired: ask for a new code');
      return sendCodedError(reply, 400, check.refusal, check.refusal === 'sms.code.invalid' ? 'The code is not right' : 'Too many wrong codes: ask for a new code');
    }
    return { resetKey: check.row.reset_key ?? '' } satisfies PasswordResetVerification;
  });

  app.post('/player/password_reset/new_password', async (request, reply) => {
    const parsed = passwordResetNewPasswordRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'passwordResetNewPassword', request.body, parsed.error);
    const row = await codes.resetKey(parsed.data.resetKey);
    const player = row?.player_id ? Object.entries(store.state.players).find(([, stored]) => stored.profile.playerId === row.player_id) : undefined;
    if (!row || !player) return sendCodedError(reply, 400, PASSWORD_RESET_ERROR, 'This reset key is unknown, used or expired: start again');
    const [email] = player;
    await store.update((draft) => {
      const stored = draft.players[email];
      if (!stored) return;
      stored.passwordHash = hashPassword(stored.profile.playerId, parsed.data.password);
      stored.failedLogins = 0;
      stored.lockedUntil = null;
    });
    await codes.use(row.id);
    return reply.code(204).send();
  });
}
