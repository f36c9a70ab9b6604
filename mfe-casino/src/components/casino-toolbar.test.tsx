import type { PlatformEvent } from '@casino/shared/bus';
import { screen, waitFor, within } from '@testing-library/react';
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
