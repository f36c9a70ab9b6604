import type { PlatformBus } from '@casino/shared/bus';
import type { Subscription } from '@casino/shared-modules/rxjs';
import { afterLoginTarget } from './login-redirect';
import { loginFailed } from './pay-and-play-login';
import type { SessionService } from './session-service';

/**
 * Answers the sign-up's `REGISTRATION_LOGIN` (spec 001 §4 Sign-up): logs in the player who has just
 * registered with the e-mail and password they chose, so the tokens stay with the host
 * (ARCHITECTURE §3), then goes to the page they came from by the login redirect rules (spec 000 §2:
 * `redirectTo` when it is a site path, else the locale's home; `bonusCode` kept). Success is the
 * session's own LOGGED_IN; a failure is `LOGIN_FAILED` (the sign-up retries it, spec 001 §4).
 * Returns the subscription; unsubscribe to stop answering.
 */
export function answerRegistrationLogins(
  bus: PlatformBus,
  session: Pick<SessionService, 'login'>,
  translate: (key: string, values: Record<string, unknown>) => string,
): Subscription {
  return bus.on('REGISTRATION_LOGIN').subscribe((command) => {
    session.login(command.email, command.password).then(
      () => bus.emit({ type: 'NAVIGATE', to: afterLoginTarget(command.redirectTo, bus.get('locale').segment, bus.get('location').search) }),
      (error: unknown) => bus.emit(loginFailed(error, translate)),
    );
  });
}
