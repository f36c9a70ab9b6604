import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as landingApp from './landing-app';
import * as registrationLandingApp from './registration-landing-app';
import * as vipApp from './vip-app';

describe('the content-page parcels (contract)', () => {
  it('VipApp mounts at /iclub, shows the VIP page and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/iclub', content: { vipPage: { _id: 'v', _type: 'vipPage', market: 'UN', title: 'iClub, our VIP club' } } });
    platform.bus.set('location', { pathname: '/en-UN/iclub', search: '', hash: '' });
    await expectParcelContract(vipApp, platform, (element) => element.querySelector('h1')?.textContent === 'iClub, our VIP club');
  });

  it('RegistrationLandingApp mounts at /promo, shows the page of the slug and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/promo', content: { registrationLandingPage: { _id: 'r', _type: 'registrationLandingPage', market: 'UN', slug: 'summer-spins', title: 'Sign up and get 100 free spins' } } });
    platform.bus.set('location', { pathname: '/en-UN/promo/summer-spins', search: '', hash: '' });
    await expectParcelContract(registrationLandingApp, platform, (element) => element.querySelector('h1')?.textContent === 'Sign up and get 100 free spins');
  });

  it('LandingApp mounts at /landing, shows the page and its code, and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/landing', content: { landingPage: { _id: 'l', _type: 'landingPage', market: 'UN', pageId: 'welcome', title: 'Your 100% welcome bonus', bonusCode: 'WELCOME100' } } });
    platform.bus.set('location', { pathname: '/en-UN/landing/welcome', search: '?bonusCode=WELCOME100', hash: '' });
    await expectParcelContract(landingApp, platform, (element) => element.textContent?.includes('WELCOME100') === true);
  });
});
