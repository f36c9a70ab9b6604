import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { BonusCodeOfferApp } from '../app/bonus-code-app';
import { rewardsTranslations } from '../app/rewards-translations';

/**
 * The offer of a `bonusCode` kept through login (spec 000 §2; issue 17 "Fixed details"), mounted by the
 * host over any page while a logged-in player's URL carries `?bonusCode=` (base path: the locale segment,
 * `/en-UN`). A dialog shows the code and its reward (`POST /bonus/bonus-code/validate`), Claim
 * (`POST /bonus/campaigns/consent` agreed: true; an active bonus in the way: the forfeit-then-consent
 * modal) and No thanks (agreed: false); either removes the parameter from the URL (`NAVIGATE` with
 * `replace`), after which the host unmounts it. A refused code shows its spec 001 §8 text and a Close.
 * Sends `SHOW_TOAST` and `REFRESH_WALLET` after a claim.
 */
export const parcel = createParcel({ rootComponent: BonusCodeOfferApp, translations: rewardsTranslations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
