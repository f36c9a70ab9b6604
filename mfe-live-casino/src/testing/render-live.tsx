import { createTestPlatform, renderWithPlatform, type TestPlatform, type TestPlatformOptions } from '@casino/shared/testing';
import { SITE_AREAS } from '@casino/shared/site-map';
import type { ReactElement } from 'react';
import { LiveCasinoApp } from '../app/live-casino-app';
import { translations } from '../app/translations';
import type { LiveCategory } from '../lib/live-lobby';
import type { LiveGame, LiveTable } from '../lib/live-table';

/** The live casino's base path in tests. */
export const BASE_PATH = `/en-UN${SITE_AREAS.liveCasino.path}`;

export interface LiveTestOptions extends TestPlatformOptions {
  /** The site path below the base path, e.g. `/roulette`. */
  path?: string;
}

/** A test platform with parameter-aware, failable content answers and the `liveCasino` namespace loaded. */
export function createLivePlatform(options: LiveTestOptions = {}): TestPlatform {
  return createTestPlatform({ ...options, translations, basePath: options.basePath ?? BASE_PATH });
}

/** Renders a live casino component in the parcel's providers at `options.path` below the base path. */
export function renderLive(ui: ReactElement, options: LiveTestOptions = {}) {
  const platform = createLivePlatform(options);
  return renderWithPlatform(ui, { platform, path: `${platform.basePath}${options.path ?? ''}` });
}

/** Renders the live casino's routes at `options.path`, for a page test that needs its route parameters. */
export function renderLiveApp(options: LiveTestOptions = {}) {
  return renderLive(<LiveCasinoApp />, options);
}

/** A live category as the content seeds it. */
export function aLiveCategory(id: string, overrides: Partial<LiveCategory> = {}): LiveCategory {
  return {
    id,
    name: id.replace(/-/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase()),
    gridColumns: { desktop: 6, tablet: 4, mobile: 2 },
    rows: { desktop: 2, tablet: 2, mobile: 3 },
    widgetType: 'grid',
    visibleInLobby: true,
    ...overrides,
  };
}

/** A live game as the lobby query projects it. */
export function aLiveGame(id: string, overrides: Partial<LiveGame> = {}): LiveGame {
  return {
    _id: `game-${id}`,
    id,
    name: id.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
    gameProvider: 'evolution',
    studio: 'Evolution',
    tableId: `table-${id}`,
    categories: [],
    betLimits: { min: 0.5, max: 5000, currency: 'EUR' },
    thumbnail: { img1x: `https://cdn.test/${id}@1x.svg`, img2x: `https://cdn.test/${id}@2x.svg`, img3x: `https://cdn.test/${id}@3x.svg` },
    ...overrides,
  };
}

/** A live table of a game as the games admin API lists it. */
export function aLiveTable(gameId: string, overrides: Partial<LiveTable> = {}): LiveTable {
  return {
    tableId: `table-${gameId}`,
    gameId,
    provider: 'evolution',
    seats: null,
    seatsTaken: 120,
    betLimits: { min: 0.2, max: 5000, currency: 'EUR' },
    open: true,
    ...overrides,
  };
}

/** Casino settings of a market. */
export const SETTINGS = { availableProviders: ['evolution', 'pragmaticplay'], exclusionSubProviders: [] };
