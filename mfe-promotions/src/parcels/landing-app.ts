import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { LandingApp } from '../app/content-pages-app';
import { translations } from '../app/translations';

/**
 * Landing pages, mounted by the host at `/{segment}/landing` (spec 000 §2 `/landing/{id}`): the market's
 * `landingPage` of the id from the content client (GROQ), its body HTML sanitised by DOMPurify, and its
 * bonus code: the URL's `bonusCode` parameter is shown and removed on request (`NAVIGATE` with `replace`),
 * and the content's code is put in the URL when it has none. A visitor gets Log in (`OPEN_LOGIN` back to
 * this URL, code and all) and Sign up. A missing page says 'Page not found!' (spec 000 §8). No REST calls.
 * Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: LandingApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
