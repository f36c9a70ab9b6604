import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aGameDocument, aSettingsDocument, renderCasino, type CasinoTestOptions } from '../../../testing/render-casino';
import { exhaustQueryRetries } from '../../../testing/query-retries';
import type { PlayerProfile } from '@casino/shared/bus';
import { resolveSegment } from '@casino/shared/market';
import { mockViewport } from '@casino/shared/testing';
import { LobbyPage } from './lobby-page';

const popular = aCategory('popular', {
  name: 'Popular',
  gridColumns: { desktop: 6, tablet: 4, mobile: 2 },
  rows: { desktop: 2, tablet: 2, mobile: 3 },
  tileSizes: { desktop: ['4x', '1x', '2xv', '2xh'], tablet: ['1x'], mobile: ['1x'] },
});
const fresh = aCategory('new', { name: 'New', widgetType: 'carousel', rows: { desktop: 1, tablet: 1, mobile: 1 } });

/** `count` games of a category in the content, named `<category>-1` … */
const gamesOf = (category: string, count: number, overrides: Parameters<typeof aGameDocument>[2] = {}) =>
  Array.from({ length: count }, (_, index) => aGameDocument(`${category}-${index + 1}`, [category], overrides));

/** The lobby's content documents, answered by groq-js: the categories are stored in another order than the settings list them. */
function lobbyContent(documents: unknown[] = [], options: Omit<CasinoTestOptions, 'dataset'> = {}): CasinoTestOptions {
  return {
    ...options,
    dataset: [aSettingsDocument({ categories: ['popular', 'new'] }), fresh, popular, ...gamesOf('popular', 40), ...gamesOf('new', 40), ...documents],
  };
}

let viewport: ReturnType<typeof mockViewport>;
afterEach(() => viewport.restore());

describe('casino lobby (spec 000 §2 /online-casino)', () => {
  it('shows the categories in lobby order, each with a heading and a Show all link to its page', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, lobbyContent());

    expect(screen.getByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    // The first section paints first (it holds the largest contentful paint); the others follow at once.
    await screen.findByRole('heading', { level: 2, name: 'Popular' });
    await screen.findByRole('heading', { level: 2, name: 'New' });
    // The categories, then the winners widgets (issue 17 point 6).
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Popular', 'New', 'Top winners', 'Latest winners']);
    expect(screen.getByRole('link', { name: 'Show all: Popular' })).toHaveAttribute('href', '/en-UN/online-casino/popular');
    expect(screen.getByRole('link', { name: 'Show all: New' })).toHaveAttribute('href', '/en-UN/online-casino/new');
    expect(screen.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '/en-UN/online-casino/all-games');
  });

  it('shows a loading status, then the games', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, lobbyContent());
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');
    expect(await screen.findByRole('list', { name: 'Popular' })).toBeInTheDocument();
  });

  it('lays the tiles out on the desktop grid: the category columns, its tile sizes as spans, as many as fit in its rows', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, lobbyContent());

    const list = await screen.findByRole('list', { name: 'Popular' });
    expect(list).toHaveAttribute('data-columns', '6');
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles.slice(0, 4).map((tile) => [tile.dataset.tileSize, tile.style.gridColumn, tile.style.gridRow])).toEqual([
      ['4x', 'span 2', 'span 2'],
      ['1x', 'span 1', 'span 1'],
      ['2xv', 'span 1', 'span 2'],
      ['2xh', 'span 2', 'span 1'],
    ]);
    // 6 × 2 cells: 4x, 1x, 2xv, 2xh fill row 1 and half of row 2; then 4x (no room), 1x, 2xv (no room),
    // 2xh fill row 2; the 12 cells are full.
    expect(tiles.map((tile) => tile.dataset.tileSize)).toEqual(['4x', '1x', '2xv', '2xh', '1x', '2xh']);
  });

  it('lays the same category out on a phone with its mobile columns, rows and sizes', async () => {
    viewport = mockViewport(375);
    renderCasino(<LobbyPage />, lobbyContent());

    const list = await screen.findByRole('list', { name: 'Popular' });
    expect(list).toHaveAttribute('data-columns', '2');
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(tiles.every((tile) => tile.style.gridColumn === 'span 1' && tile.style.gridRow === 'span 1')).toBe(true);
  });

  it('shows the lobby page size of the device: 30 games on a desktop, 15 on a phone (spec 000 §9)', async () => {
    const sizes: unknown[] = [];
    const content = lobbyContent();
    viewport = mockViewport(1440);
    const desktop = renderCasino(<LobbyPage />, content);
    await screen.findByRole('list', { name: 'New' });
    sizes.push(within(screen.getByRole('list', { name: 'New' })).getAllByRole('listitem').length);
    desktop.unmount();
    viewport.restore();

    viewport = mockViewport(375);
    renderCasino(<LobbyPage />, content);
    await screen.findByRole('list', { name: 'New' });
    sizes.push(within(screen.getByRole('list', { name: 'New' })).getAllByRole('listitem').length);
    // "New" is a carousel: every game of the page is in it.
    expect(sizes).toEqual([30, 15]);
  });

  it('makes each game a link to its play page with a responsive thumbnail, its name and its studio', async () => {
    viewport = mockViewport(1440);
    renderCasino(
      <LobbyPage />,
      { dataset: [aSettingsDocument({ categories: ['popular'] }), popular, aGameDocument('money-train-3', ['popular'], { name: 'Money Train 3', gameProvider: 'relax', studio: 'Relax Gaming' })] },
    );

    const [link] = await screen.findAllByRole('link', { name: 'Money Train 3 Relax Gaming' });
    expect(link).toHaveAttribute('href', '/en-UN/online-casino/play/relax/money-train-3');
    // Decorative: the link is named by the printed name and studio.
    const image = link!.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', 'https://cdn.test/money-train-3@1x.svg');
    expect(image).toHaveAttribute(
      'srcset',
      'https://cdn.test/money-train-3@1x.svg 200w, https://cdn.test/money-train-3@2x.svg 400w, https://cdn.test/money-train-3@3x.svg 600w',
    );
    // The browser picks by the width the tile shows at: its cells over the grid's columns.
    expect(image.getAttribute('sizes')).toMatch(/^calc\(min\(100vw, 1600px\) \* [12] \/ [246]\)$/);
    // The first section is above the fold: its thumbnails load at once, with high priority (LCP).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it('shows only games of the market providers, without its excluded studios and the studios restricted in the player’s country', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, {
      state: { profile: { countryCode: 'SE' } as PlayerProfile },
      dataset: [
        aSettingsDocument({ categories: ['popular'], availableProviders: ['relax', 'evolution'], exclusionSubProviders: ['subprovider-nolimitcity'] }),
        popular,
        aGameDocument('money-train', ['popular'], { name: 'Money Train', gameProvider: 'relax' }),
        aGameDocument('crazy-time', ['popular'], { name: 'Crazy Time', gameProvider: 'evolution' }),
        aGameDocument('sweet-bonanza', ['popular'], { name: 'Sweet Bonanza', gameProvider: 'pragmaticplay' }),
        aGameDocument('mental', ['popular'], { name: 'Mental', gameProvider: 'relax', subProvider: { _id: 'subprovider-nolimitcity', title: 'Nolimit City' } }),
        aGameDocument('book-of-dead', ['popular'], { name: 'Book of Dead', gameProvider: 'relax', subProvider: { _id: 'subprovider-playngo', title: "Play'n GO", restrictedCountries: ['SE'] } }),
      ],
    });
    const list = await screen.findByRole('list', { name: 'Popular' });
    expect(within(list).getAllByRole('link').map((link) => link.textContent)).toEqual([expect.stringContaining('Money Train'), expect.stringContaining('Crazy Time')]);
  });

  it('uses the default market’s settings where the market has none of its own', async () => {
    viewport = mockViewport(1440);
    const finland = resolveSegment('fi-FI');
    renderCasino(<LobbyPage />, { ...lobbyContent(), basePath: '/fi-FI/online-casino', state: { locale: finland! } });
    expect(await screen.findByRole('list', { name: 'Popular' })).toBeInTheDocument();
  });

  it('leaves out categories hidden from the lobby and categories without games', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, {
      dataset: [
        aSettingsDocument({ categories: ['popular', 'new', 'hidden', 'missing'] }),
        popular,
        fresh,
        aCategory('hidden', { name: 'Hidden', visibleInLobby: false }),
        ...gamesOf('popular', 4),
        ...gamesOf('hidden', 4),
        ...gamesOf('new', 4, { gameProvider: 'not-offered' }),
      ],
    });
    await screen.findByRole('list', { name: 'Popular' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Popular']);
  });

  it('says so when the market has no categories', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, { dataset: [aSettingsDocument({ categories: [] })] });
    expect(await screen.findByText('There are no game categories in this lobby yet.')).toBeInTheDocument();
  });

  describe('when the content service fails', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows an error with a retry button that loads the lobby again', async () => {
      viewport = mockViewport(1440);
      let failing = true;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCasino(<LobbyPage />, lobbyContent([], { content: { casinoSettings: () => (failing ? new Error('content down') : undefined) } }));

      await exhaustQueryRetries();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The games could not be loaded');
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));

      expect(await screen.findByRole('list', { name: 'Popular' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
