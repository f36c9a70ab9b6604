import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@casino/shared-modules/react-router';
import { GameSectionHeader } from './game-section';

describe('GameSectionHeader (spec 000 §9 lobby)', () => {
  it('names the category as a heading and links "Show all" to its page under an accessible name', () => {
    render(
      <MemoryRouter>
        <section aria-labelledby="h">
          <GameSectionHeader headingId="h" title="Slots" showAllTo="/slots" showAllText="Show all" showAllLabel="Show all Slots" />
        </section>
      </MemoryRouter>,
    );
    expect(screen.getByRole('region', { name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Slots' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all Slots' })).toHaveAttribute('href', '/slots');
  });
});
