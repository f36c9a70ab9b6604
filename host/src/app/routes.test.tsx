import type { SessionState } from '@casino/shared/bus';
import { playerProfileOf as player } from '@casino/shared/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { renderHost } from '../testing/render-host';
import { createRoutes } from './routes';

jest.mock('../features/remote-loading/remote-loader', () => ({
  // The route tests look at routing; loading a remote is the remote-area test's business.
  loadAreaParcel: jest.fn(() => new Promise(() => undefined)),
  RemoteLoadError: class extends Error {},
}));

const footer = { footerList: [] };

describe('host routes (spec 000 §2)', () => {
  it.each([
    ['/', '/en-UN'],
    ['/x', '/en-UN'],
    ['/zz-ZZ/online-casino', '/en-UN/online-casino'],
    ['/online-casino', '/en-UN/online-casino'],
    ['/ja-JP', '/en-UN'],
  ])('%s redirects to %s', async (from, to) => {
    const { router } = renderHost(createRoutes(), { path: from, content: footer });
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });

  it('puts an allowed segment on the bus', async () => {
    const { platform } = renderHost(createRoutes(), { path: '/fi-FI', content: footer });
    await waitFor(() => expect(platform.bus.get('locale')).toMatchObject({ segment: 'fi-FI', market: 'FI', languageCode: 'fi' }));
  });

  it('publishes the router location on the bus and follows NAVIGATE commands', async () => {
    const { platform, router } = renderHost(createRoutes(), { path: '/en-UN', content: footer });
    await waitFor(() => expect(platform.bus.get('location')).toMatchObject({ pathname: '/en-UN', key: expect.any(String) }));
    platform.bus.emit({ type: 'NAVIGATE', to: '/en-UN/promotions' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-UN/promotions'));
    await waitFor(() => expect(platform.bus.get('location').pathname).toBe('/en-UN/promotions'));
  });

  it('opens the deposit modal of the locale on OPEN_DEPOSIT from any remote (issue 14)', async () => {
    const { platform, router } = renderHost(createRoutes(), { path: '/fi-FI/online-casino', content: footer });
    await waitFor(() => expect(platform.bus.get('locale').segment).toBe('fi-FI'));
    platform.bus.emit({ type: 'OPEN_DEPOSIT' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fi-FI/deposit'));
  });

  it('mounts the owning remote for an area path', async () => {
    renderHost(createRoutes(), { path: '/en-UN/online-casino/all-games', content: footer });
    expect(await screen.findByTestId('remote-skeleton')).toBeInTheDocument();
    expect(document.querySelector('[data-remote="mfe-casino"]')).not.toBeNull();
  });

  it('shows the not-found page for a path with no route and no content page', async () => {
    renderHost(createRoutes(), { path: '/en-UN/nothing-here', content: { footerList: [], staticPage: null } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('renders a page generated from the footer lists by its URL', async () => {
    renderHost(createRoutes(), {
      path: '/en-UN/about-us',
      content: { footerList: [], staticPage: { _id: 'p', _type: 'staticPage', pageId: 'about', pageUrl: '/about-us', title: 'About us', body: '<p>Who we are</p>', markets: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('Who we are')).toBeInTheDocument();
  });

  it('keeps the header and footer while a static page’s chunk loads after a navigation (issue 19)', async () => {
    const { router } = renderHost(createRoutes(), {
      path: '/en-UN',
      content: { footerList: [], staticPage: { _id: 'p', _type: 'staticPage', pageId: 'about', pageUrl: '/about-us', title: 'About us', body: '<p>Who we are</p>', markets: [] } },
    });
    const banner = await screen.findByRole('banner');
    const footerElement = screen.getByRole('contentinfo');
    act(() => router.navigate('/en-UN/about-us'));
    // Navigations are not transitions: the content area waits for the chunk, the layout around it stays.
    expect(banner).toBeVisible();
    expect(footerElement).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(banner).toBeVisible();
  });

  it('keeps the visitor’s locale on site links inside content pages and strips scripts', async () => {
    renderHost(createRoutes(), {
      path: '/fi-FI/terms',
      content: {
        footerList: [],
        staticPage: { _id: 'p', _type: 'staticPage', pageId: 'terms', pageUrl: '/terms', title: 'Ehdot', body: '<p>See <a href="/bonus-terms">bonus terms</a><script>window.ran = 1</script></p>', markets: [] },
      },
    });
    expect(await screen.findByRole('link', { name: 'bonus terms' })).toHaveAttribute('href', '/fi-FI/bonus-terms');
    expect(document.querySelector('main script, article script')).toBeNull();
  });

  it.each([
    ['/en-UN/401', 'Please log in'],
    ['/en-UN/500', 'Server error'],
    ['/en-UN/restricted', 'Not available in your country'],
    ['/en-UN/closed-account', 'Your account is closed'],
  ])('%s shows "%s"', async (path, heading) => {
    renderHost(createRoutes(), { path, content: footer });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  describe("the player's market governs (issue 18 point 1)", () => {
    const loggedIn: SessionState = { status: 'Resolved', authorized: true, claims: null };

    it.each([
      [{ countryCode: 'DE', languageCode: 'de' }, '/en-UN/promotions?tab=all', '/de-DE/promotions?tab=all'],
      [{ countryCode: 'CA', languageCode: 'caf', provinceCode: 'QC' }, '/en-UN/online-casino', '/fr-CA/online-casino'],
      [{ countryCode: 'SE', languageCode: 'en' }, '/fi-FI/promotions', '/en-PP/promotions'],
      // Another language of the player's own market is the player's choice, and stays.
      [{ countryCode: 'FI', languageCode: 'fi' }, '/en-FI/promotions', '/en-FI/promotions'],
    ])('a player of %o on %s is shown %s, the page and its query kept', async (facts, from, to) => {
      const { router, platform } = renderHost(createRoutes(), { path: from, content: footer, state: { session: loggedIn, profile: player(facts) } });
      await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(to));
      await waitFor(() => expect(platform.bus.get('locale').segment).toBe(to.slice(1, 6)));
    });

    it('moves a player who logs in on another market to theirs, and the guards then use it', async () => {
      const { router, platform } = renderHost(createRoutes(), { path: '/en-UN/sportsbook', content: footer });
      await waitFor(() => expect(platform.bus.get('locale').market).toBe('UN'));
      act(() => {
        platform.bus.set('session', loggedIn);
        platform.bus.set('profile', player({ countryCode: 'DE', languageCode: 'de' }));
      });
      // Germany blocks the sportsbook (spec 000 §2 guard 6): the German home page, not the Global sportsbook.
      await waitFor(() => expect(router.state.location.pathname).toBe('/de-DE'));
      expect(platform.bus.get('locale').market).toBe('DE');
      // The login dialog then sends him to the page it kept, on the old market: brought back again.
      act(() => platform.bus.emit({ type: 'NAVIGATE', to: '/en-UN/promotions' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/de-DE/promotions'));
      act(() => platform.bus.emit({ type: 'NAVIGATE', to: '/en-UN/promotions' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/de-DE/promotions'));
      expect(router.state.location.key).not.toBe('default');
    });

    it('leaves an anonymous visitor on the URL’s market', async () => {
      const { router, platform } = renderHost(createRoutes(), { path: '/de-DE/promotions', content: footer });
      await waitFor(() => expect(platform.bus.get('locale').segment).toBe('de-DE'));
      expect(router.state.location.pathname).toBe('/de-DE/promotions');
    });
  });
});
