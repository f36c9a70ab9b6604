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
