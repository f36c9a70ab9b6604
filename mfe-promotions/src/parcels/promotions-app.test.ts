import { createTestPlatform, expectParcelContract } from '@casino/shared/testing';
import * as promotionsApp from './promotions-app';

describe('PromotionsApp parcel (contract)', () => {
  it('mounts, lists promotions and unmounts cleanly', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UN/promotions',
      content: {
        'promotionCategory': [{ _id: 'c1', slug: 'casino', title: 'Casino' }],
        '_type == "promotion"': [
          { _id: 'p1', slug: 'welcome-bonus', title: 'Welcome bonus', category: 'casino', tags: [], summary: 'Double it.', image: '/p1.svg', startDate: '2026-01-01T12:00:00Z', endDate: '2099-01-01T12:00:00Z' },
        ],
      },
    });
    platform.bus.set('location', { pathname: '/en-UN/promotions', search: '', hash: '' });
    await expectParcelContract(promotionsApp, platform, (element) => element.querySelector('article h2')?.textContent === 'Welcome bonus');
  });
});
