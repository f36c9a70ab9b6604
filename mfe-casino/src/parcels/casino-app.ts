import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { CasinoApp } from '../app/casino-app';
import { prefetchFirstScreen } from '../app/prefetch';
import { translations } from '../app/translations';

/**
 * The casino area (spec 000 §2 Casino group), exposed as `mfe_casino/CasinoApp` and mounted by the
 * host at `/{lang}-{MARKET}/online-casino` with the mount props of ARCHITECTURE §4.
 *
 * Routes below the base path, following the host's location through the bus:
 * - `/` the lobby: the market's casino categories in lobby order, each a grid of its first games
 *   (15 on a phone, 30 on larger screens, spec 000 §9) laid out with the category's columns, rows and
 *   tile sizes for the device, and a "Show all" link;
 * - `/all-games` every casino game of the market by name, 30 (phone) or 60 a page, virtualised, with
 *   `?providers=a,b` and `?q=` filters;
 * - `/{id}` one category's games on its grid, a page at a time; an unknown id says so;
 * - `/play/{provider}/{id?}` the game play page (spec 001 §3 Game launch).
 *
 * Reads: the content service (GROQ `casinoSettings`, `gameCategory`, `game`, `provider`), the
 * platform through `http` (game launch, launcher origins, bonus limitations, jackpots, my games), the
 * bus states `location`, `locale`, `session`, `profile`, `accessContext` and `station`. Adds the
 * `casino` i18n namespace on mount: English, and the page's language (fi, de, no, pt, fr, es, tr, tl, pt-BR)
 * loaded before the first render and on each change. Sends `NAVIGATE`,
 * `OPEN_LOGIN`, `GAME_LAUNCHED` and `REFRESH_WALLET`.
 * Throws from `mount` (a `ZodError`) when the host passes mount props of the wrong shape.
 */
export const parcel = createParcel({ rootComponent: CasinoApp, translations, prefetch: prefetchFirstScreen });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
