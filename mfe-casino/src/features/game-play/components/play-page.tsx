import { useBusState, usePlatform } from '@casino/shared/parcel';
import { theme } from '@casino/shared/ui';
import { RESTRICTION_LEVELS, type GameTokenState } from '../../../lib/game-constants';
import { CASINO_PROVIDERS, CREEDROOMZ_PROVIDER } from '../../../lib/providers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled, { css } from 'styled-components';
import { postRecentlyPlayed } from '../../../api/my-games';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { Button, PageFrame, PageHeader, PageTitle, TextLink, VisuallyHidden } from '@casino/shared/ui';
import { useBonusLimitations } from '../api/get-bonus-limitations';
import { useLauncherOrigins } from '../api/get-launcher-origins';
import { usePlayGame, type PlayGame } from '../api/get-play-game';
import { useFullScreen } from '@casino/shared/ui';
import { useGameMessages } from '../hooks/use-game-messages';
import { useLaunchContext } from '../hooks/use-launch-context';
import type { LaunchMode } from '../launch/launch-context';
import { launchGame } from '../launch/provider-launches';
import { GameHeader } from './game-header';

/** Every provider with a play path (spec 000 §2 Casino group); creedroomz has a path of its own. */
export const PLAY_PROVIDERS: readonly string[] = [...CASINO_PROVIDERS, CREEDROOMZ_PROVIDER];

/**
 * The game play page `/online-casino/play/:provider/:id?` (spec 000 §2, spec 001 §3 Game launch):
 * an unknown provider or game shows "not found"; otherwise the game in its frame.
 */
export function PlayPage() {
  const { t } = useTranslation('casino');
  const { provider = '', id = '' } = useParams();
  if (!PLAY_PROVIDERS.includes(provider) || !id) return <NotFound text={t('play.notFoundText')} />;
  return <GamePlay key={`${provider}/${id}`} provider={provider} gameId={id} />;
}

function NotFound({ text }: { text: string }) {
  const { t } = useTranslation('casino');
  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('play.notFoundTitle')}</PageTitle>
      </PageHeader>
      <EmptyState action={<TextLink to="/">{t('games.backToLobby')}</TextLink>}>{text}</EmptyState>
    </PageFrame>
  );
}

/** The mode asked for: `?mode=real|fun`; without it a player plays for real and a visitor for fun. */
function requestedModeOf(parameter: string | null, authorized: boolean): LaunchMode {
  if (parameter === 'real' || parameter === 'fun') return parameter;
  return authorized ? 'real' : 'fun';
}

function GamePlay({ provider, gameId }: { provider: string; gameId: string }) {
  const { t } = useTranslation('casino');
  const { bus, basePath } = usePlatform();
  const session = useBusState('session');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const game = usePlayGame(provider, gameId);

  // A visitor asking for real money plays for fun until the login brings them back with ?mode=real.
  const requested = requestedModeOf(searchParams.get('mode'), session.authorized);
  const mode: LaunchMode = requested === 'real' && session.authorized ? 'real' : 'fun';
  const playPath = `${basePath}/play/${encodeURIComponent(provider)}/${encodeURIComponent(gameId)}`;

  const playForReal = () => {
    if (session.authorized) navigate('?mode=real', { replace: true });
    else bus.emit({ type: 'OPEN_LOGIN', redirectTo: `${playPath}?mode=real` });
  };
  const playForFun = () => navigate('?mode=fun', { replace: true });

  if (game.isError) return <PageFrame><ErrorState onRetry={() => void game.refetch()} retrying={game.isFetching} /></PageFrame>;
  if (game.data === null) return <NotFound text={t('play.gameNotFoundText', { id: gameId })} />;

  return (
    <PageFrame>
      <ModeBar role="group" aria-label={t('play.modeLabel')}>
        <Button type="button" aria-pressed={mode === 'fun'} onClick={playForFun}>
          {t('play.playForFun')}
        </Button>
        <Button type="button" aria-pressed={mode === 'real'} onClick={playForReal}>
          {t('play.playForReal')}
        </Button>
      </ModeBar>
      {session.status !== 'Resolved' || !game.data ? (
        <Status role="status">{t('play.loading')}</Status>
      ) : (
        <GameSession key={mode} game={game.data} mode={mode} />
      )}
    </PageFrame>
  );
}

/**
 * One launch of the game in one mode: bonus limitations before real play, then the launch states
 * LOADING → GAME (the frame) or ERROR (with a retry that asks for a new token).
 */
function GameSession({ game, mode }: { game: PlayGame; mode: LaunchMode }) {
  const { t } = useTranslation('casino');
  const { bus, http } = usePlatform();
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [acknowledged, setAcknowledged] = useState(false);
  const limitations = useBonusLimitations(game.id, mode === 'real');
  const level = limitations.data?.restrictionLevel ?? RESTRICTION_LEVELS.none;
  const gateOpen = mode === 'fun' || (limitations.isSuccess && (level === RESTRICTION_LEVELS.none || acknowledged));
  const context = useLaunchContext(game.gameProvider, game.id, mode, attempt > 0);
  const launch = useQuery({
    queryKey: ['casino', 'launch', game.gameProvider, game.id, mode, attempt],
    queryFn: () => launchGame(http, context),
    enabled: gateOpen,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const origins = useLauncherOrigins();
  const frame = useRef<HTMLIFrameElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(container);
  const [ready, setReady] = useState(false);
  const [paused, setPaused] = useState(false);
  const url = launch.data?.url ?? null;
  const state: GameTokenState = launch.isError ? 'ERROR' : url ? 'GAME' : 'LOADING';

  useEffect(() => {
    if (!url) return;
    bus.emit({ type: 'GAME_LAUNCHED', provider: game.gameProvider, gameId: game.id, mode });
    if (mode === 'real') {
      postRecentlyPlayed(http, game.id)
        .then(() => queryClient.invalidateQueries({ queryKey: ['casino', 'my-games', 'recent'] }))
        .catch(() => undefined);
    }
  }, [url, bus, http, game.gameProvider, game.id, mode, queryClient]);

  useGameMessages(frame, url, origins.data, {
    onReady: () => setReady(true),
    onBalanceUpdate: () => bus.emit({ type: 'REFRESH_WALLET' }),
    onPausedChange: setPaused,
  });

  if (mode === 'real' && limitations.isSuccess && level !== RESTRICTION_LEVELS.none && !acknowledged) {
    return (
      <Notice role="alertdialog" aria-labelledby="bonus-limitation-title" aria-describedby="bonus-limitation-text">
        <h2 id="bonus-limitation-title">{t('play.bonusTitle')}</h2>
        <p id="bonus-limitation-text">
          {level === RESTRICTION_LEVELS.excludedGame ? t('play.bonusExcluded') : t('play.bonusWagering', { contribution: limitations.data?.wageringContribution ?? 0 })}
        </p>
        <Button type="button" onClick={() => setAcknowledged(true)} autoFocus>
          {t('play.continue')}
        </Button>
      </Notice>
    );
  }

  return (
    <FrameBox ref={container} $fallback={fullScreen.isFallback} data-token-state={state}>
      <GameHeader
        header={{ gameTitle: game.name, gameId: game.id, providerTitle: game.providerTitle ?? game.gameProvider, headerVisibility: true, isFullScreen: fullScreen.isFullScreen }}
        onToggleFullScreen={() => void fullScreen.toggle()}
      />
      {state === 'ERROR' ? (
        <Panel role="alert">
          <strong>{t('play.errorTitle')}</strong>
          <p>{t('play.errorText')}</p>
          <Button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t('error.retry')}
          </Button>
        </Panel>
      ) : state === 'LOADING' ? (
        <Status role="status">{t('play.starting')}</Status>
      ) : (
        <>
          <Frame ref={frame} title={game.name} src={url ?? undefined} allow="autoplay; fullscreen" allowFullScreen />
          <VisuallyHidden role="status">{paused ? t('play.paused') : ready ? t('play.ready') : ''}</VisuallyHidden>
        </>
      )}
    </FrameBox>
  );
}

const ModeBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  margin-bottom: ${theme.space(3)};

  & > button[aria-pressed='false'] {
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
  }
`;

const Status = styled.p`
  color: ${theme.colors.textMuted};
`;

const Panel = styled.div`
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.large};
  background: ${theme.colors.surface};
`;

const Notice = styled(Panel)`
  h2 {
    margin-top: 0;
  }
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
