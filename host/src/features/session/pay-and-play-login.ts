import type { PlatformBus, PlatformEvent } from '@casino/shared/bus';
import type { Subscription } from '@casino/shared-modules/rxjs';
import { LoginRefusedError, type SessionService } from './session-service';

/**
 * Answers the cashier's `PAY_AND_PLAY_LOGIN` (spec 001 §7 Pay and play): logs in the player the
 * provider session identified, so the tokens stay with the host (ARCHITECTURE §3). Success is the
 * session's own LOGGED_IN; a refusal is `LOGIN_FAILED` with the platform's code and the player's
 * message of spec 001 §8 in the current language (`translate` is the host's i18n `t`).
 * Returns the subscription; unsubscribe to stop answering.
 */
export function answerPayAndPlayLogins(
  bus: PlatformBus,
  session: Pick<SessionService, 'loginWithPayAndPlay'>,
  translate: (key: string, values: Record<string, unknown>) => string,
): Subscription {
  return bus.on('PAY_AND_PLAY_LOGIN').subscribe((command) => {
    session.loginWithPayAndPlay(command.sessionId).catch((error: unknown) => bus.emit(loginFailed(error, translate)));
  });
}

/**
 * The `LOGIN_FAILED` answer to a login asked for over the bus: the platform's code (or
 * `unhandled.error.no.code` when the failure is no refusal, e.g. the network) and the player's
 * message of spec 001 §8 in the current language.
 */
export function loginFailed(error: unknown, translate: (key: string, values: Record<string, unknown>) => string): Extract<PlatformEvent, { type: 'LOGIN_FAILED' }> {
  const refusal = error instanceof LoginRefusedError ? error.loginError : null;
  const days = refusal?.days ?? 0;
  return {
    type: 'LOGIN_FAILED',
    code: refusal?.code ?? 'unhandled.error.no.code',
    message: translate(refusal?.messageKey ?? 'login.error.unauthorized', { count: days, days }),
  };
}
