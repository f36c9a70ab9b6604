import type { GameCategory } from '@casino/shared/wire';
import { createTestPlatform, renderWithPlatform, type TestPlatform, type TestPlatformOptions } from '@casino/shared/testing';
import { evaluate, parse } from 'groq-js';
import { SITE_AREAS } from '@casino/shared/site-map';
import type { ReactElement } from 'react';
import { translations } from '../app/translations';
import type { MarketCasinoSettings } from '../api/get-casino-settings';
import type { GameTileData } from '../lib/game-query';

/** The casino's base path in tests. */
export const BASE_PATH = `/en-UN${SITE_AREAS.casino.path}`;

export interface CasinoTestOptions extends TestPlatformOptions {
  /**
   * Content documents: a query no `content` entry answers is evaluated against them with groq-js,
   * the GROQ implementation the sandbox serves, so the query itself is under test.
   */
  dataset?: unknown[];
  /** The site path below the base path, e.g. `/all-games`. */
  path?: string;
}

/**
 * A test platform whose content answers can depend on the parameters and can fail, with the
 * `casino` namespace loaded as the parcel would load it.
 */
export function createCasinoPlatform(options: CasinoTestOptions = {}): TestPlatform {
  const { dataset, content = {} } = options;
  // With documents, a query no answer matches (the catch-all '' key) or whose function gives none is
  // answered by them, through groq-js.
  const answers = dataset ? { ...content, '': undefined } : content;
  const platform = createTestPlatform({ ...options, content: answers, translations, basePath: options.basePath ?? BASE_PATH });
  if (!dataset) return platform;
  const answer = platform.content.fetch.bind(platform.content);
  platform.content = {
    fetch: async <R,>(query: string, params: Record<string, unknown> = {}) => {
      const value = await answer<R | undefined>(query, params);
      if (value !== undefined) return value;
      return (await (await evaluate(parse(query, { params }), { dataset, params })).get()) as R;
    },
  };
  return platform;
}

/** Renders a casino component in the parcel's providers at `options.path` below the base path. */
export function renderCasino(ui: ReactElement, options: CasinoTestOptions = {}) {
  const platform = createCasinoPlatform(options);
  return renderWithPlatform(ui, { platform, path: `${platform.basePath}${options.path ?? ''}` });
}

/** A game tile's data, as the games queries project it. */
export function aGame(id: string, overrides: Partial<GameTileData> = {}): GameTileData {
  return {
    _id: `game-${id}`,
    id,
    name: id.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
    gameProvider: 'relax',
    studio: 'Relax Gaming',
    thumbnail: { img1x: `https://cdn.test/${id}@1x.svg`, img2x: `https://cdn.test/${id}@2x.svg`, img3x: `https://cdn.test/${id}@3x.svg` },
    ...overrides,
  };
}

/** `count` games named `<prefix>-1` … */
export function someGames(count: number, prefix = 'game', from = 1): GameTileData[] {
  return Array.from({ length: count }, (_, index) => aGame(`${prefix}-${from + index}`));
}

/** A casino category as the content seeds it. */
export function aCategory(id: string, overrides: Partial<GameCategory> = {}): GameCategory {
  return {
    _id: `category-${id}`,
    _type: 'gameCategory',
    id,
    name: id.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase()),
    url: id,
    vertical: 'casino',
    visibleInMenu: true,
    visibleInLobby: true,
    gridColumns: { desktop: 6, tablet: 4, mobile: 2 },
    rows: { desktop: 2, tablet: 2, mobile: 3 },
    tileSizes: { desktop: ['1x'], tablet: ['1x'], mobile: ['1x'] },
    widgetType: 'grid',
    ...overrides,
  };
}

/** Casino settings of a market. */
export function someSettings(overrides: Partial<MarketCasinoSettings> = {}): MarketCasinoSettings {
  return {
    market: 'UN',
    categories: ['popular', 'new'],
    availableProviders: ['relax', 'quickspin'],
    exclusionSubProviders: [],
    ...overrides,
  };
}

/** A game as the content stores it (spec 000 §3 Game): the tile's data plus what queries filter on. */
export function aGameDocument(id: string, categories: string[], overrides: Partial<GameTileData> & { subProvider?: { _id: string; title: string; restrictedCountries?: string[] } } = {}) {
  const { subProvider, ...tile } = overrides;
  const game = aGame(id, tile);
  return { ...game, _type: 'game', type: 'casino', categories, subProvider: subProvider ?? { _id: `subprovider-${game.gameProvider}`, title: game.studio } };
}

/** A market's casino settings as the content stores them. */
export function aSettingsDocument(overrides: Partial<MarketCasinoSettings> = {}) {
  return { _id: `casino-settings-${overrides.market ?? 'UN'}`, _type: 'casinoSettings', ...someSettings(overrides) };
}
