import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { SignupApp } from '../app/signup-app';
import { wizardTranslations } from '../app/wizard-translations';

/**
 * The sign-up wizard, mounted by the host at `/{segment}/signup` (spec 000 §2, spec 001 §3 Sign-up, §4);
 * `/{segment}/signup/callback` is its return address in the FI and BR markets (it resumes the sign-up
 * the tab kept). Steps Details (`POST /player/registration` with the `X-Captcha-Token` and
 * `X-Country-Code` headers, after `GET /player/markets/risk-setting`), ContactInfo
 * (`PUT /player/registration`), Verification (the SMS and e-mail codes, `registration/sms_request`,
 * `sms_verification`, `email_request`, `email_verification`) and Complete; Unsupported and Duplicated.
 * The bonus call-to-action is the content's `registrationPage`. After the last step it asks the host to
 * log the new player in (`REGISTRATION_LOGIN`, up to 5 tries 3000 ms apart), which lands them on the
 * page named by `?redirect=`; it also emits `OPEN_LOGIN` and `SHOW_TOAST`. Calls, rules and states:
 * README. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: SignupApp, translations: wizardTranslations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
