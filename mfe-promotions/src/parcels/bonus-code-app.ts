import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { BonusCodeApp } from '../app/bonus-code-app';
import { rewardsTranslations } from '../app/rewards-translations';

/**
 * The bonus-code page, mounted by the host at `/{segment}/my-account/bonus-code` (spec 001 §2; the host's
 * guard 7 lets only players allowed manual claim in): the player types a code, Claim validates it
 * (`POST /bonus/bonus-code/validate`) and claims it (`POST /bonus/bonus-code/manual-claim`, state
 * ACTIVATED; an active bonus in the way asks to forfeit it first). Refusals follow spec 001 §8 (codes
 * containing `bonus_code` or `error.invalid.site.id` by their own text, others by the message) and mark
 * claiming unavailable until the code changes. Sends `REFRESH_WALLET` after a claim. Mount props:
 * ARCHITECTURE §4; texts in the `rewards` namespace.
 */
export const parcel = createParcel({ rootComponent: BonusCodeApp, translations: rewardsTranslations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
