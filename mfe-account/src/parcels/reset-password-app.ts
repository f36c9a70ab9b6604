import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { ResetPasswordApp } from '../app/reset-password-app';
import { translations } from '../app/translations';

/**
 * The password reset wizard, mounted by the host at `/{segment}/reset-password` (spec 001 §3
 * Password reset). Step Email: the address is checked, then sent as `POST /player/password_reset`
 * `{ email }`; on 200 a confirmation with a focused heading says a link was sent if the account
 * exists; a 400's field errors show on the field, other failures as a message, the address kept.
 * Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: ResetPasswordApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
