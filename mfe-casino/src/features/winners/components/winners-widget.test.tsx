import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Winner } from '@casino/shared/wire';
import { exhaustQueryRetries } from '../../../testing/query-retries';
import { renderCasino } from '../../../testing/render-casino';
import { WinnersWidget } from './winners-widget';

const aWinner = (gameId: string, amount: number, overrides: Partial<Winner> = {}): Winner => ({
  gameId,
  gameName: gameId.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase()),
  provider: 'relax',
  providerTitle: 'Relax Gaming',
  images: { img1x: `/${gameId}@1x.webp`, img2x: `/${gameId}@2x.webp`, img3x: `/${gameId}@3x.webp` },
  playerName: 'Mi***',
  amount,
  currency: 'EUR',
  wonAt: '2026-03-10T10:00:00.000Z',
  ...overrides,
});

/** Top winners per period, as the platform would answer them (spec 001 §7 top-winners). */
const TOP: Record<string, Winner[]> = {
  DAY: [aWinner('money-train-3', 25_000)],
  WEEK: [aWinner('gates-of-olympus', 150_000, { provider: 'pragmaticplay', providerTitle: 'Pragmatic Play', playerName: 'So***' }), aWinner('money-train-3', 25_000)],
  MONTH: [],
};

function renderWidget({ latest = (): Winner[] | Error => [aWinner('book-of-dead', 1_250, { provider: 'playngo' })], authorized = false, currency = 'EUR', market = 'UN', casinoPath = '' } = {}) {
  const asked: Array<Record<string, unknown>> = [];
  const http = {
    'GET /player/wallet/top-winners': (config: { params: Record<string, string> }) => {
      asked.push(config.params);
      return { dateRange: config.params.dateRange, currency: config.params.currency, winners: TOP[config.params.dateRange ?? ""] };
    },
    'GET /player/wallet/latest-winners': (config: { params: Record<string, string> }) => {
      asked.push(config.params);
      const answer = latest();
      return answer instanceof Error ? { status: 500, data: { error: 'Server Error', message: answer.message } } : { currency: config.params.currency, winners: answer };
    },
  };
  const state = {
    session: { status: 'Resolved' as const, authorized, claims: null },
    ...(authorized ? { profile: { currencyCode: currency } as never } : {}),
    locale: { language: 'en', market, segment: `en-${market}` } as never,
  };
  const view = renderCasino(<WinnersWidget casinoPath={casinoPath} />, { http, state });
  return { ...view, asked };
}

describe('WinnersWidget (issue 17 point 6; spec 001 §7 top-winners, latest-winners)', () => {
  it('shows today\'s top winners and the latest winners, titled with "winners", each game a link to its play page', async () => {
    const { asked } = renderWidget();
    const top = await screen.findByRole('list', { name: 'Top winners' });
    expect(screen.getByRole('heading', { name: 'Top winners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Latest winners' })).toBeInTheDocument();
    expect(within(top).getByRole('link', { name: 'Money Train 3' })).toHaveAttribute('href', '/en-UN/online-casino/play/relax/money-train-3');
    expect(within(top).getByText('€250.00')).toBeInTheDocument();
    expect(within(top).getByText('Mi***')).toBeInTheDocument();
    const latest = await screen.findByRole('list', { name: 'Latest winners' });
    expect(within(latest).getByRole('link', { name: 'Book Of Dead' })).toHaveAttribute('href', '/en-UN/online-casino/play/playngo/book-of-dead');
    expect(asked).toEqual(expect.arrayContaining([{ dateRange: 'DAY', siteId: 1, currency: 'EUR' }, { siteId: 1, currency: 'EUR' }]));
  });

  it('changes the period: this week, then this month (empty)', async () => {
    const user = userEvent.setup();
    const { asked } = renderWidget();
    await screen.findByRole('link', { name: 'Money Train 3' });
    const periods = screen.getByRole('group', { name: 'Period' });
    expect(within(periods).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(periods).getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('link', { name: 'Gates Of Olympus' })).toBeInTheDocument();
    expect(screen.getByText('€1,500.00')).toBeInTheDocument();
    expect(within(periods).getByRole('button', { name: 'This week' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(periods).getByRole('button', { name: 'This month' }));
    expect(await screen.findByText('No wins here yet. Yours could be the first.')).toBeInTheDocument();
    expect(asked.map((params) => params.dateRange).filter(Boolean)).toEqual(['DAY', 'WEEK', 'MONTH']);
  });

  it("asks in a logged-in player's currency and formats by the market (spec 001 §9)", async () => {
    const { asked } = renderWidget({ authorized: true, currency: 'EUR', market: 'FI' });
    const top = await screen.findByRole('list', { name: 'Top winners' });
    expect(within(top).getByText('250.00 €')).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ currency: 'EUR' });
  });

  it('asks a Canadian player in CAD', async () => {
    const { asked } = renderWidget({ authorized: true, currency: 'CAD', market: 'CA' });
    await screen.findByRole('list', { name: 'Top winners' });
    expect(asked.every((params) => params.currency === 'CAD')).toBe(true);
  });

  it('links into the casino area from outside it (the parcel on the home page)', async () => {
    renderWidget({ casinoPath: '/online-casino' });
    // The test router's base is the casino's; the parcel's is the locale root, where this makes /en-UN/online-casino/play/….
    expect(await screen.findByRole('link', { name: 'Money Train 3' })).toHaveAttribute('href', '/en-UN/online-casino/online-casino/play/relax/money-train-3');
  });

  describe('a failing list', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('says so with a retry that loads it, and the other list stays', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      let failing = true;
      renderWidget({ latest: () => (failing ? new Error('boom') : [aWinner('fire-joker', 500, { provider: 'playngo' })]) });
      await exhaustQueryRetries();
      expect(screen.getByRole('link', { name: 'Money Train 3' })).toBeInTheDocument();
      expect(screen.getByText('We could not load the winners.')).toBeInTheDocument();
      failing = false;
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('link', { name: 'Fire Joker' })).toBeInTheDocument();
      expect(screen.queryByText('We could not load the winners.')).not.toBeInTheDocument();
    });
  });
});
