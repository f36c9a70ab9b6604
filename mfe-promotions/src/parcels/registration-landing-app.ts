import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { RegistrationLandingApp } from '../app/content-pages-app';
import { translations } from '../app/translations';

/**
 * Registration landing pages, mounted by the host at `/{segment}/promo` (spec 000 §2 `/promo/{slug}`, §3
 * "registration pages by slug"): the market's `registrationLandingPage` of the slug from the content client
 * (GROQ), its body HTML sanitised by DOMPurify, and a sign-up link to `/signup` that keeps the URL's
 * `redirect` and `bonusCode`. No REST calls. An unknown slug shows 'Page not found!'. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: RegistrationLandingApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
