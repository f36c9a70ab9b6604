import { hostileText, mockViewport, renderWithPlatform } from '@casino/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { BASE_PATH, createCasinoPlatform, someSettings } from '../../../testing/render-casino';
import { AllGamesPage } from './all-games-page';

/** What a query becomes in the page's URL (`?q=`): trimmed, and UTF-8 (a lone surrogate is U+FFFD there). */
const inUrl = (text: string) => new URLSearchParams(new URLSearchParams({ q: text.trim() }).toString()).get('q') ?? '';

describe('game search under hostile input (issue 21 point 6, fast-check)', () => {
  it('keeps what was typed, never crashes, and says what it searched for, for 200 searches', async () => {
    const viewport = mockViewport(1440);
    const errors = jest.spyOn(console, 'error');
    const platform = createCasinoPlatform({ content: { casinoSettings: someSettings(), '[$start...$end]': () => [] } });
    platform.bus.set('location', { pathname: `${BASE_PATH}/all-games`, search: '', hash: '' });
    const navigations: string[] = [];
    platform.bus.on('NAVIGATE').subscribe((event) => {
      navigations.push(event.to);
      const [pathname, search = ''] = event.to.split('?');
      platform.bus.set('location', { pathname: pathname!, search: search ? `?${search}` : '', hash: '' });
    });
    renderWithPlatform(<AllGamesPage />, { platform });
    const box = screen.getByRole('searchbox', { name: 'Search games' }) as HTMLInputElement;
    // Found by role once: a role query over the whole page in each of 200 cases costs seconds.
    const search = screen.getByRole('button', { name: 'Search' });
    try {
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostileText(), fc.constantFrom('money train', '  book  ')), async (text) => {
          navigations.length = 0;
          fireEvent.change(box, { target: { value: text } });
          fireEvent.click(search);
          const q = inUrl(text);
          await waitFor(() => expect(navigations).toHaveLength(1), { interval: 5 });
          expect(new URLSearchParams(navigations[0]!.split('?')[1] ?? '').get('q') ?? '').toBe(q);
          const message = q ? `No games match “${q}”.` : 'There are no games here yet.';
          await waitFor(() => expect(document.body.textContent).toContain(message), { interval: 5 });
          expect(box.value).toBe(text);
          expect(errors).not.toHaveBeenCalled();
        }),
        { numRuns: 200 },
      );
    } finally {
      errors.mockRestore();
      viewport.restore();
    }
  }, 180_000);
});
