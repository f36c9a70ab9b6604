import type { PlayerProfile } from '@casino/shared/bus';
import { renderWithPlatform } from '@casino/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BASE_PATH, createCasinoPlatform, renderCasino, someGames, someSettings } from '../../../testing/render-casino';
import { exhaustQueryRetries } from '../../../testing/query-retries';
import { mockViewport } from '@casino/shared/testing';
import { AllGamesPage } from './all-games-page';

/** A catalogue of `total` games answering `[$start...$end]` slices, recording each slice asked for. */
function catalogue(total: number) {
  const games = someGames(total);
  const slices: Array<[unknown, unknown]> = [];
  return {
    slices,
    content: {
      casinoSettings: someSettings(),
      '[$start...$end]': (params: Record<string, unknown>) => {
        slices.push([params.start, params.end]);
        return games.slice(Number(params.start), Number(params.end));
      },
    },
  };
}

let viewport: ReturnType<typeof mockViewport>;
afterEach(() => viewport.restore());

describe('all games (spec 000 §2 /online-casino/all-games, §9 page sizes)', () => {
  it('loads 60 games a page on a desktop, asking for one more to know that another page exists', async () => {
    viewport = mockViewport(1440);
    const { slices, content } = catalogue(70);
    const user = userEvent.setup();
    renderCasino(<AllGamesPage />, { content, path: '/all-games' });

    expect(screen.getByRole('heading', { level: 1, name: 'All games' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'All games' });
    // Virtualised: only the rows in view (and a few more) are in the DOM.
    const items = await within(list).findAllByRole('listitem');
    expect(items.length).toBeLessThan(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '60');
    expect(slices).toEqual([[0, 61]]);
    expect(screen.getByText('60 games shown')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await screen.findByText('70 games shown');
    expect(slices).toEqual([
      [0, 61],
      [60, 121],
    ]);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '70');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // Keyboard users go on where the new games start.
    // (The new row renders in the grid's deferred pass, then takes the focus.)
    await waitFor(() => expect(screen.getByRole('link', { name: /^Game 61 / })).toHaveFocus(), { timeout: 5000 });
  });

  it('loads 30 games a page on a phone', async () => {
    viewport = mockViewport(375);
    const { slices, content } = catalogue(45);
    const user = userEvent.setup();
    renderCasino(<AllGamesPage />, { content, path: '/all-games' });

    const list = await screen.findByRole('list', { name: 'All games' });
    expect((await within(list).findAllByRole('listitem')).length).toBeLessThan(30);
    expect(slices).toEqual([[0, 31]]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('45 games shown');
    expect(slices).toEqual([
      [0, 31],
      [30, 61],
    ]);
  });

  it('offers no Load more when the first answer holds no extra game', async () => {
    viewport = mockViewport(1440);
    const { content } = catalogue(60);
    renderCasino(<AllGamesPage />, { content, path: '/all-games' });
    await screen.findByText('60 games shown');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for every casino game of the market providers, by name', async () => {
    viewport = mockViewport(1440);
    const { content } = catalogue(3);
    const { platform } = renderCasino(<AllGamesPage />, { content, path: '/all-games' });
    await screen.findByText('3 games shown');
    const query = platform.queries.find((text) => text.includes('[$start...$end]'));
    expect(query).toContain('type == "casino"');
    expect(query).toContain('gameProvider in $providers');
    expect(query).toContain('order(name asc)');
    expect(query).not.toContain('$category');
  });

  it('narrows the games to the providers of ?providers=a,b, keeping only the market ones', async () => {
    viewport = mockViewport(1440);
    const { content } = catalogue(3);
    const asked: Array<Record<string, unknown>> = [];
    const platform = createCasinoPlatform({
      content: { ...content, '[$start...$end]': (params: Record<string, unknown>) => (asked.push(params), content['[$start...$end]'](params)) },
    });
    platform.bus.set('location', { pathname: `${BASE_PATH}/all-games`, search: '?providers=quickspin,pariplay', hash: '' });
    renderWithPlatform(<AllGamesPage />, { platform });
    await screen.findByText('3 games shown');
    expect(asked[0]).toMatchObject({ providers: ['quickspin'] });
  });

  it('searches by game name from the search box, and hides studios restricted in the player country', async () => {
    viewport = mockViewport(1440);
    const { content } = catalogue(3);
    const asked: Array<Record<string, unknown>> = [];
    const user = userEvent.setup();
    const platform = createCasinoPlatform({
      content: { ...content, '[$start...$end]': (params: Record<string, unknown>) => (asked.push(params), content['[$start...$end]'](params)) },
      state: { profile: { countryCode: 'FI' } as PlayerProfile },
    });
    platform.bus.set('location', { pathname: `${BASE_PATH}/all-games`, search: '', hash: '' });
    const navigations: string[] = [];
    platform.bus.on('NAVIGATE').subscribe((event) => {
      navigations.push(event.to);
      const [pathname, search = ''] = event.to.split('?');
      platform.bus.set('location', { pathname: pathname!, search: search ? `?${search}` : '', hash: '' });
    });
    renderWithPlatform(<AllGamesPage />, { platform });
    await screen.findByText('3 games shown');
    expect(asked[0]).toMatchObject({ country: 'FI' });

    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'money train');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // (A slow machine may have searched part of it while typing: the box searches as the player types.)
    expect(navigations.at(-1)).toBe('/en-UN/online-casino/all-games?q=money+train');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ q: 'money* train*' }));
    expect(platform.queries.at(-1)).toContain('name match $q');
    expect(screen.getByText('Results for “money train”')).toBeInTheDocument();
  });

  it('says that nothing matches a search', async () => {
    viewport = mockViewport(1440);
    const platform = createCasinoPlatform({ content: catalogue(0).content });
    platform.bus.set('location', { pathname: `${BASE_PATH}/all-games`, search: '?q=zzz', hash: '' });
    renderWithPlatform(<AllGamesPage />, { platform });
    expect(await screen.findByText('No games match “zzz”.')).toBeInTheDocument();
  });

  it('says so when there are no games', async () => {
    viewport = mockViewport(1440);
    renderCasino(<AllGamesPage />, { content: catalogue(0).content, path: '/all-games' });
    expect(await screen.findByText('There are no games here yet.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to the casino lobby' })[0]).toHaveAttribute('href', '/en-UN/online-casino');
  });

  describe('when the content service fails', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows an error with a retry button that loads the games again', async () => {
      viewport = mockViewport(1440);
      const { content } = catalogue(5);
      let failing = true;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCasino(<AllGamesPage />, {
        content: { ...content, '[$start...$end]': (params: Record<string, unknown>) => (failing ? new Error('content down') : content['[$start...$end]'](params)) },
        path: '/all-games',
      });

      await exhaustQueryRetries();
      const alert = screen.getByRole('alert');
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('5 games shown')).toBeInTheDocument();
    });

    it('keeps the games shown when a further page fails, and loads it on retry', async () => {
      viewport = mockViewport(1440);
      const { content } = catalogue(65);
      let failing = false;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCasino(<AllGamesPage />, {
        content: { ...content, '[$start...$end]': (params: Record<string, unknown>) => (failing ? new Error('content down') : content['[$start...$end]'](params)) },
        path: '/all-games',
      });
      await screen.findByText('60 games shown');
      failing = true;
      await user.click(screen.getByRole('button', { name: 'Load more' }));

      await exhaustQueryRetries();
      const alert = screen.getByRole('alert');
      expect(screen.getByText('60 games shown')).toBeInTheDocument();
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('65 games shown')).toBeInTheDocument();
    });
  });
});
