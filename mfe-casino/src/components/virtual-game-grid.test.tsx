import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderCasino, someGames } from '../testing/render-casino';
import { THUMBNAIL_DWELL_MS, VirtualGameGrid } from './virtual-game-grid';

describe('the virtualised game grid', () => {
  it('keeps 10,000 games to a few rows in the DOM, well under 1,500 elements', () => {
    const games = someGames(10_000);
    renderCasino(<VirtualGameGrid games={games} columns={6} label="All games" />);
    const grid = screen.getByTestId('game-grid');
    const items = within(grid).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(100);
    expect(grid.querySelectorAll('*').length).toBeLessThan(1500);
    expect(items[0]).toHaveAttribute('aria-setsize', '10000');
    expect(screen.getByRole('list', { name: 'All games' })).toBe(grid);
  });

  it('loads the thumbnails of the rendered rows at once and lets scrolled-past tiles go', async () => {
    const { unmount } = renderCasino(<VirtualGameGrid games={someGames(60)} columns={6} label="All games" />);
    const images = [...screen.getByTestId('game-grid').querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    // The virtualizer renders only rows near the view: lazy loading would only add observers.
    for (const image of images) expect(image).toHaveAttribute('loading', 'eager');
    // A removed tile's image drops its srcset (Chromium keeps removed images with one alive), once it
    // is out of the document (useResponsiveImage checks a microtask after React let it go).
    unmount();
    await Promise.resolve();
    for (const image of images) {
      expect(image.isConnected).toBe(false);
      expect(image).not.toHaveAttribute('srcset');
    }
  });

  it('asks for more when the last rows are rendered', () => {
    const onNearEnd = jest.fn();
    renderCasino(<VirtualGameGrid games={someGames(12)} columns={6} label="All games" onNearEnd={onNearEnd} />);
    expect(onNearEnd).toHaveBeenCalled();
  });

  it('does not ask for more while the end is far', () => {
    const onNearEnd = jest.fn();
    renderCasino(<VirtualGameGrid games={someGames(600)} columns={6} label="All games" onNearEnd={onNearEnd} />);
    expect(onNearEnd).not.toHaveBeenCalled();
  });

  describe('rows scrolled into view', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => {
      jest.useRealTimers();
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    });

    it('show names at once and their thumbnails only once they have stayed rendered for the dwell time', () => {
      const games = someGames(600);
      renderCasino(<VirtualGameGrid games={games} columns={6} label="All games" />);
      const grid = screen.getByTestId('game-grid');
      const tileOf = (index: number) => grid.querySelector(`[data-index="${index}"]`);
      expect(tileOf(0)?.querySelector('img')).not.toBeNull();

      // A fling far down the list: rows around game 300 come in.
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 8_000 });
      act(() => {
        fireEvent.scroll(window);
      });
      act(() => {
        jest.advanceTimersByTime(0);
      });
      const farTiles = [...grid.querySelectorAll<HTMLElement>('[role="listitem"]')].filter((tile) => Number(tile.dataset.index) > 100);
      expect(farTiles.length).toBeGreaterThan(0);
      for (const tile of farTiles) {
        expect(tile).toHaveTextContent(games[Number(tile.dataset.index)]!.name);
        expect(tile.querySelector('img')).toBeNull();
      }

      act(() => {
        jest.advanceTimersByTime(THUMBNAIL_DWELL_MS - 1);
      });
      expect(farTiles[0]!.querySelector('img')).toBeNull();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      for (const tile of farTiles.filter((candidate) => candidate.isConnected)) expect(tile.querySelector('img')).toHaveAttribute('src');
    });
  });
});
