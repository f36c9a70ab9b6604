import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockViewport } from '@casino/shared/testing';
import { CasinoApp } from './casino-app';
import { aCategory, aGameDocument, aSettingsDocument, renderCasino } from '../testing/render-casino';
import { menuCategoriesOf } from '../features/category-menu/api/get-menu-categories';

const dataset = [
  aSettingsDocument({ categories: ['popular', 'jackpots', 'new'], availableProviders: ['relax'] }),
  aCategory('popular', { name: 'Popular' }),
  aCategory('new', { name: 'New' }),
  aCategory('jackpots', { name: 'Jackpots', visibleInMenu: false }),
  aCategory('all-games', { name: 'All games', visibleInLobby: false }),
  aCategory('roulette', { name: 'Roulette', vertical: 'live-casino' }),
  aGameDocument('money-train-3', ['popular', 'new']),
];

let viewport: ReturnType<typeof mockViewport>;
beforeEach(() => {
  viewport = mockViewport(1440);
});
afterEach(() => viewport.restore());

describe('the casino category menu (issue 17 point 6; spec 000 §3 hideInMenu)', () => {
  it('lists the lobby and the categories visible in the menu, in the market order, and marks the lobby current', async () => {
    renderCasino(<CasinoApp />, { dataset, path: '' });
    const menu = screen.getByRole('navigation', { name: 'Casino categories' });
    await within(menu).findByRole('link', { name: 'Popular' });
    expect(within(menu).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Lobby', '/en-UN/online-casino'],
      ['Popular', '/en-UN/online-casino/popular'],
      ['New', '/en-UN/online-casino/new'],
      ['All games', '/en-UN/online-casino/all-games'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Lobby' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Popular' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/new', 'New'],
    ['/all-games', 'All games'],
  ])('is on the page %s too, with that one marked current', async (path, current) => {
    renderCasino(<CasinoApp />, { dataset, path });
    const menu = screen.getByRole('navigation', { name: 'Casino categories' });
    expect(await within(menu).findByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Lobby' })).not.toHaveAttribute('aria-current');
  });

  it('is on the game play page, with none marked', async () => {
    renderCasino(<CasinoApp />, { dataset, path: '/play/relax/money-train-3' });
    const menu = screen.getByRole('navigation', { name: 'Casino categories' });
    await within(menu).findByRole('link', { name: 'Popular' });
    expect(within(menu).getAllByRole('link').filter((link) => link.getAttribute('aria-current'))).toEqual([]);
  });

  it('is reached with the keyboard: Tab moves through its links and Enter follows one', async () => {
    const user = userEvent.setup();
    const { platform } = renderCasino(<CasinoApp />, { dataset, path: '' });
    const menu = screen.getByRole('navigation', { name: 'Casino categories' });
    await within(menu).findByRole('link', { name: 'Popular' });
    const navigations: unknown[] = [];
    platform.bus.events$.subscribe((event) => navigations.push(event));
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Lobby' })).toHaveFocus();
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Popular' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigations).toContainEqual(expect.objectContaining({ type: 'NAVIGATE', to: '/en-UN/online-casino/popular' }));
  });

  it('orders the lobby categories first, then the others by name, never one hidden from the menu', () => {
    const category = (id: string, visibleInMenu = true) => ({ id, name: id, url: id, visibleInMenu });
    expect(menuCategoriesOf([category('b-extra'), category('slots'), category('a-extra'), category('hidden', false), category('popular')], ['popular', 'hidden', 'slots']).map((c) => c.id)).toEqual([
      'popular',
      'slots',
      'a-extra',
      'b-extra',
    ]);
  });
});
