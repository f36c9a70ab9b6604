import type { Provider } from '@casino/shared/wire';

import type { SubProviderDocument } from './content-documents';
import type { FixtureGame } from './fixture-games';

/** Display titles of the provider ids of spec 000 §2 play paths. */
export const PROVIDER_TITLES: Record<string, string> = {
  relax: 'Relax Gaming',
  quickspin: 'Quickspin',
  evolution: 'Evolution',
  playngo: "Play'n GO",
  pragmaticplay: 'Pragmatic Play',
  yggdrasil: 'Yggdrasil',
  pariplay: 'Pariplay',
  softswiss: 'SOFTSWISS',
  novomatic: 'Novomatic',
  creedroomz: 'CreedRoomz',
};

/** Display titles of the studios that reach players through a provider. */
export const SUB_PROVIDER_TITLES: Record<string, string> = {
  netent: 'NetEnt',
  nolimitcity: 'Nolimit City',
  redtiger: 'Red Tiger',
  bigtimegaming: 'Big Time Gaming',
  hacksaw: 'Hacksaw Gaming',
  pushgaming: 'Push Gaming',
  gamomat: 'Gamomat',
  spinomenal: 'Spinomenal',
  bgaming: 'BGaming',
  spribe: 'Spribe',
};

/** Aggregators: providers that only carry other studios' games. */
export const AGGREGATORS: readonly string[] = ['pariplay', 'softswiss'];

/** Sandbox choice: two studios are not offered in one country each, so restriction rules can be tested. */
export const RESTRICTED_SUB_PROVIDERS: Record<string, string[]> = {
  nolimitcity: ['DE'],
  spribe: ['NL'],
};

/** The title of a provider or studio id, falling back to the id itself. */
export function titleOf(id: string): string {
  return PROVIDER_TITLES[id] ?? SUB_PROVIDER_TITLES[id] ?? id;
}

/** The studio id of a fixture game: its `subProvider`, or the provider itself when it made the game. */
export function studioOf(game: FixtureGame): string {
  return game.subProvider ?? game.provider;
}

/** One `provider` document per provider id of the fixtures (spec 000 §3 Provider). */
export function buildProviders(games: readonly FixtureGame[], publicUrl: string): Provider[] {
  const verticals = new Map<string, Set<string>>();
  for (const game of games) {
    const set = verticals.get(game.provider) ?? new Set<string>();
    set.add(game.vertical);
    verticals.set(game.provider, set);
  }
  return [...verticals].map(([id, seen]) => ({
    _id: `provider-${id}`,
    _type: 'provider',
    id,
    title: titleOf(id),
    type: seen.size > 1 ? 'both' : seen.has('casino') ? 'casino' : 'live-casino',
    isAggregators: AGGREGATORS.includes(id),
    providerImgUrl: `${publicUrl}/images/providers/${id}.svg`,
  }));
}

/** One `subProvider` document per studio of the fixtures, including providers that are their own studio. */
export function buildSubProviders(games: readonly FixtureGame[], publicUrl: string): SubProviderDocument[] {
  const seen = new Map<string, string>();
  for (const game of games) if (!seen.has(studioOf(game))) seen.set(studioOf(game), game.provider);
  return [...seen].map(([studio, provider]) => ({
    _id: `subprovider-${studio}`,
    _type: 'subProvider',
    providerId: studio,
    title: titleOf(studio),
    providerImgUrl: `${publicUrl}/images/providers/${studio}.svg`,
    provider,
    restrictedCountries: RESTRICTED_SUB_PROVIDERS[studio] ?? [],
  }));
}
