import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { ResetPasswordApp } from '../app/reset-password-app';
import { resetWizardTranslations } from '../app/reset-wizard-translations';

/**
 * The password reset wizard, mounted by the host at `/{segment}/reset-password` (spec 001 §3 Password
 * reset form, §4): Email (`POST /player/password_reset`), Verification (the six-digit code,
 * `password_reset/sms_verification`), Password (`password_reset/new_password`) and Complete, which sends
 * the player to `/{segment}` with the login dialog open (`NAVIGATE`, `OPEN_LOGIN`).
 * `sms.max.attempts.reached` starts again and opens the reset modal; `error.password.reset` starts again.
 * Calls, rules and states: README. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: ResetPasswordApp, translations: resetWizardTranslations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
