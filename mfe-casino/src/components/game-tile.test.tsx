import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { aGame, renderCasino } from '../testing/render-casino';
import { GameGrid } from './game-grid';
import { GameTile, thumbnailSources, type ThumbnailLoading } from './game-tile';

const ONE = { columns: 1, rows: 1 };
const SPEC = { columns: 6, rows: 2, tileSizes: ['1x'] as const, widgetType: 'grid' as const };
const loggedIn = { session: { status: 'Resolved' as const, authorized: true, claims: null } };

describe('game tiles', () => {
  it('offers the three thumbnails by width, and says how wide the tile shows', () => {
    const thumbnail = { img1x: '/a@1x.webp', img2x: '/a@2x.webp', img3x: '/a@3x.webp' };
    // A 4x tile (2 × 2 cells) on a 6-column grid shows about a third of the page wide.
    expect(thumbnailSources(thumbnail, { columns: 2, rows: 2 }, 6)).toEqual({
      srcSet: '/a@1x.webp 200w, /a@2x.webp 400w, /a@3x.webp 600w',
      sizes: 'calc(min(100vw, 1600px) * 2 / 6)',
    });
    // Without the grid's columns, a cell counts as 200 px; missing densities fall back to the smaller.
    expect(thumbnailSources({ img1x: '/b.webp', img2x: '', img3x: '' }, { columns: 1, rows: 1 }, undefined)).toEqual({ srcSet: '/b.webp 200w, /b.webp 400w, /b.webp 600w', sizes: '200px' });
  });

  it('takes only web addresses and site paths from content for a thumbnail (issue 21 point 3)', () => {
    // A refused density takes the smaller one; a refused img1x leaves no set, and no image.
    expect(thumbnailSources({ img1x: '/c.webp', img2x: 'javascript:alert(1)', img3x: 'data:text/html,x' }, ONE, undefined).srcSet).toBe('/c.webp 200w, /c.webp 400w, /c.webp 600w');
    expect(thumbnailSources({ img1x: 'javascript:alert(1)', img2x: '/d@2x.webp', img3x: '' }, ONE, undefined).srcSet).toBe('');
    const game = aGame('evil-slot', { name: 'Evil Slot', thumbnail: { img1x: 'javascript:alert(1)', img2x: '', img3x: '' } });
    renderCasino(<GameTile game={game} span={ONE} columns={6} thumbnailLoading="now" />);
    expect(screen.getByRole('link', { name: /Evil Slot/ }).querySelector('img')).toBeNull();
  });

  it('a deferred thumbnail leaves the placeholder with the name and studio, and loads when asked for', async () => {
    const user = userEvent.setup();
    const game = aGame('money-train-3', { name: 'Money Train 3' });
    function Row() {
      const [loading, setLoading] = useState<ThumbnailLoading>('deferred');
      return (
        <>
          <button type="button" onClick={() => setLoading('now')}>Dwelled</button>
          <GameTile game={game} span={ONE} columns={6} thumbnailLoading={loading} />
        </>
      );
    }
    renderCasino(<Row />);
    const link = screen.getByRole('link', { name: /Money Train 3/ });
    expect(link.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dwelled' }));
    expect(link.querySelector('img')).toHaveAttribute('src', game.thumbnail?.img1x);
  });

  it('a logged-in player adds a game to My games with the heart, and takes it out again', async () => {
    const user = userEvent.setup();
    let favourites = ['other-game'];
    const calls: string[] = [];
    renderCasino(<GameTile game={aGame('money-train-3', { name: 'Money Train 3' })} span={ONE} />, {
      state: loggedIn,
      http: {
        'GET /player/games/my-games': () => ({ games: favourites }),
        'POST /player/games/my-games': (config: { data?: unknown }) => {
          calls.push(`POST ${String(config.data)}`);
          favourites = ['money-train-3', ...favourites];
          return {};
        },
        'DELETE /player/games/my-games/money-train-3': (config: { params?: unknown }) => {
          calls.push(`DELETE ${JSON.stringify(config.params)}`);
          favourites = favourites.filter((id) => id !== 'money-train-3');
          return {};
        },
      },
    });
    const add = await screen.findByRole('button', { name: 'Add Money Train 3 to My games' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    const remove = await screen.findByRole('button', { name: 'Remove Money Train 3 from My games' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    await screen.findByRole('button', { name: 'Add Money Train 3 to My games' });
    await waitFor(() => expect(calls).toEqual(['POST {"category":"favourites","gameId":"money-train-3"}', 'DELETE {"lobbyPageType":"casino-lobby"}']));
  });

  it('a visitor sees no heart and no call is made', async () => {
    const { platform } = renderCasino(<GameTile game={aGame('money-train-3')} span={ONE} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(platform.unhandled).toEqual([]);
  });

  it('shows the bet limits where the content knows them', () => {
    renderCasino(<GameTile game={aGame('money-train-3', { betLimits: { min: 0.1, max: 100, currency: 'EUR' } })} span={ONE} />);
    expect(screen.getByText('Bets €0.10 – €100.00')).toBeInTheDocument();
  });

  describe('jackpots', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('asks the jackpots of the jackpot games with siteId 1, shows them, and asks again every 30 s', async () => {
      const asked: unknown[] = [];
      let amount = 1000;
      const games = [aGame('mega', { jackpotExist: true }), aGame('plain'), aGame('mega-2', { jackpotExist: true })];
      renderCasino(<GameGrid tiles={games.map((item) => ({ item, size: '1x', span: ONE }))} spec={SPEC} label="Jackpots" />, {
        http: {
          'GET /games/jackpots': (config: { params?: unknown }) => {
            asked.push(config.params);
            return { jackpots: [{ gameId: 'mega', amount, currency: 'EUR' }] };
          },
        },
      });
      expect(await screen.findByText('Jackpot €1,000.00')).toBeInTheDocument();
      expect(asked).toEqual([{ gameIds: 'mega,mega-2', siteId: 1 }]);
      amount = 2500;
      await act(async () => {
        await jest.advanceTimersByTimeAsync(30_000);
      });
      expect(await screen.findByText('Jackpot €2,500.00')).toBeInTheDocument();
      expect(asked).toHaveLength(2);
    });
  });
});
