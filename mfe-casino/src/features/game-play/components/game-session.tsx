import { GameFrame, gameFrameLabels, useGamePause } from '@casino/shared/game';
import { usePlatform } from '@casino/shared/parcel';
import { VisuallyHidden } from '@casino/shared/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESTRICTION_LEVELS } from '../../../lib/game-constants';
import { useBonusLimitations } from '../api/get-bonus-limitations';
import { useLauncherOrigins } from '../api/get-launcher-origins';
import type { PlayGame } from '../api/get-play-game';
import { useGameLaunch } from '../hooks/use-game-launch';
import { useGameMessages } from '../hooks/use-game-messages';
import type { LaunchMode } from '../launch/launch-context';
import { BonusLimitationNotice } from './bonus-limitation-notice';
import { GameLaunchError } from './launch-error';

/**
 * One launch of the game in one mode: bonus limitations before real play, then the launch states
 * LOADING → GAME (the frame) or ERROR (with a retry that asks for a new token). While the platform
 * pauses games (PAUSE_GAME, e.g. the reality check) the frame gets `pause`, then `resume`.
 */
export function GameSession({ game, mode }: { game: PlayGame; mode: LaunchMode }) {
  const { t } = useTranslation('casino');
  const { bus } = usePlatform();
  const [acknowledged, setAcknowledged] = useState(false);
  const limitations = useBonusLimitations(game.id, mode === 'real');
  const level = limitations.data?.restrictionLevel ?? RESTRICTION_LEVELS.none;
  const gateOpen = mode === 'fun' || (limitations.isSuccess && (level === RESTRICTION_LEVELS.none || acknowledged));
  const launch = useGameLaunch(game, mode, gateOpen);
  const origins = useLauncherOrigins();
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);

  useGameMessages(frame, launch.url, origins.data, {
    onReady: () => setReady(true),
    onBalanceUpdate: () => bus.emit({ type: 'REFRESH_WALLET' }),
    onPausedChange: setPaused,
  });
  const platformPaused = useGamePause(frame, launch.url);

  if (mode === 'real' && limitations.data && level !== RESTRICTION_LEVELS.none && !acknowledged) {
    return <BonusLimitationNotice limitations={limitations.data} onContinue={() => setAcknowledged(true)} />;
  }

  return (
    <GameFrame
      game={game}
      launch={launch}
      frameRef={frame}
      labels={gameFrameLabels(t)}
      error={<GameLaunchError onRetry={launch.retry} />}
    >
      <VisuallyHidden role="status">{paused || platformPaused ? t('play.paused') : ready ? t('play.ready') : ''}</VisuallyHidden>
    </GameFrame>
  );
}
