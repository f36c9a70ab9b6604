import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameFrame, type GameFrameProps } from './game-frame';
import { GameTileCaption, gamePlayPath } from './game-tile-caption';
import { LaunchError } from './launch-error';

const labels = { fullScreen: 'Full screen', exitFullScreen: 'Exit full screen', starting: 'Starting the game…' };

function renderFrame({ url = null, state = 'LOADING', ...props }: Partial<Omit<GameFrameProps, 'launch'> & GameFrameProps['launch']> = {}) {
  return render(
    <GameFrame game={{ name: 'Book of Dead', providerTitle: "Play'n GO", gameProvider: 'playngo' }} launch={{ url, state }} labels={labels} error={<p>failed</p>} {...props} />,
  );
}

describe('GameFrame (spec 000 §3 Game launch)', () => {
  it('shows the header and a starting status while the launch is LOADING', () => {
    renderFrame();
    expect(screen.getByRole('heading', { level: 1, name: 'Book of Dead' })).toBeInTheDocument();
    expect(screen.getByText("Play'n GO")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Starting the game…');
    expect(screen.queryByTitle('Book of Dead')).not.toBeInTheDocument();
  });

  it('shows the game in a named iframe with its extras in the GAME state', () => {
    renderFrame({ state: 'GAME', url: 'https://launcher.example/game', children: <p>extra</p> });
    const frame = screen.getByTitle('Book of Dead');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://launcher.example/game');
    expect(screen.getByText('extra')).toBeInTheDocument();
  });

  it('gives the game’s frame the narrowest sandbox, its features and the site’s origin only as referrer (issue 21 point 2)', () => {
    renderFrame({ state: 'GAME', url: 'https://launcher.example/game' });
    const frame = screen.getByTitle('Book of Dead');
    // No forms, no navigating the site, no downloads, no modals: a game asks the site by message.
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox');
    expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; encrypted-media');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin');
  });

  it.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', 'about:blank', 'not a url'])(
    'shows the error, not a frame, for a launch URL that is not a web page: %s (issue 21 point 8)',
    (url) => {
      renderFrame({ state: 'GAME', url });
      expect(screen.queryByTitle('Book of Dead')).not.toBeInTheDocument();
      expect(screen.getByText('failed')).toBeInTheDocument();
    },
  );

  it('shows the error instead of the game in the ERROR state', async () => {
    const onRetry = jest.fn();
    renderFrame({ state: 'ERROR', error: <LaunchError title="Could not start" text="Try again" retryLabel="Retry" onRetry={onRetry} /> });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not start');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('puts the frame over the window when the browser has no Fullscreen API, and Escape leaves it', async () => {
    const user = userEvent.setup();
    renderFrame({ state: 'GAME', url: 'https://launcher.example/game' });
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(screen.getByRole('button', { name: 'Exit full screen' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Full screen' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('GameTileCaption and gamePlayPath (spec 000 §3 Game tile)', () => {
  it('names a tile by its name and studio ids, and links to the play path with both parts encoded', () => {
    render(
      <a href={gamePlayPath({ gameProvider: 'play n go', id: 'book/dead' })} aria-labelledby="t-name t-studio">
        <GameTileCaption id="t" name="Book of Dead" studio="Play'n GO" />
      </a>,
    );
    const link = screen.getByRole('link', { name: "Book of Dead Play'n GO" });
    expect(link).toHaveAttribute('href', '/play/play%20n%20go/book%2Fdead');
  });
});
