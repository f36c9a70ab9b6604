import { CONTRACT_VERSION, createParcel } from '@casino/shared';
import { LiveCasinoApp } from '../app/live-casino-app';
import { translations } from '../app/translations';

/**
 * The live casino area (spec 000 §2 Live casino group), exposed as `mfe_live_casino/LiveCasinoApp`
 * and mounted by the host at `/{lang}-{MARKET}/live-casino-online` with the mount props of
 * ARCHITECTURE §4.
 *
 * Routes below the base path, following the host's location through the bus:
 * - `/` the live lobby: the market's live games grouped by live category, in the order of the
 *   content's `live-casino` lobby, each table a card with seats and bet limits;
 * - `/{id}` one live category's tables; an unknown id says so.
 * Cards link to `/play/{provider}/{id}`, which this parcel leaves unmatched (the play page is not part
 * of it yet).
 *
 * Reads: the content service (GROQ `casinoSettings`, `lobby`, `gameCategory`, `game`); the games admin
 * stand-in `GET /games-admin/live-tables?partnerId=653&provider=<id>` through the `http` mount prop,
 * refetched every 10 s while a live screen is mounted; the bus states `location`, `locale` (market,
 * for money display) and `station` (layout device where `matchMedia` is missing). Bet limits are major
 * units of the table's currency. Adds the `liveCasino` i18n namespace (en, fi, de, no, pt, fr) on mount.
 * Throws from `mount` (a `ZodError`) when the host passes mount props of the wrong shape.
 */
export const parcel = createParcel({ rootComponent: LiveCasinoApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
