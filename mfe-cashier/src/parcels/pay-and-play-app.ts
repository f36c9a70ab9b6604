import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { PayAndPlayApp } from '../app/pay-and-play-app';
import { translations } from '../app/translations';

/**
 * Pay and play, mounted by the host at `/{segment}/signup/pnp` (spec 001 §2, §3, §4 Pay-and-play,
 * §7 Pay and play; issue 14 point 7), offered in markets FI and SE (PP): the market's banner from
 * content, the amount (major units typed, minor units sent), the provider's authorize page in a frame
 * (`GET /paynplay/authorize`), `POST /paynplay/player/code` with the page's one-time code, the login
 * asked of the host (`PAY_AND_PLAY_LOGIN` on the bus; answered LOGGED_IN or LOGIN_FAILED), and for a
 * player new to the site the sign-up form (`POST /paynplay/player/update`). Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: PayAndPlayApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
