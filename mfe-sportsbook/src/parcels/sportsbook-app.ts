import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { SportsbookApp } from '../app/sportsbook-app';
import { translations } from '../app/translations';

/**
 * The sportsbook, mounted by the host at `/{segment}/sportsbook` (spec 000 §2 Sportsbook; issue 18 point 6):
 * `/sportsbook/{category?}/{region?}/{competition?}/{event?}` shows the frame of the market's sports
 * provider (`pp` in market PP with the `sportsbookPP` feature flag, else `standard`), from
 * `POST /sportsbook/iframe/context` (custom headers: provider, market, language, channel, the held provider
 * session). Sub paths use the slugs of the player's URL language; the frame gets the canonical deep link,
 * and its own moves come back as URL changes (one history). A player's provider session (session create)
 * goes to the frame by window message and is kept in the `sports_provider_session` cookie; a visitor's
 * Place bet sends OPEN_LOGIN; a bet sends REFRESH_WALLET. The frame's height follows its content
 * (debounced 350 ms). Above it, the player's sportsbook bonuses (`GET /bonus/sportsbook?lang=`). Reads the
 * bus's `locale`, `access`, `features`, `session`, `station`; a player without sportsbook access sees a
 * notice (the host's guard 6 normally redirects first). Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: SportsbookApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
