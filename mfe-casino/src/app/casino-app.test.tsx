import { screen } from '@testing-library/react';
import { renderCasino } from '../testing/render-casino';
import { mockViewport } from '@casino/shared/testing';
import { CasinoApp } from './casino-app';

let viewport: ReturnType<typeof mockViewport>;
afterEach(() => viewport.restore());

describe('the casino routes', () => {
  it('routes the play path to the play page, not to a category', async () => {
    viewport = mockViewport(1440);
    renderCasino(<CasinoApp />, { path: '/play/nosuch/money-train-3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeInTheDocument();
  });
});
