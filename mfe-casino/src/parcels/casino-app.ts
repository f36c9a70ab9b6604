import { CONTRACT_VERSION, createParcel } from '@casino/shared';
import { CasinoApp } from '../app/casino-app';
import { translations } from '../app/translations';

/**
 * The casino area, mounted by the host at `/{segment}/online-casino` (spec 000 §2 Casino group):
 * the lobby, category pages and all games. Mount props: ARCHITECTURE §4. Routes inside follow the
 * host's location through the bus.
 */
export const parcel = createParcel({ rootComponent: CasinoApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
