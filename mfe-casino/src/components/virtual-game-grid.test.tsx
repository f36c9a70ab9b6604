import { screen, within } from '@testing-library/react';
import { renderCasino, someGames } from '../testing/render-casino';
import { VirtualGameGrid } from './virtual-game-grid';

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

  it('loads the thumbnails of the rendered rows at once and lets scrolled-past tiles go', () => {
    const { unmount } = renderCasino(<VirtualGameGrid games={someGames(60)} columns={6} label="All games" />);
    const images = [...screen.getByTestId('game-grid').querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(0);
    // The virtualizer renders only rows near the view: lazy loading would only add observers.
    for (const image of images) expect(image).toHaveAttribute('loading', 'eager');
    // A removed tile's image drops its srcset (Chromium keeps removed images with one alive).
    unmount();
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
});
