import type { HttpRoutes } from '@casino/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHost } from '../../testing/render-host';
import type { HomeBanner, HomePageData } from './api/get-home-page';
import { HomePage } from './home-page';

// The casino's winners widget on this page is a remote parcel, tested in app/home-winners.test.tsx: here a
// casino version without it, so it shows nothing and these tests read only the home page's own content.
jest.mock('../remote-loading/remote-loader', () => {
  const actual = jest.requireActual('../remote-loading/remote-loader');
  return { ...actual, loadAreaParcel: jest.fn(() => Promise.reject(new actual.RemoteLoadError('mfe-casino', 'not-exposed', 'no ./WinnersWidget'))) };
});

const day = 86_400_000;
const running = { startDate: new Date(Date.now() - day).toISOString(), endDate: new Date(Date.now() + 30 * day).toISOString() };
const banner = (slug: string, fields: Partial<HomeBanner>): HomeBanner => ({
  _id: `banner-un-${slug}`,
  slug,
  title: slug,
  url: { anonymous: '/signup', authorised: '/deposit' },
  images: { desktop: `http://localhost:4000/images/banners/un-${slug}.svg`, mobile: `http://localhost:4000/images/banners/un-${slug}.svg?device=mobile` },
  ...running,
  ...fields,
});
const groups = (group: 'DEPOSIT_COUNT_0' | 'DEPOSIT_COUNT_1' | 'DEPOSIT_COUNT_MORE_THAN_1'): Partial<HomeBanner> => ({
  visibility: 'authorized',
  targetAudience: { targetAudienceOption: 'groups', targetGroups: [group] },
});

const HOME: HomePageData = {
  market: 'UN',
  banners: [
    banner('welcome', { title: '100% up to €200', greeting: 'Welcome!', button: { label: 'Join now' }, visibility: 'not-authorized' }),
    banner('first-deposit', { title: 'Make your first deposit', greeting: 'Ready to play', button: { label: 'Deposit now' }, ...groups('DEPOSIT_COUNT_0') }),
    banner('second-deposit', { title: 'Second deposit: 50% up to €100', greeting: 'Good to see you again', button: { label: 'Claim with a deposit' }, ...groups('DEPOSIT_COUNT_1') }),
    banner('weekly-reload', { title: 'Weekly reload', greeting: 'Welcome back', button: { label: 'See the reload' }, ...groups('DEPOSIT_COUNT_MORE_THAN_1') }),
    null,
    banner('friday-spins', { title: 'Free spins <b>every Friday</b>', description: '<img src="x" onerror="alert(1)">Spin on Fridays<script>alert("ran")</script>' }),
    { _id: 'banner-un-bare', slug: 'bare', title: 'Double points on roulette', url: { anonymous: '/', authorised: '/' } },
  ],
  topPaymentMethods: [{ name: 'TRUSTLY', image: 'http://localhost:4000/images/payment-methods/trustly.svg', altTag: 'Trustly' }, null],
  verticals: [{ id: 'casino', title: 'Casino', description: 'Thousands of slots', url: '/online-casino' }],
  faceliftBanners: [{ _key: 'iclub', title: 'iClub, our VIP club', url: '/iclub', linkLabel: 'Visit iClub' }],
};

const routes = [{ path: '/:segment', element: <HomePage /> }];

function logIn(platform: ReturnType<typeof renderHost>['platform'], playerId: string, totalDepositsCount: number, firstLogin = false) {
  platform.bus.set('session', { status: 'Resolved', authorized: true, claims: { player_id: playerId } as never });
  platform.bus.set('transactionSummary', { totalDepositsCount });
  platform.bus.set('profile', { playerId, firstLogin } as never);
}

const details = (firstName: string): HttpRoutes => ({ 'GET /player/details': { playerId: 'p', email: 'e', firstName, lastName: 'x', mobilePhone: null, dateOfBirth: null, address: null } });
const bannerHeadings = () => within(screen.getByRole('list', { name: 'Offers for you' })).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => localStorage.clear());

describe('HomePage (spec 000 §2 `/`, §3 home page, §5 audiences)', () => {
  it('shows a visitor the visitors\' banner with its anonymous action, the tiles, facelift banners and payment methods', async () => {
    renderHost(routes, { path: '/en-UN', content: { homePage: HOME } });
    expect(await screen.findByRole('heading', { name: '100% up to €200' })).toBeInTheDocument();
    expect(bannerHeadings()).toEqual(['100% up to €200', 'Free spins every Friday', 'Double points on roulette']);
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/en-UN/signup');
    expect(screen.getByRole('link', { name: /Casino/ })).toHaveAttribute('href', '/en-UN/online-casino');
    expect(screen.getByRole('link', { name: 'Visit iClub' })).toHaveAttribute('href', '/en-UN/iclub');
    expect(screen.getByRole('img', { name: 'Trustly' })).toBeInTheDocument();
  });

  it.each([
    ['nora', 0, 'Nora', 'Make your first deposit', 'Ready to play, Nora'],
    ['ulla', 1, 'Ulla', 'Second deposit: 50% up to €100', 'Good to see you again, Ulla'],
    ['anna', 3, 'Anna', 'Weekly reload', 'Welcome back, Anna'],
  ])('%s (%i deposits) sees their group\'s banner first, greeted by name, with the authorised action', async (name, deposits, firstName, heading, greeting) => {
    const { platform } = renderHost(routes, { path: '/en-UN', content: { homePage: HOME }, http: details(firstName) });
    logIn(platform, `sandbox-${name}`, deposits);
    expect(await screen.findByText(greeting)).toBeInTheDocument();
    expect(bannerHeadings()[0]).toBe(heading);
    expect(bannerHeadings()).not.toContain('100% up to €200');
    const card = screen.getByRole('article', { name: heading });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/en-UN/deposit');
  });

  it('shows HTML in a banner\'s text fields as text, running nothing', async () => {
    const { container } = renderHost(routes, { path: '/en-UN', content: { homePage: HOME } });
    expect(await screen.findByRole('heading', { name: 'Free spins every Friday' })).toBeInTheDocument();
    expect(screen.getByText('Spin on Fridays')).toBeInTheDocument();
    expect(container.querySelector('script, img[onerror], b')).toBeNull();
  });

  it('renders a banner with only its required fields: no image, greeting or button', async () => {
    renderHost(routes, { path: '/en-UN', content: { homePage: HOME } });
    const card = await screen.findByRole('article', { name: 'Double points on roulette' });
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
  });

  it('shows no picture whose content address is not a web address or site path (issue 21 point 3)', async () => {
    const scripted = 'javascript:alert(document.domain)';
    const page: HomePageData = {
      ...HOME,
      banners: [
        banner('scripted', { title: 'Scripted picture', images: { desktop: scripted, mobile: scripted } }),
        banner('data-picture', { title: 'Data picture', images: { desktop: 'data:text/html,<script>alert(1)</script>', mobile: '' } }),
        banner('scripted-crop', { title: 'Scripted phone crop', images: { desktop: '/images/banners/ok.svg', mobile: scripted } }),
      ],
      topPaymentMethods: [{ name: 'TRUSTLY', image: scripted, altTag: 'Trustly' }],
      verticals: [{ id: 'casino', title: 'Casino', url: '/online-casino', image: scripted }],
      faceliftBanners: [{ _key: 'iclub', title: 'iClub, our VIP club', url: '/iclub', image: 'data:text/html,x' }],
    };
    const { container } = renderHost(routes, { path: '/en-UN', content: { homePage: page } });
    const kept = await screen.findByRole('article', { name: 'Scripted phone crop' });
    // React sets the banner's sources at commit (useResponsiveImage): wait for them.
    await waitFor(() => expect(kept.querySelector('img')).toHaveAttribute('src', '/images/banners/ok.svg'));
    expect(kept.querySelector('img')).toHaveAttribute('srcset', '/images/banners/ok.svg 600w, /images/banners/ok.svg 1200w');
    expect(screen.getByRole('article', { name: 'Scripted picture' }).querySelector('img')).toBeNull();
    expect(screen.getByRole('article', { name: 'Data picture' }).querySelector('img')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Trustly' })).toBeNull();
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual(['/images/banners/ok.svg']);
  });

  it('keeps the way into each vertical when the content fails, with a Try again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderHost(routes, {
      path: '/en-UN',
      content: {
        homePage: () => {
          calls += 1;
          return calls <= 2 ? new Error('content down') : HOME;
        },
      },
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent("We could not load today's offers.");
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Live casino/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: '100% up to €200' })).toBeInTheDocument();
  });

  it('shows the static page when the market has no home page at all', async () => {
    renderHost(routes, { path: '/en-UN', content: { homePage: null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the casino' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sportsbook/ })).toBeInTheDocument();
  });
});

describe('WelcomeDialog (spec 000 §3 firstLogin, §7)', () => {
  it('opens once after a first login, and closing it dismisses it for good', async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    const { platform } = renderHost(routes, {
      path: '/en-UN',
      content: { homePage: HOME },
      http: { ...details('Freya'), 'PUT /player/profile': (config: { data?: unknown }) => (puts.push(JSON.parse(String(config.data))), {}) },
    });
    logIn(platform, 'sandbox-fresh', 0, true);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to the casino!' });
    expect(within(dialog).getByRole('link', { name: 'Make your first deposit' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem('firstLogin')).toBe('false');
    expect(platform.bus.get('profile')?.firstLogin).toBe(false);
    await waitFor(() => expect(puts).toEqual([{ firstLogin: false }]));
  });

  it('stays closed for a player whose profile says it is not the first login, and for a visitor', async () => {
    const { platform } = renderHost(routes, { path: '/en-UN', content: { homePage: HOME }, http: details('Nora') });
    await screen.findByRole('heading', { name: '100% up to €200' });
    expect(screen.queryByRole('dialog')).toBeNull();
    logIn(platform, 'sandbox-nora', 0, false);
    await screen.findByText('Ready to play, Nora');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays closed in a browser that dismissed it already', async () => {
    localStorage.setItem('firstLogin', 'false');
    const { platform } = renderHost(routes, { path: '/en-UN', content: { homePage: HOME }, http: details('Freya') });
    logIn(platform, 'sandbox-fresh', 0, true);
    await screen.findByText('Ready to play, Freya');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
