import type { PlatformEvent } from '@casino/shared/bus';
import type { LandingPage, RegistrationLandingPage, VipPage } from '@casino/shared/wire';
import { createTestPlatform } from '@casino/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderApp } from '../testing/render-app';
import { LandingApp, RegistrationLandingApp, VipApp } from './content-pages-app';

const VIP: VipPage = {
  _id: 'vip-page-UN',
  _type: 'vipPage',
  market: 'UN',
  title: 'iClub, our VIP club',
  intro: 'By invitation.',
  image: 'http://localhost:4000/images/pages/vip.svg',
  levels: [
    { _key: 'bronze', name: 'Bronze', description: 'Where everyone starts.', perks: ['Weekly bonus'] },
    { _key: 'gold', name: 'Gold', perks: ['Personal account manager', 'Faster withdrawals'] },
  ],
  body: '<h2>How iClub works</h2><p>Points move you up.</p><script>alert("vip script ran")</script><img src="x" onerror="alert(1)">',
  ctaLabel: 'Contact your VIP team',
  ctaUrl: '/contact-live-chat',
};

const WELCOME: LandingPage = { _id: 'landing-UN-welcome', _type: 'landingPage', market: 'UN', pageId: 'welcome', title: 'Your 100% welcome bonus', intro: 'We double your first deposit.', body: '<p>Log in and claim.</p><script>alert(1)</script>', bonusCode: 'WELCOME100' };
const PROMO: RegistrationLandingPage = { _id: 'r', _type: 'registrationLandingPage', market: 'UN', slug: 'summer-spins', title: 'Sign up and get 100 free spins', offer: '100 free spins', body: '<p>Terms apply.</p><script>alert(1)</script>', ctaLabel: 'Get my spins' };

/** Renders one of the content-page apps at `pathname` + `search`, answering every query with `answer`. */
function renderAt(ui: ReactElement, basePath: string, pathname: string, search: string, answer: unknown, authorized = false) {
  const platform = createTestPlatform({
    basePath,
    state: { session: authorized ? { status: 'Resolved', authorized: true, claims: { player_id: 'sandbox-ulla' } as never } : { status: 'Resolved', authorized: false, claims: null } },
  });
  const calls: Array<{ query: string; params?: Record<string, unknown> }> = [];
  platform.content = {
    fetch: (async (query: string, params?: Record<string, unknown>) => {
      calls.push({ query, params });
      if (answer instanceof Error) throw answer;
      return answer;
    }) as never,
  };
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  platform.bus.set('location', { pathname, search, hash: '' });
  const result = renderApp(ui, { platform });
  return { ...result, platform, events, calls };
}

describe('VipApp (spec 000 §2 /iclub)', () => {
  it('shows the market\'s VIP page: levels with perks, the body sanitised, the call to action', async () => {
    const { calls } = renderAt(<VipApp />, '/en-UN/iclub', '/en-UN/iclub', '', VIP);
    const article = (await screen.findByRole('heading', { level: 1, name: 'iClub, our VIP club' })).closest('article')!;
    expect(within(article).getByRole('heading', { level: 2, name: 'Levels' })).toBeInTheDocument();
    expect(within(article).getByRole('list', { name: 'Perks of Gold' })).toHaveTextContent('Faster withdrawals');
    expect(within(article).getByRole('heading', { level: 2, name: 'How iClub works' })).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toContain('onerror');
    expect(within(article).getByRole('link', { name: 'Contact your VIP team' })).toHaveAttribute('href', '/en-UN/contact-live-chat');
    expect(calls[0]?.params).toEqual({ market: 'UN' });
  });

  it('renders a VIP page with only its title', async () => {
    renderAt(<VipApp />, '/en-NZ/iclub', '/en-NZ/iclub', '', { _id: 'vip-page-NZ', _type: 'vipPage', market: 'NZ', title: 'iClub' });
    expect(await screen.findByRole('heading', { level: 1, name: 'iClub' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Levels' })).toBeNull();
    expect(screen.queryByRole('link', { name: /VIP/ })).toBeNull();
  });

  it('says Page not found! when the market has no VIP page, and offers Try again when the content fails', async () => {
    renderAt(<VipApp />, '/en-UN/iclub', '/en-UN/iclub', '', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
  });
});

describe('RegistrationLandingApp (spec 000 §2 /promo/{slug})', () => {
  it('shows the page of the slug with a sign-up link that keeps redirect and bonusCode', async () => {
    const { calls } = renderAt(<RegistrationLandingApp />, '/en-UN/promo', '/en-UN/promo/summer-spins', '?redirect=%2Fonline-casino&bonusCode=WELCOME100&utm=x', PROMO);
    const article = (await screen.findByRole('heading', { level: 1, name: 'Sign up and get 100 free spins' })).closest('article')!;
    expect(within(article).getByText('100 free spins')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    expect(within(article).getByRole('link', { name: 'Get my spins' })).toHaveAttribute('href', '/en-UN/signup?redirect=%2Fonline-casino&bonusCode=WELCOME100');
    expect(calls[0]?.params).toEqual({ market: 'UN', slug: 'summer-spins' });
  });

  it('links a page without a label or redirect to plain /signup with the default label', async () => {
    renderAt(<RegistrationLandingApp />, '/en-UN/promo', '/en-UN/promo/live-welcome', '', { _id: 'r2', _type: 'registrationLandingPage', market: 'UN', slug: 'live-welcome', title: 'A live casino welcome' });
    await screen.findByRole('heading', { level: 1, name: 'A live casino welcome' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en-UN/signup');
  });

  it('says Page not found! for an unknown slug', async () => {
    renderAt(<RegistrationLandingApp />, '/en-UN/promo', '/en-UN/promo/nope', '', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
  });
});

describe('LandingApp (spec 000 §2 /landing/{id}, §8)', () => {
  it('puts the content\'s code into a URL that has none (replace)', async () => {
    const { events } = renderAt(<LandingApp />, '/en-UN/landing', '/en-UN/landing/welcome', '', WELCOME);
    await screen.findByRole('heading', { level: 1, name: 'Your 100% welcome bonus' });
    await waitFor(() => expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/landing/welcome?bonusCode=WELCOME100', replace: true }));
  });

  it('shows the URL\'s code and removes it from the URL on request, without putting it back', async () => {
    const user = userEvent.setup();
    const { events, platform } = renderAt(<LandingApp />, '/en-UN/landing', '/en-UN/landing/welcome', '?bonusCode=WELCOME100&utm=x', WELCOME);
    const box = (await screen.findByRole('heading', { level: 2, name: 'Your bonus code' })).closest('section')!;
    expect(within(box).getByText('WELCOME100')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Remove the code' }));
    expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/landing/welcome?utm=x', replace: true });
    act(() => platform.bus.set('location', { pathname: '/en-UN/landing/welcome', search: '?utm=x', hash: '' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your bonus code' })).toBeNull());
    expect(events.filter((event) => event.type === 'NAVIGATE')).toHaveLength(1);
  });

  it('does not put back a content code that left the URL after the page opened (claimed from the offer box)', async () => {
    const { events, platform } = renderAt(<LandingApp />, '/en-UN/landing', '/en-UN/landing/welcome', '?bonusCode=WELCOME100', WELCOME, true);
    await screen.findByRole('heading', { level: 2, name: 'Your bonus code' });
    // The host's offer box claims the code and takes it out of the URL.
    act(() => platform.bus.set('location', { pathname: '/en-UN/landing/welcome', search: '', hash: '' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your bonus code' })).toBeNull());
    expect(events.filter((event) => event.type === 'NAVIGATE')).toEqual([]);
  });

  it('shows a code the URL brings on a page without one', async () => {
    renderAt(<LandingApp />, '/en-UN/landing', '/en-UN/landing/weekend', '?bonusCode=USED50', { ...WELCOME, pageId: 'weekend', bonusCode: undefined });
    expect(await screen.findByText('USED50')).toBeInTheDocument();
  });

  it('offers a visitor Log in back to this URL and Sign up with the code; a player gets neither', async () => {
    const user = userEvent.setup();
    const { events } = renderAt(<LandingApp />, '/en-UN/landing', '/en-UN/landing/welcome', '?bonusCode=WELCOME100', WELCOME);
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(events).toContainEqual({ type: 'OPEN_LOGIN', redirectTo: '/en-UN/landing/welcome?bonusCode=WELCOME100' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en-UN/signup?bonusCode=WELCOME100');
  });

  it('gives a logged-in player no Log in or Sign up', async () => {
    renderAt(<LandingApp />, '/en-UN/landing', '/en-UN/landing/welcome', '?bonusCode=WELCOME100', WELCOME, true);
    await screen.findByText('WELCOME100');
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('renders a page with only its title, and sanitises a body', async () => {
    const { container } = renderAt(<LandingApp />, '/en-UN/landing', '/en-UN/landing/bare', '', { _id: 'b', _type: 'landingPage', market: 'UN', pageId: 'bare', title: 'A page with nothing else' });
    expect(await screen.findByRole('heading', { level: 1, name: 'A page with nothing else' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('says Page not found! for a missing id', async () => {
    renderAt(<LandingApp />, '/en-UN/landing', '/en-UN/landing/nope', '', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en-UN');
  });
});
