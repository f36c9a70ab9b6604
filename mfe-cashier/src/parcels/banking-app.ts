import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { BankingApp } from '../app/banking-app';
import { translations } from '../app/translations';

/**
 * The banking area, mounted by the host at `/{segment}/my-account/banking` (spec 000 §2 Player-only
 * pages, spec 001 §2). An anonymous visitor is asked to log in (`OPEN_LOGIN`, `redirectTo` the current
 * path); a logged-in player sees the bus's wallet balances (minor units) and a Deposit button
 * (`OPEN_DEPOSIT`). Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: BankingApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
