import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';
import styled from 'styled-components';

/*
 * The baseline: the least a React lobby can be. React, react-dom, react-router and styled-components,
 * nothing else, rendering 60 image tiles in a grid the way a casino lobby does.
 */

const TILES = Array.from({ length: 60 }, (_, index) => index + 1);

function Lobby() {
  return (
    <Page>
      <h1>Lobby</h1>
      <Grid data-testid="game-grid">
        {TILES.map((tile) => (
          <li key={tile}>
            <Tile to={`/play/${tile}`}>
              <img src={`/tiles/${tile}.webp`} alt={`Game ${tile}`} width={200} height={200} loading={tile > 18 ? 'lazy' : 'eager'} />
              <span>Game {tile}</span>
            </Tile>
          </li>
        ))}
      </Grid>
    </Page>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Lobby /> }]);

const Page = styled.main`
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px;
  font-family: system-ui, sans-serif;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: 4px;
  color: inherit;
  text-decoration: none;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 1;
    border-radius: 8px;
  }
`;

const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={router} />);
