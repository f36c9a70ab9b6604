import { GameFrame, gameFrameLabels, LaunchError } from '@casino/shared/game';
import { useTranslation } from 'react-i18next';
import type { LivePlayGame } from '../api/get-live-play-game';
import { useLiveLaunch } from '../hooks/use-live-launch';

export interface LiveSessionProps {
  game: LivePlayGame;
  onAuthError: (message: string) => void;
}

/** One launch of the table: LOADING → GAME (the frame) or ERROR with a retry (spec 000 §3 launch states). */
export function LiveSession({ game, onAuthError }: LiveSessionProps) {
  const { t } = useTranslation('liveCasino');
  const launch = useLiveLaunch(game, onAuthError);
  return (
    <GameFrame
      game={game}
      launch={launch}
      labels={gameFrameLabels(t)}
      error={<LaunchError title={t('play.errorTitle')} text={t('play.errorText')} retryLabel={t('error.retry')} onRetry={launch.retry} />}
    />
  );
}
