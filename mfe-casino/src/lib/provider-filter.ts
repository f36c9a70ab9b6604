import type { Provider } from '@casino/shared/wire';
import { LOBBY_FILTER_EXCLUDED_PROVIDERS, LOBBY_V3_EXCLUDED_PROVIDERS } from './providers';

/** What the provider filter shows of a provider (spec 000 §3 Provider). */
export type FilterProvider = Pick<Provider, '_id' | 'id' | 'title' | 'isAggregators' | 'providerImgUrl'>;

/**
 * The providers the lobby's provider filter offers (spec 000 §9 "Lobby provider filters"): those the
 * market makes available, without pariplay, softswiss and creedroomz, by title.
 */
export function lobbyFilterProviders(providers: readonly FilterProvider[], availableProviders: readonly string[]): FilterProvider[] {
  const excluded = new Set<string>(LOBBY_FILTER_EXCLUDED_PROVIDERS);
  const available = new Set(availableProviders);
  return providers.filter((provider) => available.has(provider.id) && !excluded.has(provider.id)).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The casino V3 lobby's variant (spec 000 §9): the same list without relax and without aggregators
 * (providers that only resell other studios' games). Not used by this lobby yet; kept so a V3 lobby
 * shows the right list from day one.
 */
export function lobbyV3FilterProviders(providers: readonly FilterProvider[], availableProviders: readonly string[]): FilterProvider[] {
  const excluded = new Set<string>(LOBBY_V3_EXCLUDED_PROVIDERS);
  return lobbyFilterProviders(providers, availableProviders).filter((provider) => !excluded.has(provider.id) && !provider.isAggregators);
}

/** The providers of a `?providers=a,b` parameter that the market makes available; none means all of the market's. */
export function chosenProviders(parameter: string | null, availableProviders: readonly string[]): string[] {
  const chosen = (parameter ?? '').split(',').map((id) => id.trim()).filter(Boolean);
  const kept = chosen.filter((id) => availableProviders.includes(id));
  return kept.length ? kept : [...availableProviders];
}
