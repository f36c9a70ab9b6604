import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { DepositApp } from '../app/deposit-app';
import { depositTranslations } from '../app/deposit-translations';

/**
 * The deposit modal, mounted by the host at `/{segment}/deposit` (spec 000 §2 Public pages, spec 001
 * §2): the shared modal `<dialog>`, named by its heading "Deposit", that takes the focus and
 * keeps it. Escape, Close or the backdrop emit `NAVIGATE_DELTA -1`, or `NAVIGATE` to `/{segment}`
 * when the tab has no history. An anonymous visitor is asked to log in (`OPEN_LOGIN`, `redirectTo`
 * the deposit path); a logged-in player makes the whole deposit in it (methods, amount in major units
 * sent as minor units, self-limit check, provider's page, result: spec 001 §4 "Deposit flow", README).
 * Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: DepositApp, translations: depositTranslations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
