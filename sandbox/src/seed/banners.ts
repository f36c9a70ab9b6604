import { addDays, startOfHour } from 'date-fns';

import type { BannerDocument } from './content-documents';

/** A few home-page `banner` documents (spec 000 §3 Banner), dated around the sandbox clock. */
export function buildBanners(publicUrl: string, now: Date): BannerDocument[] {
  const anchor = startOfHour(now);
  const image = (slug: string): BannerDocument['images'] => ({
    desktop: `${publicUrl}/images/banners/${slug}.svg`,
    mobile: `${publicUrl}/images/banners/${slug}.svg?device=mobile`,
  });
  const banner = (fields: Omit<BannerDocument, '_id' | '_type' | 'images' | 'startDate' | 'endDate'>, startsInDays: number, endsInDays: number): BannerDocument => ({
    _id: `banner-${fields.slug}`,
    _type: 'banner',
    ...fields,
    images: image(fields.slug),
    startDate: addDays(anchor, startsInDays).toISOString(),
    endDate: addDays(anchor, endsInDays).toISOString(),
  });
  return [
    banner(
      {
        slug: 'welcome',
        title: '100% up to €200 + 50 free spins',
        description: 'Your welcome bonus is waiting.',
        greeting: 'Welcome!',
        button: { label: 'Join now' },
        url: { anonymous: '/signup', authorised: '/deposit' },
        targetAudience: { targetAudienceOption: 'none' },
        markets: [],
      },
      -30,
      335,
    ),
    banner(
      {
        slug: 'first-deposit',
        title: 'Make your first deposit',
        description: 'Deposit €10 and double it.',
        greeting: 'Ready to play?',
        button: { label: 'Deposit' },
        url: { anonymous: '/signup', authorised: '/deposit' },
        targetAudience: { targetAudienceOption: 'groups', targetGroups: ['DEPOSIT_COUNT_0'] },
        markets: [],
      },
      -30,
      335,
    ),
    banner(
      {
        slug: 'live-casino',
        title: 'Live tables, around the clock',
        description: 'Roulette, blackjack and game shows with real dealers.',
        greeting: 'Take a seat',
        button: { label: 'Go to live casino' },
        url: { anonymous: '/live-casino-online', authorised: '/live-casino-online' },
        targetAudience: { targetAudienceOption: 'none' },
        markets: [],
      },
      -7,
      60,
    ),
    banner(
      {
        slug: 'acca-boost',
        title: 'Acca boost up to 50%',
        description: 'More selections, bigger boosts.',
        greeting: 'Matchday!',
        button: { label: 'Bet now' },
        url: { anonymous: '/sportsbook/football', authorised: '/sportsbook/football' },
        targetAudience: { targetAudienceOption: 'none' },
        markets: ['UN', 'FI', 'NO', 'PP', 'CA', 'NZ', 'IN', 'UK', 'BR', 'CL', 'AT', 'JJ', 'CX'],
      },
      -1,
      30,
    ),
  ];
}
