import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { SportsbookApp } from '../app/sportsbook-app';
import { translations } from '../app/translations';

/**
 * The sportsbook, mounted by the host at `/{segment}/sportsbook` (spec 000 §2 Sportsbook):
 * `/sportsbook/{category?}/{region?}/{competition?}/{event?}` shows the provider's frame,
 * `{platformUrl}/sportsbook-frame?lang=&market=&path=`, below the 56 px header. Sub paths use the
 * slugs of the player's language; the frame gets the canonical (English) slugs. The frame has
 * 15 000 ms to fire `load` before the page offers a retry. Reads the bus's `locale` and `access`
 * (a player without sportsbook access sees a notice; the host's guard 6 normally redirects first).
 * Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: SportsbookApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
