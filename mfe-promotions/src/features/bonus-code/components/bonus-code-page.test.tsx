import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes } from '@casino/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRewards } from '../../../testing/render-rewards';
import { activeBonusConflict, activeReward, reward, type RequestConfig } from '../../../testing/rewards';
import { BonusCodePage } from './bonus-code-page';

const welcome = reward({ campaignId: 'welcome-100', hasBonusCode: true, campaignDisplayInfo: { title: 'WELCOME100: 100% up to €100' } });
const refusal = (code: string, message = 'Bad Request: refused') => ({ status: 400, data: { error: 'Bad Request', message, code } });

function setup(http: HttpRoutes, available = true) {
  const sent: Array<{ key: string; body: unknown }> = [];
  const routes: HttpRoutes = { 'GET /bonus/bonus-code/manual-claim/available': { isAvailable: available }, 'GET /bonus/rewards': { rewards: [] } };
  for (const [key, answer] of Object.entries(http)) {
    routes[key] = (config: RequestConfig) => {
      sent.push({ key, body: config.data ? JSON.parse(config.data as string) : undefined });
      return typeof answer === 'function' ? (answer as (c: RequestConfig) => unknown)(config) : answer;
    };
  }
  const platform = createTestPlatform({ basePath: '/en-UN/my-account/bonus-code', http: routes });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderRewards(<BonusCodePage />, { platform, path: '/en-UN/my-account/bonus-code' });
  return { sent, events };
}

describe('the bonus-code page (spec 001 §4 "Bonus code", §8)', () => {
  it('validates then claims a code (state ACTIVATED), says so and links to the active rewards', async () => {
    const { sent, events } = setup({
      'POST /bonus/bonus-code/validate': { bonusCode: 'WELCOME100', campaignId: 'welcome-100', reward: welcome },
      'POST /bonus/bonus-code/manual-claim': activeReward({ campaignId: 'welcome-100', campaignDisplayInfo: welcome.campaignDisplayInfo }),
    });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Bonus code' });
    await user.type(field, ' welcome100 ');
    await user.dblClick(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Code WELCOME100 claimed!')).toBeInTheDocument();
    expect(screen.getByText('WELCOME100: 100% up to €100')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your active rewards' })).toHaveAttribute('href', '/en-UN/my-account/rewards/active');
    expect(sent).toEqual([
      { key: 'POST /bonus/bonus-code/validate', body: { bonusCode: 'WELCOME100' } },
      { key: 'POST /bonus/bonus-code/manual-claim', body: { bonusCode: 'WELCOME100', state: 'ACTIVATED' } },
    ]);
    expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
  });

  it.each([
    ['NOPE', 'error.bonus_code.invalid', 'This bonus code does not exist.'],
    ['EXPIRED10', 'error.bonus_code.expired', 'This bonus code has expired.'],
    ['USED50', 'error.bonus_code.already_used', 'You have already used this bonus code.'],
    ['FI-ONLY', 'error.invalid.site.id', 'This bonus code is not valid on this site.'],
    ['ODD', 'error.bonus_code.something_new', 'This code cannot be used.'],
  ])('%s (%s) is refused with the code’s own text; claiming stays off until the code changes', async (code, errorCode, text) => {
    const { sent } = setup({ 'POST /bonus/bonus-code/validate': refusal(errorCode) });
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Bonus code' });
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(field).toHaveValue(code);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
    await user.type(field, 'X');
    expect(screen.queryByText(text)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(sent).toHaveLength(1);
  });

  it('shows any other refusal by the platform’s message (spec 001 §8)', async () => {
    setup({ 'POST /bonus/bonus-code/validate': { bonusCode: 'X1', campaignId: 'c', reward: welcome }, 'POST /bonus/bonus-code/manual-claim': refusal('error.bonus.not.eligible', 'Not eligible for this campaign') });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Bonus code' }), 'X1');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('Not eligible for this campaign')).toBeInTheDocument();
  });

  it('refuses a malformed code before asking the platform', async () => {
    const { sent } = setup({});
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Bonus code' }), 'no spaces!');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(screen.getByText('Enter the code as you got it: letters, digits, - and _.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says when manual claim is not available, and offers no claim', async () => {
    setup({}, false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Claiming bonus codes is not available for your account.');
    expect(screen.getByRole('button', { name: 'Claim' })).toBeDisabled();
  });

  it('an active bonus in the way asks to forfeit it first, then claims the code', async () => {
    const active = activeReward({ campaignDisplayInfo: { title: 'Old bonus' } });
    let conflict = true;
    const { sent } = setup({
      'POST /bonus/bonus-code/validate': { bonusCode: 'WELCOME100', campaignId: 'welcome-100', reward: welcome },
      'POST /bonus/bonus-code/manual-claim': () => (conflict ? activeBonusConflict(active) : activeReward({ campaignId: 'welcome-100' })),
      'PUT /bonus/assignment-1/state': () => ((conflict = false), { ...active, bonusStatus: 'FORFEITED' }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Bonus code' }), 'WELCOME100');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    const prompt = await screen.findByRole('dialog', { name: 'You already have an active bonus' });
    expect(prompt).toHaveTextContent('your active bonus “Old bonus” will be forfeited');
    await user.click(within(prompt).getByRole('button', { name: 'Forfeit and claim' }));
    expect(await screen.findByText('Code WELCOME100 claimed!')).toBeInTheDocument();
    await waitFor(() => expect(sent.map((call) => call.key)).toEqual(['POST /bonus/bonus-code/validate', 'POST /bonus/bonus-code/manual-claim', 'PUT /bonus/assignment-1/state', 'POST /bonus/bonus-code/manual-claim']));
  });
});
