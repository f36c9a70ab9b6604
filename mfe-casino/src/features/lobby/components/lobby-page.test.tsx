import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aGame, renderCasino, someGames, someSettings } from '../../../testing/render-casino';
import { exhaustQueryRetries } from '../../../testing/query-retries';
import { mockViewport } from '@casino/shared/testing';
import { LobbyPage } from './lobby-page';

const popular = aCategory('popular', {
  name: 'Popular',
  gridColumns: { desktop: 6, tablet: 4, mobile: 2 },
  rows: { desktop: 2, tablet: 2, mobile: 3 },
  tileSizes: { desktop: ['4x', '1x', '2xv', '2xh'], tablet: ['1x'], mobile: ['1x'] },
});
const fresh = aCategory('new', { name: 'New', widgetType: 'carousel', rows: { desktop: 1, tablet: 1, mobile: 1 } });

/** The lobby's content: the categories answer comes in another order than the settings list them. */
function lobbyContent(overrides: Record<string, unknown> = {}) {
  return {
    casinoSettings: someSettings({ categories: ['popular', 'new'] }),
    'id in $ids': [fresh, popular],
    '[0...$size]': (params: Record<string, unknown>) => someGames(Number(params.size), String(params.category)),
    ...overrides,
  };
}

let viewport: ReturnType<typeof mockViewport>;
afterEach(() => viewport.restore());

describe('casino lobby (spec 000 §2 /online-casino)', () => {
  it('shows the categories in lobby order, each with a heading and a Show all link to its page', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, { content: lobbyContent() });

    expect(screen.getByRole('heading', { level: 1, name: 'Casino' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Popular' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Popular', 'New']);
    expect(screen.getByRole('link', { name: 'Show all: Popular' })).toHaveAttribute('href', '/en-UN/online-casino/popular');
    expect(screen.getByRole('link', { name: 'Show all: New' })).toHaveAttribute('href', '/en-UN/online-casino/new');
    expect(screen.getByRole('link', { name: 'All games' })).toHaveAttribute('href', '/en-UN/online-casino/all-games');
  });

  it('shows a loading status, then the games', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, { content: lobbyContent() });
    expect(screen.getByRole('status')).toHaveTextContent('Loading games…');
    expect(await screen.findByRole('list', { name: 'Popular' })).toBeInTheDocument();
  });

  it('lays the tiles out on the desktop grid: the category columns, its tile sizes as spans, as many as fit in its rows', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, { content: lobbyContent() });

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
    renderCasino(<LobbyPage />, { content: lobbyContent() });

    const list = await screen.findByRole('list', { name: 'Popular' });
    expect(list).toHaveAttribute('data-columns', '2');
    const tiles = within(list).getAllByRole('listitem');
    expect(tiles).toHaveLength(6);
    expect(tiles.every((tile) => tile.style.gridColumn === 'span 1' && tile.style.gridRow === 'span 1')).toBe(true);
  });

  it('asks for the lobby page size of the device: 30 games on a desktop, 15 on a phone (spec 000 §9)', async () => {
    const sizes: unknown[] = [];
    const content = lobbyContent({
      '[0...$size]': (params: Record<string, unknown>) => {
        sizes.push(params.size);
        return someGames(3, String(params.category));
      },
    });
    viewport = mockViewport(1440);
    const desktop = renderCasino(<LobbyPage />, { content });
    await screen.findByRole('list', { name: 'New' });
    expect(sizes).toEqual([30, 30]);
    desktop.unmount();
    viewport.restore();

    sizes.length = 0;
    viewport = mockViewport(375);
    renderCasino(<LobbyPage />, { content });
    await screen.findByRole('list', { name: 'New' });
    expect(sizes).toEqual([15, 15]);
  });

  it('makes each game a link to its play page with a responsive thumbnail, its name and its studio', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, {
      content: lobbyContent({ '[0...$size]': [aGame('money-train-3', { name: 'Money Train 3', gameProvider: 'relax', studio: 'Relax Gaming' })] }),
    });

    const [link] = await screen.findAllByRole('link', { name: 'Money Train 3 Relax Gaming' });
    expect(link).toHaveAttribute('href', '/en-UN/online-casino/play/relax/money-train-3');
    // Decorative: the link is named by the printed name and studio.
    const image = link!.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('src', 'https://cdn.test/money-train-3@1x.svg');
    expect(image).toHaveAttribute(
      'srcset',
      'https://cdn.test/money-train-3@1x.svg 1x, https://cdn.test/money-train-3@2x.svg 2x, https://cdn.test/money-train-3@3x.svg 3x',
    );
    // The first section is above the fold: its thumbnails load at once, with high priority (LCP).
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it('asks only for games of the market providers, without its excluded studios', async () => {
    viewport = mockViewport(1440);
    const seen: Array<Record<string, unknown>> = [];
    renderCasino(<LobbyPage />, {
      content: lobbyContent({
        casinoSettings: someSettings({ categories: ['popular'], availableProviders: ['relax', 'evolution'], exclusionSubProviders: ['subprovider-nolimitcity'] }),
        '[0...$size]': (params: Record<string, unknown>) => {
          seen.push(params);
          return someGames(2);
        },
      }),
    });
    await screen.findByRole('list', { name: 'Popular' });
    expect(seen[0]).toMatchObject({ category: 'popular', providers: ['relax', 'evolution'], excludedSubProviders: ['subprovider-nolimitcity'] });
  });

  it('leaves out categories hidden from the lobby and categories without games', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, {
      content: lobbyContent({
        casinoSettings: someSettings({ categories: ['popular', 'new', 'hidden'] }),
        'id in $ids': [popular, fresh, aCategory('hidden', { name: 'Hidden', visibleInLobby: false })],
        '[0...$size]': (params: Record<string, unknown>) => (params.category === 'new' ? [] : someGames(4)),
      }),
    });
    await screen.findByRole('list', { name: 'Popular' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Popular']);
  });

  it('says so when the market has no categories', async () => {
    viewport = mockViewport(1440);
    renderCasino(<LobbyPage />, { content: lobbyContent({ casinoSettings: someSettings({ categories: [] }) }) });
    expect(await screen.findByText('There are no game categories in this lobby yet.')).toBeInTheDocument();
  });

  describe('when the content service fails', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows an error with a retry button that loads the lobby again', async () => {
      viewport = mockViewport(1440);
      let failing = true;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCasino(<LobbyPage />, {
        content: lobbyContent({ casinoSettings: () => (failing ? new Error('content down') : someSettings()) }),
      });

      await exhaustQueryRetries();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The games could not be loaded');
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));

      expect(await screen.findByRole('list', { name: 'Popular' }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the error in the section whose games failed, and the other sections', async () => {
      viewport = mockViewport(1440);
      let failing = true;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCasino(<LobbyPage />, {
        content: lobbyContent({
          '[0...$size]': (params: Record<string, unknown>) => (params.category === 'new' && failing ? new Error('content down') : someGames(3, String(params.category))),
        }),
      });

      await exhaustQueryRetries();
      const alert = screen.getByRole('alert');
      expect(screen.getByRole('list', { name: 'Popular' })).toBeInTheDocument();
      expect(within(screen.getByRole('region', { name: 'New' })).getByRole('alert')).toBe(alert);
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('list', { name: 'New' })).toBeInTheDocument();
    });
  });
});
