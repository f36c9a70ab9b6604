import type { ContentGame } from '@casino/shared/wire';

import { slugOf } from '../lib/slug';
import type { FixtureGame } from './fixture-games';
import { RESTRICTED_SUB_PROVIDERS, studioOf, titleOf } from './providers';

/** Bet limits of a live table by game type, in EUR major units (sandbox choice: typical table limits). */
const LIVE_BET_LIMITS: Record<string, { min: number; max: number }> = {
  roulette: { min: 0.2, max: 5000 },
  blackjack: { min: 5, max: 2500 },
  baccarat: { min: 1, max: 10000 },
  'game-show': { min: 0.1, max: 2500 },
  poker: { min: 0.5, max: 2000 },
  dice: { min: 0.2, max: 1000 },
};

/** How many titles of each provider count as popular, and as new (the fixture lists titles best known first). */
const POPULAR_PER_PROVIDER = 3;
const NEW_PER_PROVIDER = 2;

/** The image URLs of a game's thumbnail, served as WebP by `GET /images/games/<id>@<n>x.webp`. */
export function thumbnailOf(publicUrl: string, id: string): ContentGame['thumbnail'] {
  const url = (density: number): string => `${publicUrl}/images/games/${id}@${density}x.webp`;
  return { img1x: url(1), img2x: url(2), img3x: url(3) };
}

function betLimitsOf(game: FixtureGame): ContentGame['betLimits'] {
  if (game.vertical === 'live-casino') {
    const limits = LIVE_BET_LIMITS[game.gameType] ?? { min: 0.5, max: 5000 };
    const vip = /\bVIP\b/.test(game.name);
    return { min: vip ? limits.min * 10 : limits.min, max: vip ? limits.max * 4 : limits.max, currency: 'EUR' };
  }
  // Instant (crash) games state their limits; slots leave them to the provider: the spec's default `{}`.
  return game.gameType === 'instant' ? { min: 0.1, max: 100, currency: 'EUR' } : {};
}

function liveCategoriesOf(game: FixtureGame): string[] {
  const name = game.name.toLowerCase();
  const categories: string[] = [];
  if (game.gameType === 'game-show' || game.gameType === 'dice') categories.push('game-shows');
  if (game.gameType === 'roulette' || name.includes('roulette')) categories.push('roulette');
  if (game.gameType === 'blackjack' || name.includes('blackjack')) categories.push('blackjack');
  if (game.gameType === 'baccarat' || name.includes('baccarat')) categories.push('baccarat');
  if (game.gameType === 'poker' || name.includes('poker') || name.includes("hold'em")) categories.push('poker');
  return categories;
}

/**
 * One `game` document per fixture title (spec 000 §3 Game, spec 001 §3 Game), exactly the shared
 * `ContentGame` shape. Categories: casino titles go to `popular` (the first three of each provider),
 * `new` (the last two of each provider), `slots`, `jackpots` and `table-games` (anything not a slot);
 * live titles to `live-popular` (the first three of each provider) and a category per game type.
 */
export function buildGames(fixtures: readonly FixtureGame[], publicUrl: string): ContentGame[] {
  const byProviderAndVertical = new Map<string, FixtureGame[]>();
  for (const game of fixtures) {
    const key = `${game.vertical}/${game.provider}`;
    byProviderAndVertical.set(key, [...(byProviderAndVertical.get(key) ?? []), game]);
  }
  const rankOf = (game: FixtureGame): { index: number; count: number } => {
    const list = byProviderAndVertical.get(`${game.vertical}/${game.provider}`) ?? [];
    return { index: list.indexOf(game), count: list.length };
  };

  return fixtures.map((game) => {
    const id = slugOf(game.name);
    const studio = studioOf(game);
    const { index, count } = rankOf(game);
    const popular = index < POPULAR_PER_PROVIDER;
    let categories: string[];
    if (game.vertical === 'casino') {
      categories = [];
      if (popular) categories.push('popular');
      if (index >= Math.max(POPULAR_PER_PROVIDER, count - NEW_PER_PROVIDER)) categories.push('new');
      if (game.gameType === 'slot') categories.push('slots');
      else categories.push('table-games');
      if (game.jackpot) categories.push('jackpots');
    } else {
      categories = [...(popular ? ['live-popular'] : []), ...liveCategoriesOf(game)];
    }
    const document: ContentGame = {
      _id: `game-${id}`,
      _type: 'game',
      id,
      type: game.vertical,
      name: game.name,
      gameProvider: game.provider,
      subProvider: {
        _id: `subprovider-${studio}`,
        providerId: studio,
        title: titleOf(studio),
        restrictedCountries: RESTRICTED_SUB_PROVIDERS[studio] ?? [],
      },
      channels: ['desktop', 'mobile'],
      betLimits: betLimitsOf(game),
      thumbnail: thumbnailOf(publicUrl, id),
      gameType: game.gameType,
      jackpotExist: game.jackpot,
      categories,
    };
    if (game.vertical === 'live-casino') document.tableId = `table-${id}`;
    return document;
  });
}
