import { useRef, type ReactNode, type Ref } from 'react';
import { css, styled } from 'styled-components';
import { FRAME_POLICIES } from '../contract/frame-policy';
import { theme } from '../ui/theme';
import { urlWithSchemeOf, WEB_SCHEMES } from '../ui/url-scheme';
import { useFullScreen } from '../ui/use-full-screen';
import { GameHeader, type FullScreenLabels } from './game-header';

/** The launch states of a game session (spec 000 §3 Game token state). */
export type GameFrameState = 'LOADING' | 'GAME' | 'ERROR';

/** The game or table a frame shows, as the casino and live casino content describe it. */
export interface FramedGame {
  /** The header's title and the iframe's accessible name. */
  name: string;
  /** Shown in the header's metadata; with no `providerTitle` the header names `gameProvider`. */
  providerTitle?: string | null;
  gameProvider: string;
  /** Shown in the header's metadata when given. */
  id?: string;
}

/** Where a launch is (spec 000 §3 launch states) and, in the GAME state, the launcher URL. */
export interface FrameLaunch {
  /** The launcher URL to show; the iframe is drawn only in the GAME state. */
  url: string | null;
  state: GameFrameState;
}

/** What `GameFrame` takes. */
export interface GameFrameProps {
  game: FramedGame;
  launch: FrameLaunch;
  labels: FullScreenLabels & { starting: string };
  /** What the ERROR state shows (usually a {@link LaunchError} with a retry). */
  error: ReactNode;
  /** The iframe, for the window-message protocol (spec 001 §3, §7). */
  frameRef?: Ref<HTMLIFrameElement>;
  /** Drawn after the iframe in the GAME state, e.g. a visually hidden status of the game. */
  children?: ReactNode;
}

/** Whether a launch URL is a web page (http or https): anything else in a frame could run script as the site. */
function isWebUrl(url: string): boolean {
  return urlWithSchemeOf(url, WEB_SCHEMES) !== null;
}

/**
 * A game or live table in its frame (spec 000 §3 Game launch): the header with the full-screen
 * button, then by launch state a "starting" status, the error, or the iframe. A launch URL that is
 * not a web page (`javascript:`, `data:`, not a URL) shows the error instead (issue 21 point 8). The
 * iframe gets the game frame's `sandbox`, `allow` and referrer policy (`FRAME_POLICIES.game`, point 2). Full screen uses the
 * Fullscreen API on the whole frame, or lays it over the window where the browser refuses
 * (see `useFullScreen`). The container carries `data-token-state` with the state.
 */
export function GameFrame({ game, launch, labels, error, frameRef, children }: GameFrameProps) {
  const { name: title, id: gameId } = game;
  const providerTitle = game.providerTitle ?? game.gameProvider;
  const { url, state } = launch;
  const container = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(container);
  return (
    <FrameBox ref={container} $fallback={fullScreen.isFallback} data-token-state={state}>
      <GameHeader
        title={title}
        providerTitle={providerTitle}
        gameId={gameId}
        isFullScreen={fullScreen.isFullScreen}
        labels={labels}
        onToggleFullScreen={() => void fullScreen.toggle()}
      />
      {state === 'ERROR' || (state === 'GAME' && url && !isWebUrl(url)) ? (
        error
      ) : state === 'LOADING' || !url ? (
        <GameStatus role="status">{labels.starting}</GameStatus>
      ) : (
        <>
          <Frame
            ref={frameRef}
            title={title}
            src={url}
            sandbox={FRAME_POLICIES.game.sandbox}
            allow={FRAME_POLICIES.game.allow}
            referrerPolicy={FRAME_POLICIES.game.referrerPolicy}
            allowFullScreen
          />
          {children}
        </>
      )}
    </FrameBox>
  );
}

/**
 * The frame's texts from a remote's namespace, which names them `play.fullScreen`,
 * `play.exitFullScreen` and `play.starting` in casino and live casino alike.
 */
export function gameFrameLabels(t: (key: 'play.fullScreen' | 'play.exitFullScreen' | 'play.starting') => string): GameFrameProps['labels'] {
  return { fullScreen: t('play.fullScreen'), exitFullScreen: t('play.exitFullScreen'), starting: t('play.starting') };
}

/** A muted line of status text on a game page ("Loading the game…"). */
export const GameStatus = styled.p`
  color: ${theme.colors.textMuted};
`;

const FrameBox = styled.div<{ $fallback: boolean }>`
  display: flex;
  flex-direction: column;
  background: ${theme.colors.background};

  ${({ $fallback }) =>
    $fallback &&
    css`
      position: fixed;
      inset: 0;
      z-index: 1000;
      padding: 0 ${theme.space(2)};
    `}
`;

const Frame = styled.iframe`
  width: 100%;
  min-height: 70vh;
  flex: 1;
  border: 0;
  border-radius: ${theme.radius.medium};
  background: #000;
`;
