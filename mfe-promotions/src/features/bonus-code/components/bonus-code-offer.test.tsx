import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes } from '@casino/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRewards } from '../../../testing/render-rewards';
import { activeBonusConflict, activeReward, reward, type RequestConfig } from '../../../testing/rewards';
import { BonusCodeOffer } from './bonus-code-offer';

const welcome = reward({ campaignId: 'welcome-100', hasBonusCode: true, campaignDisplayInfo: { title: 'Welcome 100%', description: 'Double your first deposit.' } });

function setup(http: HttpRoutes, search = '?bonusCode=welcome100&utm=x') {
  const sent: Array<{ key: string; body: unknown }> = [];
  const routes: HttpRoutes = { 'GET /bonus/rewards': { rewards: [] } };
  for (const [key, answer] of Object.entries(http)) {
    routes[key] = (config: RequestConfig) => {
      sent.push({ key, body: config.data ? JSON.parse(config.data as string) : undefined });
      return typeof answer === 'function' ? (answer as (c: RequestConfig) => unknown)(config) : answer;
    };
  }
  const platform = createTestPlatform({ basePath: '/en-UN', http: routes });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderRewards(<BonusCodeOffer />, { platform });
  platform.bus.set('location', { pathname: '/en-UN/landing/welcome', search, hash: '' });
  return { sent, events };
}

const validation = { 'POST /bonus/bonus-code/validate': { bonusCode: 'WELCOME100', campaignId: 'welcome-100', reward: welcome } };

describe('the offer of a code kept through login (spec 000 §2, issue 17)', () => {
  it('shows the code and its reward; Claim consents, confirms with a toast and removes the code from the URL', async () => {
    const { sent, events } = setup({ ...validation, 'POST /bonus/campaigns/consent': activeReward({ campaignId: 'welcome-100', campaignDisplayInfo: welcome.campaignDisplayInfo }) });
    const box = await screen.findByRole('dialog', { name: 'You have a bonus code' });
    expect(within(box).getByRole('term')).toHaveTextContent('Your bonus code');
    expect(within(box).getByRole('definition')).toHaveTextContent('WELCOME100');
    expect(await within(box).findByText('Welcome 100%')).toBeInTheDocument();
    await userEvent.setup().dblClick(within(box).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/landing/welcome?utm=x', replace: true }));
    expect(events).toContainEqual({ type: 'SHOW_TOAST', variant: 'success', message: '“Welcome 100%” is now an active reward.' });
    expect(events).toContainEqual({ type: 'REFRESH_WALLET' });
    expect(sent).toEqual([
      { key: 'POST /bonus/bonus-code/validate', body: { bonusCode: 'WELCOME100' } },
      { key: 'POST /bonus/campaigns/consent', body: { agreed: true, bonusCode: 'WELCOME100', campaignId: 'welcome-100' } },
    ]);
  });

  it('No thanks declines (agreed: false) and removes the code', async () => {
    const { sent, events } = setup({ ...validation, 'POST /bonus/campaigns/consent': { status: 204, data: '' } }, '?bonusCode=WELCOME100');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/landing/welcome', replace: true }));
    expect(sent[1]).toEqual({ key: 'POST /bonus/campaigns/consent', body: { agreed: false, bonusCode: 'WELCOME100', campaignId: 'welcome-100' } });
  });

  it('an active bonus in the way: the forfeit-then-consent modal, then the consent', async () => {
    const active = activeReward({ campaignDisplayInfo: { title: 'Old bonus' } });
    let conflict = true;
    const { sent } = setup({
      ...validation,
      'POST /bonus/campaigns/consent': () => (conflict ? activeBonusConflict(active) : activeReward({ campaignId: 'welcome-100' })),
      'PUT /bonus/assignment-1/state': () => ((conflict = false), { ...active, bonusStatus: 'FORFEITED' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    const prompt = await screen.findByRole('dialog', { name: 'You already have an active bonus' });
    expect(prompt).toHaveTextContent('To take this bonus code, your active bonus “Old bonus” will be forfeited.');
    await user.click(within(prompt).getByRole('button', { name: 'Forfeit and take the code' }));
    await waitFor(() => expect(sent.map((call) => call.key)).toEqual(['POST /bonus/bonus-code/validate', 'POST /bonus/campaigns/consent', 'PUT /bonus/assignment-1/state', 'POST /bonus/campaigns/consent']));
  });

  it('a code that cannot be used says why (spec 001 §8) and offers Close, which removes it', async () => {
    const { events } = setup({ 'POST /bonus/bonus-code/validate': { status: 400, data: { error: 'Bad Request', message: 'x', code: 'error.bonus_code.expired' } } }, '?bonusCode=EXPIRED10');
    expect(await screen.findByRole('alert')).toHaveTextContent('This bonus code has expired.');
    expect(screen.queryByRole('button', { name: 'Claim' })).not.toBeInTheDocument();
    const box = screen.getByRole('dialog', { name: 'You have a bonus code' });
    await userEvent.setup().click(within(box).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/landing/welcome', replace: true });
  });
});
