import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, renderCasino, someGames, someSettings } from '../../../testing/render-casino';
import { exhaustQueryRetries } from '../../../testing/query-retries';
import type { PlayerProfile } from '@casino/shared/bus';
import { mockViewport } from '@casino/shared/testing';
import { Route, Routes } from '@casino/shared-modules/react-router';
import { CategoryPage } from './category-page';

function CasinoApp() {
  return (
    <Routes>
      <Route path=":categoryId" element={<CategoryPage />} />
    </Routes>
  );
}

const slots = aCategory('slots', {
  name: 'Slots',
  gridColumns: { desktop: 5, tablet: 4, mobile: 2 },
  rows: { desktop: 1, tablet: 1, mobile: 1 },
  tileSizes: { desktop: ['4x', '1x', '1x', '2xh'], tablet: ['1x'], mobile: ['2xh', '1x', '1x'] },
  widgetType: 'carousel',
});

function categoryContent(category: unknown, total = 12) {
  const games = someGames(total, 'slot');
  const asked: Array<Record<string, unknown>> = [];
  return {
    asked,
    content: {
      casinoSettings: someSettings(),
      'id == $id': category,
      '[$start...$end]': (params: Record<string, unknown>) => {
        asked.push(params);
        return games.slice(Number(params.start), Number(params.end));
      },
    },
  };
}

let viewport: ReturnType<typeof mockViewport>;
afterEach(() => viewport.restore());

describe('casino category page (spec 000 §2 /online-casino/{id})', () => {
  it('shows the category games on its desktop grid, every row, sized by its tile sizes', async () => {
    viewport = mockViewport(1440);
    const { asked, content } = categoryContent(slots);
    renderCasino(<CasinoApp />, { content, path: '/slots' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Slots' });
    expect(list).toHaveAttribute('data-columns', '5');
    const tiles = within(list).getAllByRole('listitem');
    // A category page is not limited to the lobby's rows, and shows a carousel category as a grid.
    expect(tiles).toHaveLength(12);
    expect(tiles.slice(0, 4).map((tile) => `${tile.style.gridColumn} / ${tile.style.gridRow}`)).toEqual([
      'span 2 / span 2',
      'span 1 / span 1',
      'span 1 / span 1',
      'span 2 / span 1',
    ]);
    expect(asked[0]).toMatchObject({ category: 'slots', start: 0, end: 61 });
  });

  it('uses the mobile columns and sizes on a phone', async () => {
    viewport = mockViewport(375);
    const { asked, content } = categoryContent(slots);
    renderCasino(<CasinoApp />, { content, path: '/slots' });

    const list = await screen.findByRole('list', { name: 'Slots' });
    expect(list).toHaveAttribute('data-columns', '2');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveStyle({ gridColumn: 'span 2', gridRow: 'span 1' });
    expect(second).toHaveStyle({ gridColumn: 'span 1', gridRow: 'span 1' });
    expect(asked[0]).toMatchObject({ start: 0, end: 31 });
  });

  it('loads more of the category with Load more', async () => {
    viewport = mockViewport(375);
    const { asked, content } = categoryContent(slots, 40);
    const user = userEvent.setup();
    renderCasino(<CasinoApp />, { content, path: '/slots' });
    await screen.findByText('30 games shown');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('40 games shown');
    // An anonymous visitor has no country: no studio is hidden for one.
    expect(asked[0]).toMatchObject({ category: 'slots', country: '' });
    expect(asked.map((params) => [params.start, params.end])).toEqual([
      [0, 31],
      [30, 61],
    ]);
  });

  it('hides studios restricted in the player’s country', async () => {
    viewport = mockViewport(1440);
    const { asked, content } = categoryContent(slots);
    renderCasino(<CasinoApp />, { content, path: '/slots', state: { profile: { countryCode: 'SE' } as PlayerProfile } });
    await screen.findByRole('list', { name: 'Slots' });
    expect(asked[0]).toMatchObject({ category: 'slots', country: 'SE' });
  });

  it('says when the category does not exist, with a link back to the lobby', async () => {
    viewport = mockViewport(1440);
    renderCasino(<CasinoApp />, { content: categoryContent(null).content, path: '/no-such-thing' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText(/could not find a casino category called “no-such-thing”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the casino lobby' })).toHaveAttribute('href', '/en-UN/online-casino');
  });

  describe('when the content service fails', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('shows an error with a retry button that loads the category again', async () => {
      viewport = mockViewport(1440);
      let failing = true;
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { content } = categoryContent(slots);
      renderCasino(<CasinoApp />, { content: { ...content, 'id == $id': () => (failing ? new Error('content down') : slots) }, path: '/slots' });

      await exhaustQueryRetries();
      const alert = screen.getByRole('alert');
      failing = false;
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('list', { name: 'Slots' })).toBeInTheDocument();
    });
  });
});
