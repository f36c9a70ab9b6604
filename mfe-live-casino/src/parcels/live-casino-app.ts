import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
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
 * - `/play/{provider}/{id}` a table's play page (evolution, pragmaticplay, pariplay, softswiss), login
 *   required: an anonymous visitor is sent to the live casino home. Launches through the `http` mount prop
 *   (`POST /evolution/user/authenticate`, pragmatic game-url, pariplay and softswiss context, real mode);
 *   a 400 from Evolution's authenticate emits `LOGOUT` and shows its message (spec 001 §6, §8).
 *
 * Reads: the content service (GROQ `casinoSettings`, `lobby`, `gameCategory`, `game`); the games admin
 * stand-in `GET /games-admin/live-tables?partnerId=653&provider=<id>` through the `http` mount prop,
 * refetched every 10 s while a live screen is mounted; the bus states `location`, `locale` (market,
 * for money display), `station` (layout device where `matchMedia` is missing; `mobile` of a launch),
 * `session`, `profile` and `accessContext` (launch currency, country, IP address). Bet limits are major
 * units of the table's currency. Adds the `liveCasino` i18n namespace on mount: English, and the page's
 * language (fi, de, no, pt, fr, es, tr, tl, pt-BR) loaded before the first render and on each change. Throws from `mount` (a `ZodError`) when the host passes mount props of the wrong shape.
 */
export const parcel = createParcel({ rootComponent: LiveCasinoApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
