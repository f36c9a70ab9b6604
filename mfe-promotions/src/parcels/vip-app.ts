import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { VipApp } from '../app/content-pages-app';
import { translations } from '../app/translations';

/**
 * The VIP page, mounted by the host at `/{segment}/iclub` (spec 000 §2, §3 "a VIP page per market"): the
 * market's `vipPage` (else the Global market's) from the content client (GROQ): title, introduction,
 * levels and perks, the body HTML sanitised by DOMPurify, the call to action. No REST calls. Missing
 * fields are left out; no page at all shows 'Page not found!'. Mount props: ARCHITECTURE §4.
 */
export const parcel = createParcel({ rootComponent: VipApp, translations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
