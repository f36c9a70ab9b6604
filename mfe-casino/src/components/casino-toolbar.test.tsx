import type { PlatformEvent } from '@casino/shared/bus';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderCasino, someSettings } from '../testing/render-casino';
import { mockViewport } from '@casino/shared/testing';
import { CasinoToolbar } from './casino-toolbar';

const providers = ['relax', 'quickspin', 'pariplay', 'softswiss', 'creedroomz', 'yggdrasil'].map((id) => ({
  _id: `provider-${id}`,
  id,
  title: id[0]!.toUpperCase() + id.slice(1),
  isAggregators: false,
  providerImgUrl: `https://cdn.test/${id}.svg`,
}));
const content = { casinoSettings: someSettings({ availableProviders: ['relax', 'quickspin', 'pariplay', 'softswiss', 'creedroomz'] }), '_type == "provider"': providers };

let viewport: ReturnType<typeof mockViewport>;
afterEach(() => viewport.restore());

function navigations(platform: { bus: { on: (type: 'NAVIGATE') => { subscribe: (fn: (event: PlatformEvent & { type: 'NAVIGATE' }) => void) => unknown } } }) {
  const to: string[] = [];
  platform.bus.on('NAVIGATE').subscribe((event) => to.push(event.to));
  return to;
}

describe('the provider filter', () => {
  it('offers the market providers without pariplay, softswiss and creedroomz, with their logos, and lands on all games filtered', async () => {
    viewport = mockViewport(1440);
    const user = userEvent.setup();
    const { platform } = renderCasino(<CasinoToolbar mobile={false} />, { content });
    const to = navigations(platform);
    const opener = screen.getByRole('button', { name: 'Providers' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Filter by provider' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2));
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')!.textContent)).toEqual(['Quickspin', 'Relax']);
    expect(dialog.querySelector('img[src="https://cdn.test/relax.svg"]')).toHaveAttribute('alt', '');

    await user.click(within(dialog).getByRole('checkbox', { name: 'Relax' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Quickspin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Show games' }));
    expect(to).toEqual(['/en-UN/online-casino/all-games?providers=relax,quickspin']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus into the dialog, keeps Tab inside it, and gives focus back on Escape', async () => {
    viewport = mockViewport(1440);
    const user = userEvent.setup();
    renderCasino(<CasinoToolbar mobile={false} />, { content });
    const opener = screen.getByRole('button', { name: 'Providers' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2));
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('on a phone, the bottom navigation tab 0 opens the filter dialog', async () => {
    viewport = mockViewport(375);
    const user = userEvent.setup();
    renderCasino(<CasinoToolbar mobile />, { content });
    const nav = screen.getByRole('navigation', { name: 'Casino navigation' });
    const [first] = within(nav).getAllByRole('button');
    expect(first).toHaveAttribute('data-tab-index', '0');
    await user.click(first!);
    expect(await screen.findByRole('dialog', { name: 'Filter by provider' })).toBeInTheDocument();
  });
});

describe('search as you type (issue 18)', () => {
  /** The toolbar at `path` (under the casino's base path), following its own navigations; records each with `replace`. */
  function renderAt(path: string) {
    viewport = mockViewport(1440);
    const { platform } = renderCasino(<CasinoToolbar mobile={false} />, { content, path });
    const [pathname, search = ''] = `${platform.basePath}${path}`.split('?');
    platform.bus.set('location', { pathname: pathname!, search: search ? `?${search}` : '', hash: '' });
    const sent: Array<{ to: string; replace: boolean }> = [];
    platform.bus.on('NAVIGATE').subscribe((event) => {
      sent.push({ to: event.to, replace: event.replace === true });
      const [nextPath, nextSearch = ''] = event.to.split('?');
      platform.bus.set('location', { pathname: nextPath!, search: nextSearch ? `?${nextSearch}` : '', hash: '' });
    });
    return { platform, sent };
  }

  it('searches a moment after the last keystroke, without Enter; one history entry per search', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { sent } = renderAt('/all-games');
      const box = screen.getByRole('searchbox', { name: 'Search games' });
      await user.type(box, 'Swe');
      // Each keystroke cancelled the wait of the one before: nothing yet.
      expect(sent).toEqual([]);
      jest.advanceTimersByTime(300);
      expect(sent).toEqual([{ to: '/en-UN/online-casino/all-games?q=Swe', replace: false }]);
      await user.type(box, 'et');
      jest.advanceTimersByTime(300);
      // The next search replaces the entry, so Back leaves the search.
      expect(sent.at(-1)).toEqual({ to: '/en-UN/online-casino/all-games?q=Sweet', replace: true });
      expect(sent).toHaveLength(2);
      expect(box).toHaveValue('Sweet');
      expect(box).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  // The clock stands still unless a test moves it (fake timers): on a busy machine the real one can pass the
  // search's wait between two keystrokes and send a search the test did not mean.
  it('Enter searches at once; Clear empties the box and the search', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { sent } = renderAt('/all-games?q=book');
      const box = screen.getByRole('searchbox', { name: 'Search games' });
      await waitFor(() => expect(box).toHaveValue('book'));
      await user.clear(box);
      await user.type(box, 'gonzo{Enter}');
      expect(sent).toEqual([{ to: '/en-UN/online-casino/all-games?q=gonzo', replace: true }]);
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      expect(box).toHaveValue('');
      expect(box).toHaveFocus();
      expect(sent.at(-1)).toEqual({ to: '/en-UN/online-casino/all-games', replace: true });
      expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the search of the URL when Back or Forward changes it', async () => {
    const { platform } = renderAt('/all-games?q=book');
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await waitFor(() => expect(box).toHaveValue('book'));
    act(() => platform.bus.set('location', { pathname: '/en-UN/online-casino/all-games', search: '?q=starburst', hash: '' }));
    await waitFor(() => expect(box).toHaveValue('starburst'));
  });

  it('clearing an empty box on the lobby goes nowhere', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { sent } = renderAt('');
      const box = screen.getByRole('searchbox', { name: 'Search games' });
      await user.type(box, 'a');
      await user.click(screen.getByRole('button', { name: 'Clear search' }));
      // Nor later: the wait the keystroke started was cancelled by the clearing.
      jest.advanceTimersByTime(1000);
      expect(sent).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });
});
