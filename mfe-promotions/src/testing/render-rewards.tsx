import { createAppRenderer } from '@casino/shared/testing';
import { rewardsTranslations } from '../app/rewards-translations';

/** Renders a rewards-area component in the parcel's providers with the `rewards` texts; `path` e.g. `/en-UN/my-account/rewards/active`. */
export const renderRewards = createAppRenderer({ translations: rewardsTranslations, basePath: '/en-UN/my-account/rewards' });
