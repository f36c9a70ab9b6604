import type { PromotionDetail } from '../features/promotions/api/get-promotion';
import type { PromotionCard } from '../features/promotions/api/get-promotions';

/** Promotion categories as the content service answers them. */
export const categories = [
  { _id: 'promotion-category-casino', slug: 'casino', title: 'Casino' },
  { _id: 'promotion-category-live-casino', slug: 'live-casino', title: 'Live casino' },
  { _id: 'promotion-category-sports', slug: 'sports', title: 'Sports' },
];

/** A promotion card; `n` makes slugs and titles distinct. */
export function promotionCard(n: number, overrides: Partial<PromotionCard> = {}): PromotionCard {
  return {
    _id: `promotion-${n}`,
    slug: `promotion-${n}`,
    title: `Promotion ${n}`,
    category: 'casino',
    tags: [{ slug: 'free-spins', title: 'Free spins' }],
    summary: `Summary of promotion ${n}.`,
    image: `http://localhost:4000/images/promotions/promotion-${n}.svg`,
    startDate: '2026-01-05T12:00:00.000Z',
    endDate: '2099-03-20T12:00:00.000Z',
    ...overrides,
  };
}

/** A promotion's own page; its body carries a script and an inline handler, as the sandbox's does. */
export function promotionDetail(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...promotionCard(1, { slug: 'slot-of-the-week', title: 'Slot of the week: Reactoonz 2' }),
    body: `<h2>Reactoonz 2 is our slot of the week</h2><p>Spin at least €50.</p><img src="/images/promotions/slot-of-the-week.svg" alt="Reactoonz 2" onerror="alert('onerror ran')"><script>alert('promotion script ran')</script><p><a href="/bonus-terms">General bonus terms</a> apply.</p>`,
    ctaLabel: 'Sign up',
    ctaUrl: '/signup',
    ...overrides,
  };
}
