import { GameFrame, gameFrameLabels, LaunchError, useGamePause } from '@casino/shared/game';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { LivePlayGame } from '../api/get-live-play-game';
import { useLiveLaunch } from '../hooks/use-live-launch';

export interface LiveSessionProps {
  game: LivePlayGame;
  onAuthError: (message: string) => void;
}

/**
 * One launch of the table: LOADING → GAME (the frame) or ERROR with a retry (spec 000 §3 launch states).
 * While the platform pauses games (PAUSE_GAME, e.g. the reality check) or the tab is hidden, the frame
 * gets the window message `pause`, then `resume` (spec 001 §3 Game window messages).
 */
export function LiveSession({ game, onAuthError }: LiveSessionProps) {
  const { t } = useTranslation('liveCasino');
  const launch = useLiveLaunch(game, onAuthError);
  const frame = useRef<HTMLIFrameElement>(null);
  useGamePause(frame, launch.url);
  return (
    <GameFrame
      game={game}
      launch={launch}
      frameRef={frame}
      labels={gameFrameLabels(t)}
      error={<LaunchError title={t('play.errorTitle')} text={t('play.errorText')} retryLabel={t('error.retry')} onRetry={launch.retry} />}
    />
  );
}
