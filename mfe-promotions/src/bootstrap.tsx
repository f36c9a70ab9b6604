import { startHarness } from '@casino/shared/harness';
import { SITE_AREAS } from '@casino/shared/site-map';
import * as bonusCodeApp from './parcels/bonus-code-app';
import * as landingApp from './parcels/landing-app';
import * as promotionsApp from './parcels/promotions-app';
import * as registrationLandingApp from './parcels/registration-landing-app';
import * as rewardsApp from './parcels/rewards-app';
import * as vipApp from './parcels/vip-app';

// The team's standalone harness: the parcels mounted against the sandbox, without the host.
void startHarness({
  title: 'mfe-promotions',
  parcels: {
    [SITE_AREAS.promotions.path]: promotionsApp,
    [SITE_AREAS.vip.path]: vipApp,
    [SITE_AREAS.registrationLanding.path]: registrationLandingApp,
    [SITE_AREAS.landing.path]: landingApp,
    [SITE_AREAS.rewards.path]: rewardsApp,
    [SITE_AREAS.bonusCode.path]: bonusCodeApp,
  },
});
