import type { PlatformEvent } from '@casino/shared/bus';
import { PlatformError } from '@casino/shared/platform';
import { createTestPlatform } from '@casino/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categories, promotionCard, promotionDetail } from '../testing/promotions';
import { renderApp } from '../testing/render-app';
import { PromotionsApp } from './promotions-app';

const basePath = '/en-UN/promotions';

/** A content client that answers categories, list pages (by slice) and single promotions. */
function contentWith({ list = [] as ReturnType<typeof promotionCard>[], detail = null as unknown, failList = false } = {}) {
  const calls: Array<{ query: string; params?: Record<string, unknown> }> = [];
  const fetch = jest.fn(async (query: string, params?: Record<string, unknown>) => {
    calls.push({ query, params });
    if (query.includes('_type == "promotionCategory"')) return categories;
    if (query.includes('slug == $slug')) return detail;
    if (failList) throw new PlatformError('Bad Request', 'client', 400, undefined);
    const slice = /\[(\d+)\.\.\.(\d+)\]/.exec(query);
    return list.slice(Number(slice?.[1]), Number(slice?.[2]));
  });
  return { fetch, calls };
}

function renderAt(path: string, content = contentWith()) {
  const platform = createTestPlatform({ basePath, state: { session: { status: 'Resolved', authorized: false, claims: null } } });
  platform.content = { fetch: content.fetch as never };
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<PromotionsApp />, { platform, path });
  return { platform, events, content };
}

describe('PromotionsApp (spec 000 §2 promotions)', () => {
  it('lists what an anonymous visitor may see in the market, with category tabs as links', async () => {
    const { content } = renderAt(basePath, contentWith({ list: [promotionCard(1), promotionCard(2, { category: 'sports', tags: [] })] }));
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading promotions…');

    const card = (await screen.findByRole('heading', { level: 2, name: 'Promotion 1' })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Promotion 1' })).toHaveAttribute('href', '/en-UN/promotions/casino/promotion-1');
    expect(within(card).getByText('05/01/2026')).toBeInTheDocument();
    expect(within(card).getByText('20/03/2099')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Free spins' })).toHaveAttribute('href', '/en-UN/promotions/casino/tag/free-spins');
    expect(screen.getByRole('link', { name: 'Promotion 2' })).toHaveAttribute('href', '/en-UN/promotions/sports/promotion-2');

    const tabs = screen.getByRole('navigation', { name: 'Promotion categories' });
    expect(within(tabs).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All', '/en-UN/promotions'],
      ['Casino', '/en-UN/promotions/casino'],
      ['Live casino', '/en-UN/promotions/live-casino'],
      ['Sports', '/en-UN/promotions/sports'],
      ['Tournaments', '/en-UN/promotions/tournaments'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');

    const listQuery = content.calls.find((call) => call.query.includes('order(startDate desc)'))!;
    expect(listQuery.query).toContain(
      '*[_type == "promotion" && (count(markets) == 0 || $market in markets) && visibility in ["both", "not-authorized"] && (!defined(targetAudience) || targetAudience.targetAudienceOption == "none")] | order(startDate desc)',
    );
    expect(listQuery.params).toEqual({ market: 'UN' });
  });

  it('shows nine at a time and loads more on request', async () => {
    const user = userEvent.setup();
    const list = Array.from({ length: 11 }, (_, index) => promotionCard(index + 1));
    const { content } = renderAt(basePath, contentWith({ list }));
    await screen.findByRole('heading', { name: 'Promotion 1' });
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(content.calls.some((call) => call.query.includes('[0...10]'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('heading', { name: 'Promotion 11' });
    expect(screen.getAllByRole('article')).toHaveLength(11);
    expect(content.calls.some((call) => call.query.includes('[9...19]'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('filters by category and marks its tab', async () => {
    const { content } = renderAt(`${basePath}/casino`, contentWith({ list: [promotionCard(1)] }));
    await screen.findByRole('heading', { name: 'Promotion 1' });
    expect(screen.getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'page');
    const listQuery = content.calls.find((call) => call.query.includes('order(startDate desc)'))!;
    expect(listQuery.query).toContain('category == $category');
    expect(listQuery.params).toEqual({ market: 'UN', category: 'casino' });
  });

  it('filters by tag within a category', async () => {
    const { content } = renderAt(`${basePath}/casino/tag/free-spins`, contentWith({ list: [promotionCard(1)] }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tagged “Free spins”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Casino promotions' })).toHaveAttribute('href', '/en-UN/promotions/casino');
    const listQuery = content.calls.find((call) => call.query.includes('order(startDate desc)'))!;
    expect(listQuery.query).toContain('$tag in tags[].slug');
    expect(listQuery.params).toEqual({ market: 'UN', category: 'casino', tag: 'free-spins' });
  });

  it('says when a list is empty', async () => {
    renderAt(`${basePath}/sports`, contentWith({ list: [] }));
    expect(await screen.findByText('There are no promotions here right now.')).toBeInTheDocument();
  });

  it('treats an unknown category as not found', async () => {
    renderAt(`${basePath}/poker`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/en-UN/promotions');
  });

  it('offers a retry when the promotions do not load', async () => {
    const user = userEvent.setup();
    const content = contentWith({ failList: true });
    renderAt(basePath, content);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the promotions.');
    content.fetch.mockImplementation(async (query: string) => (query.includes('promotionCategory') ? categories : [promotionCard(1)]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Promotion 1' })).toBeInTheDocument();
  });

  describe('a promotion page', () => {
    it('shows the terms under their heading, sanitised, and leaves them out when the promotion has none', async () => {
      const terms = '<ol><li>Wagering 35 times.</li></ol><script>alert("terms script ran")</script><img src="x" onerror="alert(1)">';
      renderAt(`${basePath}/casino/slot-of-the-week`, contentWith({ detail: promotionDetail({ terms }) }));
      const section = (await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' })).closest('section')!;
      expect(within(section).getByText('Wagering 35 times.')).toBeInTheDocument();
      expect(section.querySelector('script')).toBeNull();
      expect(section.innerHTML).not.toContain('onerror');
    });

    it('has no terms section for a promotion without terms', async () => {
      renderAt(`${basePath}/casino/slot-of-the-week`, contentWith({ detail: promotionDetail() }));
      await screen.findByRole('heading', { level: 1, name: 'Slot of the week: Reactoonz 2' });
      expect(screen.queryByRole('heading', { name: 'Terms and conditions' })).toBeNull();
    });

    it('shows the image, title, dates and the body without scripts or inline handlers', async () => {
      const { content } = renderAt(`${basePath}/casino/slot-of-the-week`, contentWith({ detail: promotionDetail() }));
      const article = (await screen.findByRole('heading', { level: 1, name: 'Slot of the week: Reactoonz 2' })).closest('article')!;
      expect(within(article).getByText('05/01/2026')).toBeInTheDocument();
      expect(within(article).getByRole('heading', { level: 2, name: 'Reactoonz 2 is our slot of the week' })).toBeInTheDocument();
      expect(article.querySelector('script')).toBeNull();
      expect(article.innerHTML).not.toContain('onerror');
      expect(article.innerHTML).not.toContain('alert(');
      const bodyImage = within(article).getByRole('img', { name: 'Reactoonz 2' });
      expect(bodyImage).not.toHaveAttribute('onerror');
      expect(article.querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/images/promotions/promotion-1.svg');
      expect(within(article).getByRole('link', { name: 'General bonus terms' })).toHaveAttribute('href', '/en-UN/bonus-terms');
      const lookup = content.calls.find((call) => call.query.includes('slug == $slug'))!;
      expect(lookup.params).toEqual({ market: 'UN', slug: 'slot-of-the-week' });
      expect(lookup.query).toContain('visibility in ["both", "not-authorized"]');
    });

    it('sends the call to action and site links through the host', async () => {
      const user = userEvent.setup();
      const { events } = renderAt(`${basePath}/casino/slot-of-the-week`, contentWith({ detail: promotionDetail() }));
      const cta = await screen.findByRole('link', { name: 'Sign up' });
      expect(cta).toHaveAttribute('href', '/en-UN/signup');
      await user.click(cta);
      await user.click(screen.getByRole('link', { name: 'General bonus terms' }));
      await user.click(screen.getByRole('link', { name: 'Back to promotions' }));
      expect(events).toEqual([
        { type: 'NAVIGATE', to: '/en-UN/signup' },
        { type: 'NAVIGATE', to: '/en-UN/bonus-terms' },
        expect.objectContaining({ type: 'NAVIGATE', to: '/en-UN/promotions/casino' }),
      ]);
    });

    it('is not found for an unknown slug, with a link to every promotion', async () => {
      renderAt(`${basePath}/casino/no-such-promotion`, contentWith({ detail: null }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Promotion not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See all promotions' })).toHaveAttribute('href', '/en-UN/promotions');
    });
  });

  it('follows the bus to a logged-in player’s audience: their id and deposit-count group', async () => {
    const platform = createTestPlatform({
      basePath,
      state: {
        session: {
          status: 'Resolved',
          authorized: true,
          claims: { country_code: 'FI', language_code: 'fi', player_id: 'sandbox-vip-player', email: 'vip@example.com', iat: 0, login_method: 'DEFAULT', multibrand: null },
        },
        transactionSummary: { totalDepositsCount: 1 },
      },
    });
    const content = contentWith({ list: [promotionCard(1)] });
    platform.content = { fetch: content.fetch as never };
    renderApp(<PromotionsApp />, { platform, path: basePath });
    await screen.findByRole('heading', { name: 'Promotion 1' });
    await waitFor(() => expect(content.calls.find((call) => call.query.includes('order(startDate desc)'))?.params).toEqual({ market: 'UN', playerId: 'sandbox-vip-player', depositGroup: 'DEPOSIT_COUNT_1' }));
  });
});
