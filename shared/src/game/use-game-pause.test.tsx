import { act, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderWithPlatform } from '../testing/render-with-platform';
import { frameOriginOf, useGamePause } from './use-game-pause';

const URL = 'https://launcher.test/launcher/launcher.html?gameId=book-of-dead';

function Game({ url }: { url: string | null }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const paused = useGamePause(frame, url);
  return (
    <>
      {url ? <iframe ref={frame} title="Game" src={url} /> : null}
      <p>{paused ? 'held' : 'free'}</p>
    </>
  );
}

function renderGame(url: string | null = URL) {
  const rendered = renderWithPlatform(<Game url={url} />);
  const frame = rendered.container.querySelector('iframe');
  const post = frame ? jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined) : null;
  const { bus } = rendered.platform;
  return { ...rendered, frame, post, bus };
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
});

describe('useGamePause (spec 001 §3 Game window messages, §4 Activity timer)', () => {
  it('posts pause on PAUSE_GAME and resume on its RESUME_GAME, to the frame origin only', () => {
    const { post, bus } = renderGame();
    expect(post).not.toHaveBeenCalled();
    act(() => bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' }));
    expect(post).toHaveBeenLastCalledWith({ type: 'pause' }, 'https://launcher.test');
    expect(screen.getByText('held')).toBeInTheDocument();
    act(() => bus.emit({ type: 'RESUME_GAME', reason: 'REALITY_CHECK' }));
    expect(post).toHaveBeenLastCalledWith({ type: 'resume' }, 'https://launcher.test');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post).not.toHaveBeenCalledWith(expect.anything(), '*');
    expect(screen.getByText('free')).toBeInTheDocument();
  });

  it('does not resume a game the platform holds when the tab shows again, and pauses a hidden tab', () => {
    const { post, bus } = renderGame();
    setHidden(true);
    expect(post).toHaveBeenLastCalledWith({ type: 'pause' }, 'https://launcher.test');
    act(() => bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' }));
    setHidden(false);
    expect(post).not.toHaveBeenCalledWith({ type: 'resume' }, expect.anything());
    act(() => bus.emit({ type: 'RESUME_GAME', reason: 'REALITY_CHECK' }));
    expect(post).toHaveBeenLastCalledWith({ type: 'resume' }, 'https://launcher.test');
  });

  it('pauses a frame again once it has loaded while the platform holds it', () => {
    const { post, bus, frame } = renderGame();
    act(() => bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' }));
    post!.mockClear();
    act(() => {
      frame!.dispatchEvent(new Event('load'));
    });
    expect(post).toHaveBeenCalledWith({ type: 'pause' }, 'https://launcher.test');
  });

  it('ignores a RESUME_GAME it never paused for', () => {
    const { post, bus } = renderGame();
    act(() => bus.emit({ type: 'RESUME_GAME', reason: 'REALITY_CHECK' }));
    expect(post).not.toHaveBeenCalled();
  });

  it('holds the game without a frame yet, and says so', () => {
    const { bus } = renderGame(null);
    act(() => bus.emit({ type: 'PAUSE_GAME', reason: 'REALITY_CHECK' }));
    expect(screen.getByText('held')).toBeInTheDocument();
  });

  it('leaves no bus subscription behind when unmounted', () => {
    const { unmount, bus } = renderGame();
    const live = bus.liveSubscriptions();
    unmount();
    expect(bus.liveSubscriptions()).toBeLessThan(live);
  });
});

describe('frameOriginOf', () => {
  it('names the frame origin to post to, never *', () => {
    expect(frameOriginOf('https://launcher.test/launcher/launcher.html?x=1')).toBe('https://launcher.test');
    expect(frameOriginOf('not a url')).toBeNull();
  });
});
