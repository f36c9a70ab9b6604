import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS, aLiveCategory, aLiveGame, aLiveTable, renderLive } from '../../../testing/render-live';
import { exhaustQueryRetries } from '../../../testing/query-retries';
import { mockViewport } from '@casino/shared/testing';
import type { LiveTable } from '../../../lib/live-table';
import { LiveLobbyPage } from './live-lobby-page';

const blackjack = aLiveCategory('blackjack', { name: 'Blackjack' });
const roulette = aLiveCategory('roulette', { name: 'Roulette', gridColumns: { desktop: 5, tablet: 3, mobile: 1 }, rows: { desktop: 1, tablet: 1, mobile: 2 } });

const infinite = aLiveGame('infinite-blackjack', { name: 'Infinite Blackjack', categories: ['blackjack'] });
const one = aLiveGame('one-blackjack', { name: 'ONE Blackjack', gameProvider: 'pragmaticplay', studio: 'Pragmatic Play', categories: ['blackjack'] });
const lightning = aLiveGame('lightning-roulette', { name: 'Lightning Roulette', categories: ['roulette'], betLimits: {} });
const roulettes = Array.from({ length: 7 }, (_, index) => aLiveGame(`roulette-${index + 1}`, { categories: ['roulette'] }));

const lobby = { order: ['roulette', 'blackjack'], categories: [blackjack, roulette], games: [infinite, one, lightning, ...roulettes] };

const tablesByProvider: Record<string, LiveTable[]> = {
  evolution: [
    aLiveTable('infinite-blackjack', { seats: 7, seatsTaken: 5, betLimits: { min: 5, max: 2500, currency: 'EUR' } }),
    aLiveTable('lightning-roulette', { seats: null, seatsTaken: 1457, betLimits: { min: 0.2, max: 5000, currency: 'EUR' } }),
  ],
  pragmaticplay: [aLiveTable('one-blackjack', { provider: 'pragmaticplay', seats: 7, seatsTaken: 7, betLimits: { min: 1, max: 1000, currency: 'EUR' } })],
};

/** The games admin stand-in: answers per provider and records every call's parameters. */
function gamesAdmin(answer: (provider: string) => unknown = (provider) => ({ partnerId: 653, provider, tables: tablesByProvider[provider] ?? [] })) {
  const calls: Array<Record<string, unknown>> = [];
  return {
    calls,
    http: {
      'GET /games-admin/live-tables': (config: { params?: Record<string, unknown> }) => {
        calls.push(config.params ?? {});
        return answer(String(config.params?.provider));
      },
    },
  };
}

const content = { casinoSettings: SETTINGS, '"order"': lobby };

let viewport: ReturnType<typeof mockViewport> | null = null;
afterEach(() => viewport?.restore());

describe('live casino lobby (spec 000 §2 /live-casino-online)', () => {
  it('groups the live tables by category, in lobby order, each with a heading and a Show all link', async () => {
    viewport = mockViewport(1440);
    renderLive(<LiveLobbyPage />, { content, http: gamesAdmin().http });

    expect(screen.getByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Roulette' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Roulette', 'Blackjack']);
    expect(screen.getByRole('link', { name: 'Show all: Blackjack' })).toHaveAttribute('href', '/en-UN/live-casino-online/blackjack');
    const blackjackList = screen.getByRole('list', { name: 'Blackjack' });
    expect(within(blackjackList).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en-UN/live-casino-online/play/evolution/infinite-blackjack',
      '/en-UN/live-casino-online/play/pragmaticplay/one-blackjack',
    ]);
  });

  it('shows seats taken, Full, players and bet limits of each table from the games admin API', async () => {
    viewport = mockViewport(1440);
    renderLive(<LiveLobbyPage />, { content, http: gamesAdmin().http });

    const infiniteCard = await screen.findByRole('link', { name: 'Infinite Blackjack Evolution' });
    await within(infiniteCard).findByText('5 / 7 seats taken');
    expect(infiniteCard).toHaveAccessibleDescription('5 / 7 seats taken Bets €5.00 – €2,500.00');
    expect(within(infiniteCard).getByRole('img', { name: 'Infinite Blackjack' })).toHaveAttribute(
      'srcset',
      'https://cdn.test/infinite-blackjack@1x.svg 1x, https://cdn.test/infinite-blackjack@2x.svg 2x, https://cdn.test/infinite-blackjack@3x.svg 3x',
    );

    const oneCard = screen.getByRole('link', { name: 'ONE Blackjack Pragmatic Play' });
    expect(within(oneCard).getByText('Full')).toBeInTheDocument();
    expect(within(oneCard).getByText('7 / 7 seats taken')).toBeInTheDocument();
    expect(oneCard).toHaveAttribute('data-seats', 'full');

    const lightningCard = screen.getByRole('link', { name: 'Lightning Roulette Evolution' });
    expect(within(lightningCard).getByText('1,457 players')).toBeInTheDocument();
    expect(within(lightningCard).getByText('Bets €0.20 – €5,000.00')).toBeInTheDocument();
  });

  it('asks the games admin API once per provider with the partner id', async () => {
    viewport = mockViewport(1440);
    const admin = gamesAdmin();
    renderLive(<LiveLobbyPage />, { content, http: admin.http });
    await screen.findByText('5 / 7 seats taken');
    expect(admin.calls).toEqual(
      expect.arrayContaining([
        { partnerId: 653, provider: 'evolution' },
        { partnerId: 653, provider: 'pragmaticplay' },
      ]),
    );
    expect(admin.calls).toHaveLength(2);
  });

  it('shows money the way the player market does: EUR after the amount in Finland', async () => {
    viewport = mockViewport(1440);
    renderLive(<LiveLobbyPage />, {
      content,
      http: gamesAdmin().http,
      state: { locale: { segment: 'fi-FI', language: 'fi', languageCode: 'fi', market: 'FI', locale: 'fi-FI', currency: 'EUR' } },
    });
    const card = await screen.findByRole('link', { name: 'Infinite Blackjack Evolution' });
    expect(await within(card).findByText('Bets 5.00 € – 2,500.00 €')).toBeInTheDocument();
  });

  it('lays the tables out with the category columns and rows of the device', async () => {
    viewport = mockViewport(1440);
    const desktop = renderLive(<LiveLobbyPage />, { content, http: gamesAdmin().http });
    const wide = await screen.findByRole('list', { name: 'Roulette' });
    expect(wide).toHaveAttribute('data-columns', '5');
    expect(within(wide).getAllByRole('listitem')).toHaveLength(5);
    desktop.unmount();
    viewport.restore();

    viewport = mockViewport(375);
    renderLive(<LiveLobbyPage />, { content, http: gamesAdmin().http });
    const narrow = await screen.findByRole('list', { name: 'Roulette' });
    expect(narrow).toHaveAttribute('data-columns', '1');
    expect(within(narrow).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when the lobby has no live tables', async () => {
    viewport = mockViewport(1440);
    renderLive(<LiveLobbyPage />, { content: { ...content, '"order"': { order: null, categories: [blackjack], games: [] } }, http: gamesAdmin().http });
    expect(await screen.findByText('There are no live tables in this lobby yet.')).toBeInTheDocument();
  });

  describe('over time', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('fetches the seats again every 10 seconds while the lobby is open, and stops when it closes', async () => {
      viewport = mockViewport(1440);
      let taken = 5;
      const admin = gamesAdmin((provider) => ({
        tables: provider === 'evolution' ? [aLiveTable('infinite-blackjack', { seats: 7, seatsTaken: taken })] : [],
      }));
      const { unmount } = renderLive(<LiveLobbyPage />, { content, http: admin.http });
      const card = await screen.findByRole('link', { name: 'Infinite Blackjack Evolution' });
      await within(card).findByText('5 / 7 seats taken');

      taken = 6;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(await within(card).findByText('6 / 7 seats taken')).toBeInTheDocument();
      expect(admin.calls.filter((params) => params.provider === 'evolution')).toHaveLength(2);

      unmount();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(admin.calls.filter((params) => params.provider === 'evolution')).toHaveLength(2);
    });

    it('stops showing seats that a failed refresh could not confirm, and shows them again when a refresh works', async () => {
      viewport = mockViewport(1440);
      let failing = false;
      const admin = gamesAdmin((provider) => (failing ? { status: 503, data: {} } : { tables: tablesByProvider[provider] ?? [] }));
      renderLive(<LiveLobbyPage />, { content, http: admin.http });
      const card = await screen.findByRole('link', { name: 'Infinite Blackjack Evolution' });
      await within(card).findByText('5 / 7 seats taken');

      failing = true;
      await act(async () => {
        // The 10 s refresh, then the query client's three retries (1 s, 2 s, 4 s).
        await jest.advanceTimersByTimeAsync(10_000 + 7_000 + 100);
      });
      expect(screen.getByText('Seat information is not available right now.')).toBeInTheDocument();
      expect(within(card).queryByText(/seats taken/)).not.toBeInTheDocument();

      failing = false;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10_000);
      });
      expect(await within(card).findByText('5 / 7 seats taken')).toBeInTheDocument();
      expect(screen.queryByText('Seat information is not available right now.')).not.toBeInTheDocument();
    });

    it('shows an error with a retry button when the content service fails', async () => {
      viewport = mockViewport(1440);
      let failing = true;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderLive(<LiveLobbyPage />, { content: { ...content, '"order"': () => (failing ? new Error('content down') : lobby) }, http: gamesAdmin().http });

      await exhaustQueryRetries();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('The live tables could not be loaded');
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('list', { name: 'Blackjack' })).toBeInTheDocument();
    });

    it('still shows the tables, without seats, when the games admin API fails, and fetches again on retry', async () => {
      viewport = mockViewport(1440);
      let failing = true;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const admin = gamesAdmin((provider) => (failing ? { status: 503, data: { error: 'UNAVAILABLE' } } : { tables: tablesByProvider[provider] ?? [] }));
      renderLive(<LiveLobbyPage />, { content, http: admin.http });

      await exhaustQueryRetries();
      const notice = screen.getByText('Seat information is not available right now.');
      const card = screen.getByRole('link', { name: 'Infinite Blackjack Evolution' });
      // The content's limits stand in for the table's.
      expect(within(card).getByText('Bets €0.50 – €5,000.00')).toBeInTheDocument();
      expect(within(card).queryByText(/seats taken/)).not.toBeInTheDocument();

      failing = false;
      await user.click(within(notice.parentElement!).getByRole('button', { name: 'Try again' }));
      expect(await within(card).findByText('5 / 7 seats taken')).toBeInTheDocument();
      expect(screen.queryByText('Seat information is not available right now.')).not.toBeInTheDocument();
    });
  });

  it('narrows the tables by name as the player types (no Enter), keeps the search in the URL, and says when nothing matches', async () => {
    viewport = mockViewport(1440);
    const user = userEvent.setup();
    const { platform } = renderLive(<LiveLobbyPage />, { content, http: gamesAdmin().http });
    const sent: Array<{ to: string; replace: boolean }> = [];
    platform.bus.on('NAVIGATE').subscribe((event) => {
      sent.push({ to: event.to, replace: event.replace === true });
      const [pathname, search = ''] = event.to.split('?');
      act(() => platform.bus.set('location', { pathname: pathname!, search: search ? `?${search}` : '', hash: '' }));
    });
    await screen.findByRole('list', { name: 'Roulette' });
    await user.type(screen.getByRole('searchbox', { name: 'Search tables' }), 'light');
    expect(await screen.findByRole('link', { name: /Lightning Roulette/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Blackjack' })).toBeNull());
    expect(sent[0]).toEqual({ to: '/en-UN/live-casino-online?q=light', replace: false });
    await user.type(screen.getByRole('searchbox', { name: 'Search tables' }), 'zzz{Enter}');
    expect(await screen.findByText('No live tables match “lightzzz”.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ to: '/en-UN/live-casino-online?q=lightzzz', replace: true });
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(sent.at(-1)).toEqual({ to: '/en-UN/live-casino-online', replace: true });
    expect(await screen.findByRole('list', { name: 'Blackjack' })).toBeInTheDocument();
  });
});

