import { CONTRACT_VERSION } from '@casino/shared/contract';
import { createParcel } from '@casino/shared/parcel';
import { RewardsApp } from '../app/rewards-app';
import { rewardsTranslations } from '../app/rewards-translations';

/**
 * The rewards area, mounted by the host at `/{segment}/my-account/rewards` (spec 001 §2, §3 "Bonuses and
 * rewards", §4 "Reward claim"; closed to risk-payout and suspended players by the host's guard 8): the
 * Eligible (`/`) and Active (`/active`) tabs of `GET /bonus/rewards`, each reward with its vertical,
 * product, wagering (multiplier, amount; a progress bar once active), expiry in the player's language and
 * market time zone, and terms (sanitised HTML); claim (mark managed → claim → refresh → unmark; a double
 * click claims once), forfeit-then-claim when a bonus is active, the forfeit and forfeit-error modals,
 * cashback (activate, progress, claim shown `CASHBACK_CLAIMED_DISPLAY_MS`, deactivate), opt-in join and
 * leave, free spins (details and progress, `GET /bonus/freespins`), the queued-bonus claim, loyalty
 * rewards apart, sportsbook bonuses (`GET /bonus/sportsbook?lang=`, a claim goes to /sportsbook), and the
 * wagering-requirements popup (local storage `campaignIds`, `hide_wagering_requirements_popup`). Money is
 * in minor units on the wire. After a claim or forfeit it sends `REFRESH_WALLET` (and `BONUS_CLAIMED`).
 * Mount props: ARCHITECTURE §4; texts in the `rewards` namespace.
 */
export const parcel = createParcel({ rootComponent: RewardsApp, translations: rewardsTranslations });

/** The contract version this remote was built against. */
export const contractVersion = CONTRACT_VERSION;
