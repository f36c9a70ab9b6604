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

/** A content answer: a value, an `Error` to fail with, or a function of the query's parameters. */
export type ContentAnswer = unknown;

export interface CasinoTestOptions extends Omit<TestPlatformOptions, 'content'> {
  /** GROQ answers by a part of the query, first match wins; functions get the query's parameters. */
  content?: Record<string, ContentAnswer>;
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
  const platform = createTestPlatform({ ...options, content: {}, basePath: options.basePath ?? BASE_PATH });
  platform.content = {
    fetch: async <R,>(query: string, params: Record<string, unknown> = {}) => {
      platform.queries.push(query);
      const match = Object.entries(options.content ?? {}).find(([needle]) => query.includes(needle));
      const answer = !match ? undefined : typeof match[1] === 'function' ? (match[1] as (p: Record<string, unknown>) => unknown)(params) : match[1];
      if (answer instanceof Error) throw answer;
      // No answer of its own (or a function that gave none): the documents answer, through groq-js.
      if (answer === undefined && options.dataset) return (await (await evaluate(parse(query, { params }), { dataset: options.dataset, params })).get()) as R;
      if (!match) throw new Error(`No test content for query: ${query}`);
      return answer as R;
    },
  };
  for (const [language, resources] of Object.entries(translations.resources)) {
    platform.i18n.addResourceBundle(language, translations.namespace, resources, true, true);
  }
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
