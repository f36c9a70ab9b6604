import type { PlatformEvent, SessionState } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes } from '@casino/shared/testing';
import type { PendingWithdrawal, WithdrawalLimitCheck } from '@casino/shared/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { WithdrawPage } from './withdraw-page';

const at = { basePath: '/en-UN/my-account/banking', path: '/en-UN/my-account/banking/withdraw' };
const session = (suspended = false): SessionState => ({
  status: 'Resolved',
  authorized: true,
  claims: {
    country_code: 'MT',
    language_code: 'en',
    player_id: 'p1',
    email: 'ulla@sandbox.test',
    iat: 0,
    login_method: 'DEFAULT',
    multibrand: { suspended },
  },
});
const check = (overrides: Partial<WithdrawalLimitCheck> = {}): WithdrawalLimitCheck => ({
  outcome: 'SUCCESS',
  limit: null,
  originalLimit: null,
  duration: null,
  resetOn: null,
  ...overrides,
});
const pendingOne: PendingWithdrawal = {
  pendingWithdrawalId: 'wd-1',
  amount: 2000,
  currency: 'EUR',
  requestedAt: '2026-11-24T10:00:00Z',
};

function setup(
  options: {
    check?: WithdrawalLimitCheck;
    pending?: PendingWithdrawal | null;
    routes?: HttpRoutes;
    suspended?: boolean;
  } = {},
) {
  const calls: RequestConfig[] = [];
  let pending = options.pending ?? null;
  const platform = createTestPlatform({
    ...at,
    state: {
      session: session(options.suspended),
      wallet: { balances: { MAIN: 4000, LOCKED: 0, BONUS: 0 }, currency: 'EUR', updatedAt: 1 },
    },
    http: {
      'GET /player/wallet/pendingWithdrawal': () => ({ withdrawal: pending }),
      'POST /player/wallet/withdrawal/limit-check': (config: RequestConfig) => {
        calls.push(config);
        return options.check ?? check();
      },
      'POST /player/wallet/withdrawal/request': (config: RequestConfig) => {
        calls.push(config);
        pending = { ...pendingOne, amount: (JSON.parse(String(config.data)) as { amount: number }).amount };
        return { status: 201, data: {} };
      },
      'POST /player/wallet/withdrawal/cancellation': (config: RequestConfig) => {
        calls.push(config);
        pending = null;
        return { status: 204, data: '' };
      },
      ...options.routes,
    },
  });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<WithdrawPage />, { ...at, platform });
  return { calls, events, platform };
}

async function ask(amount: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Amount (EUR)' }), amount);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  return user;
}

describe('WithdrawPage (issue 14, spec 001 §4 "Withdraw flow")', () => {
  it('checks eligibility, then withdraws with an Idempotency-Key and shows it pending with Cancel', async () => {
    const { calls, events } = setup();
    const user = await ask('20');
    const heading = await screen.findByRole('heading', { name: 'You can withdraw €20.00' });
    expect(heading).toHaveFocus();
    expect(JSON.parse(String(calls[0]!.data))).toEqual({ amount: 2000 });
    await user.click(screen.getByRole('button', { name: 'Withdraw €20.00' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toHaveFocus();
    const request = calls.find((call) => call.url === '/player/wallet/withdrawal/request')!;
    expect(JSON.parse(String(request.data))).toEqual({ amount: 2000 });
    expect(request.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
    const panel = await screen.findByRole('region', { name: 'Pending withdrawal' });
    expect(panel).toHaveTextContent('€20.00, requested on 24/11/2026, is waiting to be paid out.');
    await user.click(within(panel).getByRole('button', { name: 'Cancel withdrawal' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Pending withdrawal' })).not.toBeInTheDocument(),
    );
    const cancellation = calls.find((call) => call.url === '/player/wallet/withdrawal/cancellation')!;
    expect(JSON.parse(String(cancellation.data))).toEqual({
      pendingWithdrawalId: 'wd-1',
      amount: 2000,
      cancelByPlayer: true,
    });
    expect(cancellation.headers['Idempotency-Key']).toBe('withdrawal-cancel:wd-1');
    expect(events.filter((event) => event.type === 'REFRESH_WALLET')).toHaveLength(2);
  });

  it.each([
    [
      'NOT_ENOUGH_FUNDS',
      'Not enough funds',
      'You asked for €50.00, but your cash balance is €40.00. Choose a smaller amount.',
    ],
    [
      'EXCEEDS_KYC_LIMIT',
      'Verify your identity to withdraw this much',
      /more than players who have not verified/,
    ],
    ['FAILURE', 'We could not check your withdrawal', 'Please try again in a moment.'],
    ['FORBIDDEN', 'We could not check your withdrawal', 'Please try again in a moment.'],
    [
      'DOCUMENTS_PREFERRED',
      'Please send your documents',
      'We would like to verify your identity. You can withdraw €50.00 now and upload the documents later.',
    ],
    ['DOCUMENTS_UNDER_REVIEW', 'Your documents are being reviewed', /usually takes up to 24 hours/],
    ['DOCUMENTS_REQUIRED', 'Documents needed', /Upload your identity documents/],
    ['DOCUMENTS_REQUIRED_RESTRICTED', 'Your account needs verification', /on hold/],
    ['SELF_LIMIT_REACHED', 'Your limit stops this withdrawal', /does not allow withdrawals/],
    ['RESTRICTED', 'Withdrawals are restricted', /contact support/],
  ] as const)('%s gets its own screen: %s', async (outcome, title, text) => {
    const { calls } = setup({ check: check({ outcome }) });
    await ask('50');
    expect(await screen.findByRole('heading', { name: title })).toHaveFocus();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/player/wallet/withdrawal/request')).toHaveLength(0);
  });

  it('links to document upload where documents are needed', async () => {
    setup({ check: check({ outcome: 'DOCUMENTS_REQUIRED' }) });
    await ask('50');
    expect(await screen.findByRole('link', { name: 'Upload documents' })).toHaveAttribute(
      'href',
      '/en-UN/my-account/account/verification?entry=WITHDRAW',
    );
  });

  it('says which withdrawal limit was reached and when it resets; a limit of 0 is reached (spec 001 §5)', async () => {
    setup({
      check: check({
        outcome: 'SUCCESS',
        limit: 0,
        originalLimit: 50_000,
        duration: 'WEEKLY',
        resetOn: new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString(),
      }),
    });
    await ask('20');
    expect(await screen.findByRole('heading', { name: 'Withdrawal limit reached' })).toBeInTheDocument();
    expect(screen.getByText('You have reached your weekly withdrawal limit of €500.00.')).toBeInTheDocument();
    expect(screen.getByText(/It starts again in 2 days/)).toBeInTheDocument();
  });

  it('toasts the message of a request refused for the withdrawal limit, and shows the limit screen (spec 001 §8)', async () => {
    const message = 'Your withdrawal limit for this period is reached';
    const { events } = setup({
      routes: {
        'POST /player/wallet/withdrawal/request': {
          status: 403,
          data: { error: 'Forbidden', message, code: 'WITHDRAWAL_LIMIT_REACHED' },
        },
      },
    });
    const user = await ask('20');
    await user.click(await screen.findByRole('button', { name: 'Withdraw €20.00' }));
    expect(await screen.findByRole('heading', { name: 'Withdrawal limit reached' })).toBeInTheDocument();
    expect(events).toContainEqual({ type: 'SHOW_TOAST', message: `Forbidden: ${message}`, variant: 'error' });
  });

  it('a request refused for another reason is an error, without a toast', async () => {
    const { events } = setup({
      routes: { 'POST /player/wallet/withdrawal/request': { status: 500, data: { error: 'Internal Server Error' } } },
    });
    const user = await ask('20');
    await user.click(await screen.findByRole('button', { name: 'Withdraw €20.00' }));
    expect(await screen.findByRole('heading', { name: 'We could not check your withdrawal' })).toBeInTheDocument();
    expect(events.filter((event) => event.type === 'SHOW_TOAST')).toEqual([]);
  });

  it('warns when the cash balance exceeds the withdrawal limit (spec 001 §5)', async () => {
    setup({ check: check({ limit: 3000, originalLimit: 3000, duration: 'DAILY' }) });
    await ask('20');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Your cash balance of €40.00 is more than your daily withdrawal limit of €30.00',
    );
  });

  it('shows a suspended player the blocked screen and calls nothing', async () => {
    const { calls } = setup({ suspended: true });
    expect(await screen.findByRole('heading', { name: 'Withdrawals are blocked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('refuses a bad amount on the field and calls nothing', async () => {
    const { calls } = setup();
    await ask('-1');
    expect(await screen.findByText('The amount cannot be negative.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('explains a cancellation the platform refuses because of the cancel limit (spec 001 §8)', async () => {
    const user = userEvent.setup();
    setup({
      pending: pendingOne,
      routes: {
        'POST /player/wallet/withdrawal/cancellation': {
          status: 400,
          data: { error: 'Bad Request', message: 'limit', code: 'error.withdrawal.cancel.limit_reached' },
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Pending withdrawal' });
    await user.click(within(panel).getByRole('button', { name: 'Cancel withdrawal' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'You have cancelled too many withdrawals, so this one can no longer be cancelled.',
    );
  });

  describe('a withdrawal in front of which an active bonus stands (spec 001 §2 "forfeit withdrawal")', () => {
    const title = '100% deposit bonus up to €100';
    const inTheWay = {
      status: 409,
      data: {
        error: 'Conflict',
        message: `The active bonus "${title}" is forfeited by a withdrawal: forfeit it first`,
        code: 'error.bonus.active.withdrawal',
        activeAssignmentId: 'pb-1',
        activeCampaignId: 'casino-welcome-match',
        activeTitle: title,
        activeWageringProgress: 1250,
      },
    };

    /** The platform: the request is refused while the bonus is active; the forfeit answers `forfeitAnswer`. */
    function setupWithBonus(forfeitAnswer: { status: number; data: unknown } = { status: 200, data: {} }) {
      let active = true;
      const sent: Array<{ key: string; config: RequestConfig }> = [];
      const result = setup({
        routes: {
          'POST /player/wallet/withdrawal/request': (config: RequestConfig) => {
            sent.push({ key: 'POST request', config });
            return active ? inTheWay : { status: 201, data: {} };
          },
          'PUT /bonus/pb-1/state': (config: RequestConfig) => {
            sent.push({ key: 'PUT forfeit', config });
            if (forfeitAnswer.status < 400) active = false;
            return forfeitAnswer;
          },
        },
      });
      return { ...result, sent };
    }

    async function askAndConfirm() {
      const user = await ask('10');
      await user.click(await screen.findByRole('button', { name: 'Withdraw €10.00' }));
      const prompt = await screen.findByRole('dialog', { name: 'Withdraw and forfeit your bonus?' });
      return { user, prompt };
    }

    it('opens the prompt naming the bonus and the wagering done; Cancel sends nothing and returns to the confirm screen', async () => {
      const { sent, events } = setupWithBonus();
      const { user, prompt } = await askAndConfirm();
      expect(prompt).toHaveTextContent(`A withdrawal now forfeits your active bonus “${title}”.`);
      expect(prompt).toHaveTextContent('Wagered so far: €12.50. Its bonus money and wagering progress will be lost.');
      expect(within(prompt).getByRole('button', { name: 'Forfeit and withdraw' })).toHaveFocus();
      await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'You can withdraw €10.00' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Withdraw €10.00' })).toBeEnabled();
      expect(sent.map((call) => call.key)).toEqual(['POST request']);
      expect(events.filter((event) => event.type === 'REFRESH_WALLET')).toEqual([]);
    });

    it('confirm forfeits once (a double click too) with the assignment and the progress shown, then withdraws with the same key', async () => {
      const { sent, events } = setupWithBonus();
      const { user, prompt } = await askAndConfirm();
      await user.dblClick(within(prompt).getByRole('button', { name: 'Forfeit and withdraw' }));
      expect(await screen.findByRole('heading', { name: 'Withdrawal requested' })).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(sent.map((call) => call.key)).toEqual(['POST request', 'PUT forfeit', 'POST request']);
      const [first, forfeit, second] = sent.map((call) => call.config);
      expect(JSON.parse(String(forfeit!.data))).toEqual({ state: 'FORFEITED', wageringProgress: 1250 });
      expect(JSON.parse(String(second!.data))).toEqual({ amount: 1000 });
      expect(second!.headers['Idempotency-Key']).toEqual(expect.any(String));
      expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
      expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
    });

    it('a refused forfeit shows the forfeit error with the platform\'s message, and nothing is withdrawn', async () => {
      const message = 'A game round is running: finish it before forfeiting the bonus';
      const { sent } = setupWithBonus({ status: 409, data: { error: 'Conflict', message, code: 'error.bonus.forfeit.game.running' } });
      const { user, prompt } = await askAndConfirm();
      await user.click(within(prompt).getByRole('button', { name: 'Forfeit and withdraw' }));
      const failed = await screen.findByRole('dialog', { name: 'Your bonus was not forfeited' });
      expect(within(failed).getByRole('alert')).toHaveTextContent(message);
      expect(failed).toHaveTextContent('Nothing was withdrawn.');
      expect(sent.map((call) => call.key)).toEqual(['POST request', 'PUT forfeit']);
      // The dialog's × and the Close under the text both close it.
      await user.click(within(failed).getAllByRole('button', { name: 'Close' }).at(-1)!);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'You can withdraw €10.00' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Withdrawal requested' })).not.toBeInTheDocument();
    });

    it('a refusal for an active bonus that does not name it is an error, with nothing to forfeit', async () => {
      setup({ routes: { 'POST /player/wallet/withdrawal/request': { status: 409, data: { ...inTheWay.data, activeAssignmentId: undefined } } } });
      const user = await ask('10');
      await user.click(await screen.findByRole('button', { name: 'Withdraw €10.00' }));
      expect(await screen.findByRole('heading', { name: 'We could not check your withdrawal' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
