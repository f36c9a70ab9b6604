import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { BankingApp } from '../app/banking-app';
import { prefetchBankingFirstScreen } from '../app/prefetch';
import { translations } from '../app/translations';

/**
 * The banking area, mounted by the host at `/{segment}/my-account/banking` (spec 000 §2 Player-only
 * pages, spec 001 §2, issue 14): the balances (the bus's wallet, minor units) with links to `deposit`,
 * `withdraw` and `transactions`, each a page of its own below the area. An anonymous visitor is asked to
 * log in (`OPEN_LOGIN`, `redirectTo` the current path). The money calls and their states: README.
 * Opened on the transactions page, the first page of transactions is requested at mount
 * (`prefetchBankingFirstScreen`). Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: BankingApp, translations, prefetch: prefetchBankingFirstScreen });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
