import type { PlatformEvent } from '@casino/shared/bus';
import { resolveSegment, translationLanguageOf } from '@casino/shared/market';
import { createTestPlatform, type HttpRoutes } from '@casino/shared/testing';
import type { Reward } from '@casino/shared/wire';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activeBonusConflict, activeReward, reward, type RequestConfig } from '../../../testing/rewards';
import { renderRewards } from '../../../testing/render-rewards';
import { RewardsPage } from './rewards-page';

const BASE = '/en-UN/my-account/rewards';

/**
 * A platform whose reward lists are `lists`, recording what the page sent and what it emitted; in the
 * language and market of `segment` (`es-CL`) when given, as the host sets them.
 */
function setup(lists: { ELIGIBLE?: Reward[]; ACTIVE?: Reward[] }, http: HttpRoutes = {}, path = BASE, segment?: string) {
  const sent: Array<{ key: string; body: unknown }> = [];
  const record = (key: string, answer: unknown) => (config: RequestConfig) => {
    sent.push({ key, body: config.data ? JSON.parse(config.data as string) : undefined });
    return typeof answer === 'function' ? (answer as (c: RequestConfig) => unknown)(config) : answer;
  };
  const routes: HttpRoutes = {
    'GET /bonus/rewards': (config: RequestConfig) => ({ rewards: lists[(config.params as { rewardsType: 'ELIGIBLE' | 'ACTIVE' }).rewardsType] ?? [] }),
    'GET /bonus/sportsbook': { bonuses: [] },
    'GET /bonus/freespins': { freeSpins: [] },
  };
  for (const [key, answer] of Object.entries(http)) routes[key] = key.startsWith('GET') ? answer : record(key, answer);
  const platform = createTestPlatform({ basePath: BASE, http: routes });
  platform.bus.set('session', { status: 'Resolved', authorized: true, claims: null });
  platform.bus.set('access', { casino: true, liveCasino: true, virtualSports: true, sportsbook: true, manualClaim: true, gatedPages: true });
  const locale = segment ? resolveSegment(segment) : null;
  if (locale) {
    platform.bus.set('locale', locale);
    void platform.i18n.changeLanguage(translationLanguageOf(locale.languageCode));
  }
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderRewards(<RewardsPage />, { platform, path });
  return { platform, sent, events, lists };
}

beforeEach(() => window.localStorage.clear());

describe('the rewards page (spec 001 §2, §3)', () => {
  it('has Eligible and Active tabs as real links, the current one marked, and shows what each reward is', async () => {
    setup({ ELIGIBLE: [reward()] });
    const tabs = screen.getByRole('navigation', { name: 'Rewards' });
    expect(within(tabs).getByRole('link', { name: 'Eligible' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Active' })).toHaveAttribute('href', `${BASE}/active`);
    const card = await screen.findByRole('article', { name: 'Casino welcome 100%' });
    expect(within(card).getByText('Casino')).toBeInTheDocument();
    expect(within(card).getByText('Casino bonus')).toBeInTheDocument();
    expect(within(card).getByText('100% up to €200.00 · min. deposit €20.00')).toBeInTheDocument();
    expect(within(card).getByText('35× · €7,000.00')).toBeInTheDocument();
    // 21:59 UTC is 22:59 in Malta (the Global market's zone) in winter.
    expect(within(card).getByText('31 Dec 2026, 22:59')).toBeInTheDocument();
    // The terms' HTML (and DOMPurify with it) comes when the player opens them, sanitised.
    expect(within(card).queryByText('Wager 35× the bonus.')).toBeNull();
    await userEvent.click(within(card).getByText('Terms and conditions'));
    expect(await within(card).findByText('Wager 35× the bonus.')).toBeInTheDocument();
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('[onerror]')).toBeNull();
  });

  it.each([
    // Santiago is at UTC-3 in its summer; Manila at UTC+8, already the next day.
    ['es-CL', 'Bono de casino', '31 dic 2026, 18:59', 'Reclamar Casino welcome 100%'],
    ['tl-CX', 'Casino bonus', 'Ene 1, 2027, 5:59 AM', 'I-claim ang Casino welcome 100%'],
    ['tr-JJ', 'Casino bonusu', '1 Oca 2027, 00:59', 'Al: Casino welcome 100%'],
  ])('speaks the player’s language in %s (issue 18 point 4), the expiry in the market’s zone', async (segment, product, expiry, claim) => {
    setup({ ELIGIBLE: [reward()] }, {}, BASE, segment);
    const card = await screen.findByRole('article', { name: 'Casino welcome 100%' });
    expect(within(card).getByText(product)).toBeInTheDocument();
    expect(within(card).getByText(expiry)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: claim })).toBeInTheDocument();
  });

  it('lists loyalty rewards apart, and says when there is nothing', async () => {
    setup({ ELIGIBLE: [reward({ campaignId: 'loyal', loyalty: true, campaignDisplayInfo: { title: 'Gold level reload' } })] });
    const loyalty = await screen.findByRole('region', { name: 'Loyalty rewards' });
    expect(within(loyalty).getByRole('article', { name: 'Gold level reload' })).toBeInTheDocument();
    expect(screen.getByText('There are no rewards to claim right now.')).toBeInTheDocument();
  });

  it('claims once on a double click, refreshes the lists and the wallet, then shows the wagering popup once', async () => {
    const { sent, events, lists } = setup({ ELIGIBLE: [reward()] }, { 'POST /bonus/rewards/casino-deposit-200/claim': () => {
      lists.ELIGIBLE = [];
      lists.ACTIVE = [activeReward({ wageringProgress: 0 })];
      return activeReward({ wageringProgress: 0 });
    } });
    const user = userEvent.setup();
    const claim = await screen.findByRole('button', { name: 'Claim Casino welcome 100%' });
    await user.dblClick(claim);
    const popup = await screen.findByRole('dialog', { name: 'Wagering requirements' });
    expect(sent.filter((call) => call.key.includes('/claim'))).toEqual([{ key: 'POST /bonus/rewards/casino-deposit-200/claim', body: { state: 'ACTIVATED' } }]);
    expect(events).toEqual(expect.arrayContaining([{ type: 'REFRESH_WALLET' }, { type: 'BONUS_CLAIMED', campaignId: 'casino-deposit-200' }]));
    expect(within(popup).getByText(/wager €1,750.00 \(35× the bonus\)/)).toBeInTheDocument();
    await user.click(within(popup).getByRole('checkbox', { name: 'Don’t show this again' }));
    await user.click(within(popup).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem('hide_wagering_requirements_popup')).toBe('true');
    expect(JSON.parse(window.localStorage.getItem('campaignIds') ?? '[]')).toEqual(['casino-deposit-200']);
    expect(await screen.findByText('There are no rewards to claim right now.')).toBeInTheDocument();
  });

  it('asks to forfeit the active bonus, naming it; Cancel keeps it and sends nothing more', async () => {
    const active = activeReward({ campaignId: 'casino-deposit-100' });
    const { sent } = setup({ ELIGIBLE: [reward()], ACTIVE: [active] }, { 'POST /bonus/rewards/casino-deposit-200/claim': activeBonusConflict(active), 'PUT /bonus/assignment-1/state': activeReward() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim Casino welcome 100%' }));
    const prompt = await screen.findByRole('dialog', { name: 'You already have an active bonus' });
    expect(prompt).toHaveTextContent('To claim this reward, your active bonus “Casino welcome 100%” will be forfeited.');
    expect(prompt).toHaveTextContent('Wagered so far: €437.50.');
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent.map((call) => call.key)).toEqual(['POST /bonus/rewards/casino-deposit-200/claim']);
    expect(screen.getByRole('button', { name: 'Claim Casino welcome 100%' })).toBeEnabled();
  });

  it('forfeits with the assignment and the wagering progress, then claims, when the player confirms', async () => {
    const active = activeReward({ campaignId: 'casino-deposit-100', campaignDisplayInfo: { title: 'First bonus' } });
    let conflict = true;
    const { sent, events } = setup(
      { ELIGIBLE: [reward()], ACTIVE: [active] },
      {
        'POST /bonus/rewards/casino-deposit-200/claim': () => (conflict ? activeBonusConflict(active) : activeReward()),
        'PUT /bonus/assignment-1/state': () => {
          conflict = false;
          return { ...active, bonusStatus: 'FORFEITED' };
        },
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim Casino welcome 100%' }));
    const prompt = await screen.findByRole('dialog', { name: 'You already have an active bonus' });
    expect(prompt).toHaveTextContent('“First bonus” will be forfeited');
    await user.click(within(prompt).getByRole('button', { name: 'Forfeit and claim' }));
    await screen.findByRole('dialog', { name: 'Wagering requirements' });
    expect(sent).toEqual([
      { key: 'POST /bonus/rewards/casino-deposit-200/claim', body: { state: 'ACTIVATED' } },
      { key: 'PUT /bonus/assignment-1/state', body: { state: 'FORFEITED', wageringProgress: 43750 } },
      { key: 'POST /bonus/rewards/casino-deposit-200/claim', body: { state: 'ACTIVATED' } },
    ]);
    expect(events.filter((event) => event.type === 'REFRESH_WALLET').length).toBeGreaterThanOrEqual(2);
  });

  it('shows an active bonus’s wagering as a progress bar, and a refused forfeit as the forfeit error', async () => {
    const { sent } = setup(
      { ACTIVE: [activeReward()] },
      { 'PUT /bonus/assignment-1/state': { status: 409, data: { error: 'Conflict', message: 'A game round is running', code: 'error.bonus.forfeit.game.running' } } },
      `${BASE}/active`,
    );
    const bar = await screen.findByRole('progressbar', { name: /Wagering progress/ });
    expect(bar).toHaveAttribute('aria-valuenow', '43750');
    expect(bar).toHaveAttribute('aria-valuemax', '175000');
    expect(bar).toHaveAttribute('aria-valuetext', '€437.50 of €1,750.00 wagered (25%)');
    expect(screen.getByRole('link', { name: 'Active' })).toHaveAttribute('aria-current', 'page');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forfeit Casino welcome 100%' }));
    const prompt = screen.getByRole('dialog', { name: 'Forfeit this bonus?' });
    expect(prompt).toHaveTextContent('Your active bonus “Casino welcome 100%” will be forfeited.');
    await user.click(within(prompt).getByRole('button', { name: 'Forfeit bonus' }));
    const error = await screen.findByRole('dialog', { name: 'The bonus was not forfeited' });
    expect(within(error).getByRole('alert')).toHaveTextContent('A game round is still running. Finish it, then try again.');
    expect(sent).toEqual([{ key: 'PUT /bonus/assignment-1/state', body: { state: 'FORFEITED', wageringProgress: 43750 } }]);
    await user.click(within(error).getAllByRole('button', { name: 'Close' })[1]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a claimed deposit bonus waiting for its deposit says what to deposit, offers Deposit, and shows no wagering bar yet', async () => {
    const waiting = activeReward({ awaitingDeposit: true, matchPercent: 100, minDeposit: 2000, bonusAmount: 20000, wageringProgress: 0 });
    const { events } = setup({ ACTIVE: [waiting] }, {}, `${BASE}/active`);
    const card = await screen.findByRole('article', { name: 'Casino welcome 100%' });
    expect(card).toHaveTextContent('Waiting for your deposit: deposit at least €20.00 and 100% of it arrives as bonus money, up to €200.00.');
    expect(within(card).queryByRole('progressbar')).not.toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Deposit' }));
    expect(events).toContainEqual({ type: 'OPEN_DEPOSIT' });
    // It can still be forfeited (the claim is undone; no money moves).
    expect(within(card).getByRole('button', { name: 'Forfeit Casino welcome 100%' })).toBeInTheDocument();
  });

  it('a claim refused for another reason says why, by the code’s text', async () => {
    setup({ ELIGIBLE: [reward()] }, { 'POST /bonus/rewards/casino-deposit-200/claim': { status: 400, data: { error: 'Bad Request', message: 'nope', code: 'error.bonus.not.eligible' } } });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Claim Casino welcome 100%' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not eligible for this reward.');
  });

  it('activates a queued bonus, falling back to forfeit-and-claim while the one ahead is active', async () => {
    const ahead = activeReward({ campaignId: 'fs-ahead', campaignDisplayInfo: { title: 'Spins ahead' } });
    const queued = reward({ campaignId: 'fs-queued', queuedPlayerBonusId: 'queued-7', campaignDisplayInfo: { title: 'Queued spins' } });
    const { sent } = setup({ ELIGIBLE: [queued], ACTIVE: [ahead] }, { 'POST /bonus/rewards/fs-queued/queued/claim': activeBonusConflict(ahead) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Activate Queued spins now' }));
    expect(await screen.findByRole('dialog', { name: 'You already have an active bonus' })).toHaveTextContent('“Spins ahead”');
    expect(sent).toEqual([{ key: 'POST /bonus/rewards/fs-queued/queued/claim', body: { queuedPlayerBonusId: 'queued-7' } }]);
  });

  it('claims free spins and shows their progress', async () => {
    const spins = reward({
      campaignId: 'fs-1',
      bonusType: 'FREE_SPINS',
      betBonusType: -1,
      rewardKind: 'ITEM',
      wrMultiplier: 0,
      wageringAmount: 0,
      freeSpinDetail: { spins: 20, usedSpins: 5, spinValue: 20, gameIds: ['g1'], winnings: 340 },
      campaignDisplayInfo: { title: '20 free spins' },
    });
    const { sent } = setup({ ELIGIBLE: [spins] }, { 'POST /bonus/freespins/fs-1/claim': { ...spins, assignmentId: 'a-9', bonusStatus: 'ACTIVATED' } });
    expect(await screen.findByRole('progressbar', { name: /Free spins/ })).toHaveAttribute('aria-valuetext', '5 of 20 spins used');
    expect(screen.getByText('Spin value €0.20 · won so far €3.40')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Claim 20 free spins' }));
    await waitFor(() => expect(sent).toEqual([{ key: 'POST /bonus/freespins/fs-1/claim', body: {} }]));
  });

  it('joins and leaves an opt-in campaign', async () => {
    const offer = reward({ campaignId: 'opt-1', campaignCategory: 'OPT_IN', grantType: 'OPT_IN', triggerEvent: 'MANUAL', campaignDisplayInfo: { title: 'Weekend race' } });
    const { sent, lists } = setup({ ELIGIBLE: [offer] }, { 'POST /bonus/optIn/opt-1/activate': () => ((lists.ELIGIBLE = [{ ...offer, optedIn: true }]), {}), 'POST /bonus/optIn/opt-1/deactivate': {} });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Weekend race' }));
    await user.click(await screen.findByRole('button', { name: 'Leave Weekend race' }));
    expect(sent.map((call) => call.key)).toEqual(['POST /bonus/optIn/opt-1/activate', 'POST /bonus/optIn/opt-1/deactivate']);
  });

  it('claims a sportsbook bonus and goes to the sportsbook (spec 001 §2)', async () => {
    const { events } = setup(
      {},
      {
        'GET /bonus/sportsbook': {
          bonuses: [{ campaignId: 'sb-1', title: '€10 free bet', description: 'On any match', bonusType: 'FREE_BET', amount: 1000, currency: 'EUR', eligibility: 'BOTH', minOdds: 1.5, expiresAt: null, claimed: false }],
        },
        'POST /bonus/sportsbook/sb-1/claim': reward({ campaignId: 'sb-1', vertical: 'SPORTS', bonusType: 'FREE_BET', wageringAmount: 0 }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Sportsbook bonuses' });
    expect(within(section).getByText('Free bet · €10.00 · Live and pre-match bets · min. odds 1.5')).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Claim €10 free bet' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/sportsbook' }));
  });
});

describe('cashback (spec 001 §4 "Cashback")', () => {
  const cashback = (overrides: Partial<Reward> = {}) =>
    reward({
      campaignId: 'cb-1',
      triggerEvent: 'CASHBACK',
      bonusAmount: 0,
      matchPercent: null,
      minDeposit: null,
      wrMultiplier: 0,
      wageringAmount: 0,
      cashbackInfo: { percentage: 10, periodEndsAt: '2026-11-30T22:00:00.000Z', maxAmount: 10000 },
      campaignDisplayInfo: { title: 'Weekly cashback' },
      ...overrides,
    });

  it('activates, then claims: the amount shows for 5 seconds and is dismissed; deactivates', async () => {
    jest.useFakeTimers();
    try {
      const progress = { campaignId: 'cb-1', netLoss: 5000, amount: 500, claimable: true };
      const { sent, events, lists } = setup(
        { ELIGIBLE: [cashback()] },
        {
          'POST /bonus/cashback/cb-1/activate': () => ((lists.ELIGIBLE = [cashback({ cashbackActivated: true })]), cashback({ cashbackActivated: true })),
          'GET /bonus/cashback/cb-1/progress': progress,
          'POST /bonus/cashback/cb-1/claim': { amount: 500, currency: 'EUR', reward: cashback({ cashbackActivated: true }) },
          'POST /bonus/cashback/cb-1/deactivate': cashback(),
        },
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      expect(await screen.findByText(/10% of your net losses back\. Up to €100\.00\./)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Activate Weekly cashback' }));
      expect(await screen.findByText('Net loss so far €50.00: cashback now €5.00.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Claim the cashback of Weekly cashback' }));
      expect(await screen.findByText('You got €5.00 cashback!')).toBeInTheDocument();
      expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
      act(() => jest.advanceTimersByTime(4900));
      expect(screen.getByText('You got €5.00 cashback!')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('You got €5.00 cashback!')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Deactivate Weekly cashback' }));
      expect(sent.map((call) => call.key)).toEqual(['POST /bonus/cashback/cb-1/activate', 'POST /bonus/cashback/cb-1/claim', 'POST /bonus/cashback/cb-1/deactivate']);
    } finally {
      jest.useRealTimers();
    }
  });
});
