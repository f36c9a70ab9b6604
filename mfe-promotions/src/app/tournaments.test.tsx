import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform } from '@casino/shared/testing';
import type { LeaderboardEntry, Tournament } from '@casino/shared/wire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../testing/render-app';
import { PromotionsApp } from './promotions-app';

const basePath = '/en-UN/promotions';

const entry = (position: number, name: string, points: number, me = false): LeaderboardEntry => ({ position, name, points, me });

/** A tournament as `GET /bonus/tournaments/{id}` answers it (the wire's `tournamentSchema`). */
function aTournament(overrides: Partial<Tournament> = {}): Tournament {
  return {
    id: 'weekly-slots-race',
    campaignId: 'campaign-tournament-weekly',
    title: 'Weekly slots race',
    description: 'Bet on the race’s slots: every euro staked is 100 points.',
    language: 'EN',
    period: 'current',
    periodStartsAt: '2026-11-23T10:00:00.000Z',
    periodEndsAt: '2026-11-30T10:00:00.000Z',
    prizes: [
      { position: 1, label: '€500 cash' },
      { position: 2, label: '100 free spins' },
    ],
    gameIds: ['money-train-3'],
    optedIn: false,
    leaderboard: [entry(1, 'Mi***', 48_000), entry(2, 'So***', 12_000), entry(3, 'Lu***', 5_000)],
    me: null,
    ...overrides,
  };
}

interface Setup {
  path: string;
  authorized?: boolean;
  languageCode?: string;
  market?: string;
  tournament?: (params: Record<string, string>) => unknown;
  list?: unknown;
}

function renderAt({ path, authorized = false, languageCode = 'en', market = 'UN', tournament = () => aTournament(), list }: Setup) {
  const asked: Array<[string, Record<string, string>]> = [];
  let optIns = 0;
  const platform = createTestPlatform({
    basePath,
    http: {
      'GET /bonus/tournaments': (config: { params: Record<string, string> }) => {
        asked.push(['list', config.params]);
        return list ?? { tournaments: [aTournament()].map(({ leaderboard: _l, me: _m, ...summary }) => summary) };
      },
      'GET /bonus/tournaments/weekly-slots-race': (config: { params: Record<string, string> }) => {
        asked.push(['one', config.params]);
        return tournament(config.params);
      },
      'POST /bonus/optIn/campaign-tournament-weekly/activate': () => {
        optIns += 1;
        return { status: 204, data: '' };
      },
    },
    state: {
      session: { status: 'Resolved', authorized, claims: authorized ? ({ player_id: 'sandbox-ulla' } as never) : null },
      locale: { segment: `${languageCode === 'caf' ? 'fr' : 'en'}-${market}`, language: languageCode === 'caf' ? 'fr' : 'en', languageCode, market, locale: market === 'FI' ? 'fi-FI' : 'en-GB', currency: 'EUR' },
    },
  });
  platform.content = { fetch: (async () => []) as never };
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<PromotionsApp />, { platform, path });
  return { platform, events, asked, optIns: () => optIns };
}

describe('tournaments (issue 17 point 4; spec 000 §3 Tournaments, spec 001 §7)', () => {
  it('lists the running tournaments at /promotions/tournaments, not as a promotion category', async () => {
    const { asked } = renderAt({ path: `${basePath}/tournaments` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournaments' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Weekly slots race' });
    expect(link).toHaveAttribute('href', '/en-UN/promotions/tournaments/weekly-slots-race');
    expect(screen.queryByRole('heading', { name: 'Promotion not found' })).not.toBeInTheDocument();
    expect(asked).toEqual([['list', { language: 'EN' }]]);
  });

  it('shows a tournament page, not a promotion, at /promotions/tournaments/{id}', async () => {
    renderAt({ path: `${basePath}/tournaments/weekly-slots-race` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly slots race' })).toBeInTheDocument();
    const prizes = screen.getByRole('region', { name: 'Prizes' });
    expect(within(prizes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Place 1: €500 cash', 'Place 2: 100 free spins']);
  });

  it.each([
    ['ca', 'CA', 'EN'],
    ['caf', 'CA', 'FR'],
    ['fi', 'FI', 'FI'],
  ])('asks in the tournament language: %s (market %s) → %s', async (languageCode, market, language) => {
    const { asked } = renderAt({ path: `${basePath}/tournaments/weekly-slots-race`, languageCode, market });
    await screen.findByRole('heading', { level: 1, name: 'Weekly slots race' });
    expect(asked).toEqual([['one', { period: 'current', language }]]);
  });

  it("shows the period's dates in the player's time zone (FI: Helsinki, UTC+2 in November)", async () => {
    renderAt({ path: `${basePath}/tournaments/weekly-slots-race`, languageCode: 'fi', market: 'FI' });
    await screen.findByRole('heading', { level: 1, name: 'Weekly slots race' });
    const times = screen.getAllByText((_, element) => element?.tagName === 'TIME');
    expect(times[0]).toHaveAttribute('datetime', '2026-11-23T10:00:00.000Z');
    expect(times[0]?.textContent).toContain('12.00');
  });

  it("lists the leaderboard with the player's own row highlighted when in the top", async () => {
    renderAt({
      path: `${basePath}/tournaments/weekly-slots-race`,
      authorized: true,
      tournament: () => aTournament({ optedIn: true, leaderboard: [entry(1, 'Mi***', 48_000), entry(2, 'Ul***', 12_000, true), entry(3, 'Lu***', 5_000)], me: entry(2, 'Ul***', 12_000, true) }),
    });
    const table = await screen.findByRole('table', { name: 'Leaderboard: Current period' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'Mi***', '480.00'],
      ['2', 'Ul*** (you)', '120.00'],
      ['3', 'Lu***', '50.00'],
    ]);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows.filter((row) => row.getAttribute('aria-current'))).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('You are taking part in this tournament.');
  });

  it("shows the player's own row after the top when outside it", async () => {
    renderAt({ path: `${basePath}/tournaments/weekly-slots-race`, authorized: true, tournament: () => aTournament({ optedIn: true, me: entry(27, 'Ul***', 100, true) }) });
    const table = await screen.findByRole('table', { name: 'Leaderboard: Current period' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1Mi***480.00', '2So***120.00', '3Lu***50.00', '27Ul*** (you)1.00']);
    expect(rows[3]).toHaveAttribute('aria-current', 'true');
  });

  it('switches to the previous period', async () => {
    const user = userEvent.setup();
    const { asked } = renderAt({
      path: `${basePath}/tournaments/weekly-slots-race`,
      tournament: (params) =>
        params.period === 'previous'
          ? aTournament({ period: 'previous', periodStartsAt: '2026-11-16T10:00:00.000Z', periodEndsAt: '2026-11-23T10:00:00.000Z', leaderboard: [entry(1, 'As***', 90_000)] })
          : aTournament(),
    });
    await screen.findByRole('table', { name: 'Leaderboard: Current period' });
    const periods = screen.getByRole('group', { name: 'Leaderboard period' });
    expect(within(periods).getByRole('button', { name: 'Current period' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(periods).getByRole('button', { name: 'Previous period' }));
    const table = await screen.findByRole('table', { name: 'Leaderboard: Previous period' });
    expect(within(table).getByText('As***')).toBeInTheDocument();
    expect(asked.map(([, params]) => params.period)).toEqual(['current', 'previous']);
  });

  it('opts a logged-in player in once, then shows them taking part and their row', async () => {
    const user = userEvent.setup();
    let joined = false;
    const { optIns } = renderAt({
      path: `${basePath}/tournaments/weekly-slots-race`,
      authorized: true,
      tournament: () => (joined ? aTournament({ optedIn: true, me: entry(4, 'Ul***', 0, true) }) : aTournament()),
    });
    const button = await screen.findByRole('button', { name: 'Opt in' });
    joined = true;
    await user.dblClick(button);
    expect(await screen.findByText('You are taking part in this tournament.')).toBeInTheDocument();
    expect(optIns()).toBe(1);
    expect(await screen.findByText('Ul***')).toBeInTheDocument();
  });

  it('asks a visitor to log in, coming back to the tournament', async () => {
    const user = userEvent.setup();
    const { events } = renderAt({ path: `${basePath}/tournaments/weekly-slots-race` });
    await user.click(await screen.findByRole('button', { name: 'Log in to take part' }));
    expect(events).toContainEqual({ type: 'OPEN_LOGIN', redirectTo: '/en-UN/promotions/tournaments/weekly-slots-race' });
    expect(screen.queryByRole('button', { name: 'Opt in' })).not.toBeInTheDocument();
  });

  it('says a tournament is not found (404)', async () => {
    renderAt({ path: `${basePath}/tournaments/weekly-slots-race`, tournament: () => ({ status: 404, data: { error: 'Not Found', message: 'No tournament' } }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tournament not found' })).toBeInTheDocument();
  });

  it('says when no tournament is running', async () => {
    renderAt({ path: `${basePath}/tournaments`, list: { tournaments: [] } });
    expect(await screen.findByText('No tournaments are running right now.')).toBeInTheDocument();
  });
});
