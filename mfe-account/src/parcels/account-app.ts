import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { AccountApp } from '../app/account-app';
import { translations } from '../app/translations';

/**
 * The account area, mounted by the host at `/{segment}/my-account` (spec 000 §2 Player-only pages).
 * Reads the bus's `session`: while it resolves a loading message shows; an anonymous visitor is asked
 * to log in (`OPEN_LOGIN` with `redirectTo` the current path); the logged-in pages come in a later
 * issue. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: AccountApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
