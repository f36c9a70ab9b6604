import { gridOf, groupByCategory, lobbySliceOf, type LiveCategory } from './live-lobby';
import type { LiveGame } from './live-table';

const category = (id: string, overrides: Partial<LiveCategory> = {}): LiveCategory => ({
  id,
  name: id,
  gridColumns: { desktop: 6, tablet: 4, mobile: 2 },
  rows: { desktop: 2, tablet: 2, mobile: 3 },
  widgetType: 'grid',
  visibleInLobby: true,
  ...overrides,
});
const game = (id: string, categories: string[]) => ({ _id: id, id, categories }) as LiveGame;

describe('groupByCategory', () => {
  const categories = [category('roulette'), category('blackjack'), category('poker', { visibleInLobby: false }), category('empty')];
  const games = [game('lightning-roulette', ['roulette']), game('infinite-blackjack', ['blackjack']), game('casino-holdem', ['poker'])];

  it('follows the lobby order and holds only the categories it names', () => {
    expect(groupByCategory(categories, games, ['blackjack', 'roulette']).map((section) => section.category.id)).toEqual(['blackjack', 'roulette']);
  });

  it('without a lobby order, holds the categories visible in the lobby in content order', () => {
    expect(groupByCategory(categories, games, null).map((section) => section.category.id)).toEqual(['roulette', 'blackjack']);
  });

  it('puts each game in every category it belongs to, and leaves out empty categories', () => {
    const sections = groupByCategory(categories, [...games, game('blackjack-roulette', ['roulette', 'blackjack'])], ['roulette', 'blackjack', 'empty']);
    expect(sections.map((section) => [section.category.id, section.games.map((g) => g.id)])).toEqual([
      ['roulette', ['lightning-roulette', 'blackjack-roulette']],
      ['blackjack', ['infinite-blackjack', 'blackjack-roulette']],
    ]);
  });
});

describe('lobby grid', () => {
  it('reads the columns and rows of the device, with defaults for broken values', () => {
    expect(gridOf(category('a'), 'mobile')).toEqual({ columns: 2, rows: 3, carousel: false });
    expect(gridOf(category('a', { gridColumns: { desktop: 0, tablet: 4, mobile: 2 }, widgetType: 'carousel' }), 'desktop')).toEqual({ columns: 6, rows: 2, carousel: true });
  });

  it('shows as many tables as fill the rows of a grid, and all of a carousel', () => {
    const list = Array.from({ length: 20 }, (_, index) => index);
    expect(lobbySliceOf(list, { columns: 2, rows: 3, carousel: false })).toHaveLength(6);
    expect(lobbySliceOf(list, { columns: 6, rows: 1, carousel: true })).toHaveLength(20);
  });
});
