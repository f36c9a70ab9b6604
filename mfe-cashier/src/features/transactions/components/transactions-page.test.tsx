import type { SessionState } from '@casino/shared/bus';
import { createTestPlatform } from '@casino/shared/testing';
import type { Transaction } from '@casino/shared/wire';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { TransactionsPage } from './transactions-page';

const at = { basePath: '/en-UN/my-account/banking', path: '/en-UN/my-account/banking/transactions' };
const session: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: {
    country_code: 'MT',
    language_code: 'en',
    player_id: 'p1',
    email: 'anna@sandbox.test',
    iat: 0,
    login_method: 'DEFAULT',
    multibrand: null,
  },
};

/** 25 transactions, two a day at noon and 10:00, newest first. */
const LEDGER: Transaction[] = Array.from({ length: 25 }, (_, index) => ({
  referenceId: `tx-${index}`,
  playerId: 'p1',
  walletId: 'w1',
  type: index % 2 === 0 ? 'WIN' : 'BET',
  category: index % 5 === 0 ? 'PAYMENT' : 'CASINO',
  status: 'SUCCESS',
  amount: index % 2 === 0 ? 1500 : -500,
  balanceAfterTransaction: 10_000 + index,
  transactionDate: new Date(
    Date.UTC(2026, 10, 24 - Math.floor(index / 2), index % 2 === 0 ? 12 : 10),
  ).toISOString(),
}));

function setup(answer?: (config: RequestConfig) => unknown) {
  const requests: Record<string, unknown>[] = [];
  const platform = createTestPlatform({
    ...at,
    state: { session, wallet: { balances: { MAIN: 10_000 }, currency: 'EUR', updatedAt: 1 } },
    http: {
      'GET /player/wallet/transactions': (config: RequestConfig) => {
        const params = config.params as { limit: number; position: number; category?: string };
        requests.push(params);
        if (answer) return answer(config);
        const rows = LEDGER.filter((row) => !params.category || row.category === params.category);
        return { transactions: rows.slice(params.position, params.position + params.limit) };
      },
      'GET /player/wallet/net-position-win-loss': { netPosition: 12_000, winLoss: -3_050 },
    },
  });
  renderApp(<TransactionsPage />, { ...at, platform });
  return { requests, platform };
}

describe('TransactionsPage (issue 14, spec 001 §4 "Transaction history")', () => {
  it('shows the first page grouped by day, the period’s figures, and loads more 10 at a time until a page is short', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    const first = await screen.findByRole('region', { name: 'Tuesday 24 November 2026' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first).getAllByRole('listitem')[0]).toHaveTextContent('Win · Payments · Successful');
    expect(within(first).getAllByRole('listitem')[0]).toHaveTextContent('+€15.00');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    const figures = await screen.findByLabelText('Figures for the period');
    expect(figures).toHaveTextContent('€120.00');
    expect(figures).toHaveTextContent('-€30.50');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.map((params) => [params.position, params.limit])).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
  });

  it('applies a filter: a new list from the first page, with the category and a window of hours', async () => {
    const user = userEvent.setup();
    const { requests } = setup();
    await screen.findByRole('region', { name: 'Tuesday 24 November 2026' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'PAYMENT');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '72');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(5));
    const last = requests[requests.length - 1]!;
    expect(last).toMatchObject({ category: 'PAYMENT', position: 0, limit: 10 });
    expect(Date.parse(String(last.to)) - Date.parse(String(last.from))).toBe(72 * 3_600_000);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for dates when the period is chosen by hand', async () => {
    const user = userEvent.setup();
    setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'custom');
    expect(screen.getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To')).toHaveAttribute('type', 'date');
  });

  it('asks an anonymous visitor to log in and calls nothing', () => {
    const platform = createTestPlatform({
      ...at,
      state: { session: { status: 'Resolved', authorized: false, claims: null } },
    });
    renderApp(<TransactionsPage />, { ...at, platform });
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your transactions.')).toBeInTheDocument();
    expect(platform.unhandled).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    setup(() => ({ transactions: [] }));
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument();
  });

  it('offers a retry when the list does not load', async () => {
    const user = userEvent.setup();
    let fail = true;
    setup((config: RequestConfig) => {
      if (fail) return { status: 400, data: { error: 'Bad Request', message: 'nope' } };
      const params = config.params as { position: number; limit: number };
      return { transactions: LEDGER.slice(params.position, params.position + params.limit) };
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Tuesday 24 November 2026' })).toBeInTheDocument();
  });

  it('polls every 30000 ms while open, and a new transaction shows at the top once', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const rows = [...LEDGER];
      const { requests } = setup((config: RequestConfig) => {
        const params = config.params as { position: number; limit: number };
        return { transactions: rows.slice(params.position, params.position + params.limit) };
      });
      await screen.findByRole('region', { name: 'Tuesday 24 November 2026' });
      const before = requests.length;
      rows.unshift({
        ...LEDGER[0]!,
        referenceId: 'tx-new',
        type: 'DEPOSIT',
        transactionDate: '2026-11-25T08:00:00.000Z',
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(requests.length).toBeGreaterThan(before);
      expect(await screen.findByRole('region', { name: 'Wednesday 25 November 2026' })).toHaveTextContent(
        'Deposit',
      );
      expect(screen.getAllByRole('listitem')).toHaveLength(10);
    } finally {
      jest.useRealTimers();
    }
  });
});
