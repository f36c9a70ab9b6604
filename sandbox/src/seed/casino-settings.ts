import { MARKETS } from '@casino/shared/market';
import type { CasinoSettings } from '@casino/shared/wire';

import { CASINO_CATEGORY_IDS, LIVE_CATEGORY_IDS } from './categories';
import type { LobbyDocument } from './content-documents';

/** Sandbox choice: providers a market does not offer. */
const UNAVAILABLE_PROVIDERS: Record<string, string[]> = {
  NL: ['novomatic'],
  DE: ['creedroomz'],
};

/** Sandbox choice: studios (sub-provider `_id`s) a market hides, matching their restricted countries. */
const EXCLUDED_SUB_PROVIDERS: Record<string, string[]> = {
  DE: ['subprovider-nolimitcity'],
  NL: ['subprovider-spribe'],
};

/** Sandbox choice: markets whose lobby leaves out the jackpots row. */
const NO_JACKPOTS = new Set(['NL']);

/**
 * One `casinoSettings` document per enabled market of `MARKETS` (spec 000 §3 Casino settings per
 * market): the casino lobby's category ids in order, the provider ids offered, and the sub-provider
 * `_id`s excluded.
 */
export function buildCasinoSettings(providerIds: readonly string[]): CasinoSettings[] {
  return MARKETS.filter((market) => market.isMarketEnabled).map((market) => ({
    _id: `casino-settings-${market.id}`,
    _type: 'casinoSettings',
    market: market.id,
    categories: CASINO_CATEGORY_IDS.filter((id) => !(id === 'jackpots' && NO_JACKPOTS.has(market.id))),
    availableProviders: providerIds.filter((id) => !(UNAVAILABLE_PROVIDERS[market.id] ?? []).includes(id)),
    exclusionSubProviders: EXCLUDED_SUB_PROVIDERS[market.id] ?? [],
  }));
}

/** The two `lobby` documents: category order of the casino and live casino lobbies (spec 000 §2 page ids). */
export function buildLobbies(): LobbyDocument[] {
  return [
    { _id: 'lobby-casino-lobby', _type: 'lobby', pageId: 'casino-lobby', categories: [...CASINO_CATEGORY_IDS] },
    { _id: 'lobby-live-casino', _type: 'lobby', pageId: 'live-casino', categories: [...LIVE_CATEGORY_IDS] },
  ];
}
