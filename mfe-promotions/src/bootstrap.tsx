import { startHarness } from '@casino/shared/harness';
import { SITE_AREAS } from '@casino/shared/site-map';
import * as bonusCodeApp from './parcels/bonus-code-app';
import * as promotionsApp from './parcels/promotions-app';
import * as rewardsApp from './parcels/rewards-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({
  title: 'mfe-promotions',
  parcels: {
    [SITE_AREAS.promotions.path]: promotionsApp,
    [SITE_AREAS.rewards.path]: rewardsApp,
    [SITE_AREAS.bonusCode.path]: bonusCodeApp,
  },
});
