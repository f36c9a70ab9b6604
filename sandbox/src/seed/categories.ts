import type { GameCategory, TileSize } from '@casino/shared/wire';

/** What a category holds and how it is laid out; the games that belong to it are chosen in `games.ts`. */
interface CategoryDefinition {
  id: string;
  name: string;
  vertical: GameCategory['vertical'];
  icon: string;
  widgetType: GameCategory['widgetType'];
  visibleInLobby?: boolean;
  visibleInMenu?: boolean;
  desktopTiles?: TileSize[];
}

/** Casino categories in lobby order (spec 000 §2 lobby page `casino-lobby`). */
export const CASINO_CATEGORY_IDS = ['popular', 'new', 'jackpots', 'slots', 'table-games'] as const;
/** Live casino categories in lobby order (spec 000 §2 lobby page `live-casino`). */
export const LIVE_CATEGORY_IDS = ['live-popular', 'game-shows', 'roulette', 'blackjack', 'baccarat', 'poker'] as const;

const DEFINITIONS: CategoryDefinition[] = [
  { id: 'popular', name: 'Popular', vertical: 'casino', icon: 'star', widgetType: 'grid', desktopTiles: ['4x', '1x', '1x', '2xv', '1x', '1x', '2xh', '1x', '1x', '1x', '1x', '1x', '1x'] },
  { id: 'new', name: 'New', vertical: 'casino', icon: 'sparkles', widgetType: 'carousel' },
  { id: 'jackpots', name: 'Jackpots', vertical: 'casino', icon: 'trophy', widgetType: 'carousel' },
  { id: 'slots', name: 'Slots', vertical: 'casino', icon: 'slot-machine', widgetType: 'grid' },
  { id: 'table-games', name: 'Table & instant games', vertical: 'casino', icon: 'cards', widgetType: 'grid' },
  // Every casino game: the page reached after filtering by provider (spec 000 §2). Games are not tagged with it.
  { id: 'all-games', name: 'All games', vertical: 'casino', icon: 'grid', widgetType: 'grid', visibleInLobby: false },
  { id: 'live-popular', name: 'Popular live', vertical: 'live-casino', icon: 'live', widgetType: 'grid', desktopTiles: ['2xh', '1x', '1x', '1x', '1x'] },
  { id: 'game-shows', name: 'Game shows', vertical: 'live-casino', icon: 'microphone', widgetType: 'carousel' },
  { id: 'roulette', name: 'Roulette', vertical: 'live-casino', icon: 'roulette', widgetType: 'grid' },
  { id: 'blackjack', name: 'Blackjack', vertical: 'live-casino', icon: 'spade', widgetType: 'grid' },
  { id: 'baccarat', name: 'Baccarat', vertical: 'live-casino', icon: 'baccarat', widgetType: 'grid' },
  { id: 'poker', name: 'Poker', vertical: 'live-casino', icon: 'poker-chip', widgetType: 'grid' },
];

/** The `gameCategory` documents (spec 000 §3 Game category; lobby tile sizes 4x, 2xv, 2xh, 1x). */
export function buildCategories(): GameCategory[] {
  return DEFINITIONS.map((definition) => ({
    _id: `category-${definition.id}`,
    _type: 'gameCategory',
    id: definition.id,
    name: definition.name,
    url: definition.id,
    vertical: definition.vertical,
    icon: definition.icon,
    visibleInMenu: definition.visibleInMenu ?? true,
    visibleInLobby: definition.visibleInLobby ?? true,
    gridColumns: { desktop: 6, tablet: 4, mobile: 2 },
    rows: definition.widgetType === 'carousel' ? { desktop: 1, tablet: 1, mobile: 1 } : { desktop: 2, tablet: 2, mobile: 3 },
    tileSizes: { desktop: definition.desktopTiles ?? ['1x'], tablet: ['1x'], mobile: ['1x'] },
    widgetType: definition.widgetType,
  }));
}
