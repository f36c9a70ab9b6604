import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { AccountApp } from '../app/account-app';
import { translations } from '../app/translations';

/**
 * The account area, mounted by the host at `/{segment}/my-account` (spec 000 §2 Player-only pages; issue
 * 15): the account page and its screens (address, province, password, phone, language, marketing
 * preferences, login history, cookie consent), identity verification at `/account/verification`
 * (`?entry=` one of spec 001 §3's entry points) and the CRM inbox at `/inbox` and `/inbox/notifications`.
 * Reads the bus's `session` (a loading line while it resolves, the log-in prompt with `OPEN_LOGIN` for a
 * visitor), `locale` and `profile` (a KYC review pushed as PLAYER_ATTRIBUTE_CHANGE refreshes the documents);
 * sends `NAVIGATE` (a language change moves the site to the new segment) and `SHOW_TOAST`. Calls: the
 * mfe-account README. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: AccountApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
