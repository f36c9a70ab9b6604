import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { SignupApp } from '../app/signup-app';
import { translations } from '../app/translations';

/**
 * The sign-up wizard, mounted by the host at `/{segment}/signup` (spec 000 §2, spec 001 §3 Sign-up).
 * Step Details: country (default FI), e-mail, password, phone prefix and number, terms, cookie policy
 * and marketing consent, validated in the browser (bounds in the README), then sent as
 * `POST /player/registration` through the host's http client. Platform field errors
 * (`validationErrors`, spec 001 §5) show on their fields, other failures as a message; typed values
 * are kept. Emits `OPEN_LOGIN` from its "Log in" links. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: SignupApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
