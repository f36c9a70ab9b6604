import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { WinnersWidgetRoot } from '../app/winners-widget-root';
import { translations } from '../app/translations';

/**
 * The top and latest winners widgets (issue 17 point 6; spec 001 §7 Wallet `top-winners`,
 * `latest-winners`; §3 Winners), exposed as `mfe_casino/WinnersWidget` for pages outside the casino: the
 * host mounts it on its home page with `basePath` the locale root (`/en-UN`); each game links to
 * `<basePath>/online-casino/play/{provider}/{id}` (a `NAVIGATE` to the host). The casino lobby shows the
 * same widgets itself.
 *
 * Reads: `GET /player/wallet/top-winners` (DAY, WEEK or MONTH, chosen by the player) and
 * `GET /player/wallet/latest-winners` through `http` (anonymous calls carry the site context), parsed with
 * `@casino/shared/wire`'s winners schemas (amounts in minor units); the bus states `session`, `profile`
 * (the currency: the player's, EUR for a visitor) and `locale` (the market's currency format). Adds the
 * `casino` i18n namespace. A failing call shows its own retry; a render error shows nothing (and the host's
 * area fallback for this widget only). Throws from `mount` (a `ZodError`) for mount props of the wrong shape.
 */
export const parcel = createParcel({ rootComponent: WinnersWidgetRoot, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
