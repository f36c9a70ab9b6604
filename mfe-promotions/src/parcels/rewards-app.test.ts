import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import { reward } from '../testing/rewards';
import * as bonusCodeApp from './bonus-code-app';
import * as bonusCodeOffer from './bonus-code-offer';
import * as rewardsApp from './rewards-app';

describe('RewardsApp parcel (contract)', () => {
  it('mounts, lists the eligible rewards and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN/my-account/rewards',
      http: { 'GET /bonus/rewards': { rewards: [reward()] }, 'GET /bonus/sportsbook': { bonuses: [] }, 'GET /bonus/freespins': { freeSpins: [] } },
    });
    platform.bus.set('location', { pathname: '/en-UN/my-account/rewards', search: '', hash: '' });
    await expectParcelContract(rewardsApp, platform, (element) => element.querySelector('article h3')?.textContent === 'Casino welcome 100%');
  });
});

describe('BonusCodeApp parcel (contract)', () => {
  it('mounts the bonus-code form and unmounts cleanly', async () => {
    const platform = createTestPlatform({ basePath: '/en-UN/my-account/bonus-code', http: { 'GET /bonus/bonus-code/manual-claim/available': { isAvailable: true } } });
    platform.bus.set('location', { pathname: '/en-UN/my-account/bonus-code', search: '', hash: '' });
    await expectParcelContract(bonusCodeApp, platform, (element) => element.querySelector('h1')?.textContent === 'Bonus code' && element.querySelector('input') !== null);
  });
});

describe('BonusCodeOffer parcel (contract)', () => {
  it('mounts the offer of the URL’s code and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN',
      http: { 'POST /bonus/bonus-code/validate': { bonusCode: 'WELCOME100', campaignId: 'welcome-100', reward: reward({ campaignId: 'welcome-100' }) } },
    });
    platform.bus.set('location', { pathname: '/en-UN/promotions', search: '?bonusCode=WELCOME100', hash: '' });
    await expectParcelContract(bonusCodeOffer, platform, (element) => element.querySelector('dialog')?.textContent?.includes('WELCOME100') === true);
  });
});
