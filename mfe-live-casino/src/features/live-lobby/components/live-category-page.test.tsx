import { screen, within } from '@testing-library/react';
import { SETTINGS, aLiveCategory, aLiveGame, aLiveTable, renderLiveApp } from '../../../testing/render-live';
import { mockViewport } from '@casino/shared/testing';

const roulette = aLiveCategory('roulette', { name: 'Roulette', gridColumns: { desktop: 4, tablet: 3, mobile: 2 }, rows: { desktop: 1, tablet: 1, mobile: 1 } });
const games = Array.from({ length: 9 }, (_, index) => aLiveGame(`roulette-${index + 1}`, { categories: ['roulette'] }));
const content = {
  casinoSettings: SETTINGS,
  '"order"': { order: ['roulette'], categories: [roulette, aLiveCategory('poker')], games: [...games, aLiveGame('holdem', { categories: ['poker'] })] },
};
const http = { 'GET /games-admin/live-tables': { tables: [aLiveTable('roulette-1', { seatsTaken: 88 })] } };

let viewport: ReturnType<typeof mockViewport>;
afterEach(() => viewport.restore());

describe('live casino category page (spec 000 §2 /live-casino-online/{id})', () => {
  it('shows every table of the category on its columns, not only the rows of the lobby', async () => {
    viewport = mockViewport(1440);
    renderLiveApp({ content, http, path: '/roulette' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Roulette' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Roulette' });
    expect(list).toHaveAttribute('data-columns', '4');
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(await within(list).findByText('88 players')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the live casino' })).toHaveAttribute('href', '/en-UN/live-casino-online');
  });

  it('says when the category does not exist, with a link back to the lobby', async () => {
    viewport = mockViewport(375);
    renderLiveApp({ content, http, path: '/craps' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(screen.getByText(/could not find a live casino category called “craps”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the live casino' })).toHaveAttribute('href', '/en-UN/live-casino-online');
  });
});
