import { useBusState, usePlatform } from '@casino/shared/parcel';
import { normalisePlatformError } from '@casino/shared/platform';
import { theme } from '@casino/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import styled, { css } from 'styled-components';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { Button, PageFrame, PageHeader, PageTitle, TextLink } from '@casino/shared/ui';
import { useLivePlayGame, type LivePlayGame } from '../api/get-live-play-game';
import { useFullScreen } from '@casino/shared/ui';
import { useLiveLaunchContext } from '../hooks/use-live-launch-context';
import { LIVE_PLAY_PROVIDERS, launchLiveGame } from '../launch/live-launch';
import { LivePlayHeader } from './live-play-header';

/**
 * The live table play page `/live-casino-online/play/:provider/:id?` (spec 000 §2 Live casino group):
 * login required, so an anonymous visitor goes back to the live casino home; a player sees the table
 * in its frame. A 400 from Evolution's authenticate logs the player out and keeps its message on
 * screen (spec 001 §6, §8 "live casino auth error stores a message").
 */
export function LivePlayPage() {
  const { t } = useTranslation('liveCasino');
  const { provider = '', id = '' } = useParams();
  const session = useBusState('session');
  const navigate = useNavigate();
  const [authError, setAuthError] = useState<string | null>(null);
  const anonymous = session.status === 'Resolved' && !session.authorized;

  // The auth error logs the player out; the redirect waits so the player can read why.
  useEffect(() => {
    if (anonymous && authError === null) navigate('/', { replace: true });
  }, [anonymous, authError, navigate]);
  useEffect(() => {
    if (session.authorized) setAuthError(null);
  }, [session.authorized]);

  if (authError !== null) {
    return (
      <PageFrame>
        <Panel role="alert">
          <strong>{t('play.authErrorTitle')}</strong>
          <p>{t('play.authErrorText')}</p>
          <Detail>{authError}</Detail>
          <TextLink to="/">{t('tables.backToLobby')}</TextLink>
        </Panel>
      </PageFrame>
    );
  }
  if (!session.authorized) {
    return (
      <PageFrame>
        <Status role="status">{t('play.checkingSession')}</Status>
      </PageFrame>
    );
  }
  if (!LIVE_PLAY_PROVIDERS.includes(provider) || !id) return <NotFound text={t('play.notFoundText')} />;
  return <LiveGamePlay key={`${provider}/${id}`} provider={provider} gameId={id} onAuthError={setAuthError} />;
}

function NotFound({ text }: { text: string }) {
  const { t } = useTranslation('liveCasino');
  return (
    <PageFrame>
      <PageHeader>
        <PageTitle>{t('play.notFoundTitle')}</PageTitle>
      </PageHeader>
      <EmptyState action={<TextLink to="/">{t('tables.backToLobby')}</TextLink>}>{text}</EmptyState>
    </PageFrame>
  );
}

interface LiveGamePlayProps {
  provider: string;
  gameId: string;
  onAuthError: (message: string) => void;
}

function LiveGamePlay({ provider, gameId, onAuthError }: LiveGamePlayProps) {
  const { t } = useTranslation('liveCasino');
  const game = useLivePlayGame(provider, gameId);
  if (game.isError) {
    return (
      <PageFrame>
        <ErrorState onRetry={() => void game.refetch()} retrying={game.isFetching} />
      </PageFrame>
    );
  }
  if (game.data === null) return <NotFound text={t('play.gameNotFoundText', { id: gameId })} />;
  return (
    <PageFrame>
      {game.data ? <LiveSession game={game.data} onAuthError={onAuthError} /> : <Status role="status">{t('play.loading')}</Status>}
    </PageFrame>
  );
}

/** One launch of the table: LOADING → GAME (the frame) or ERROR with a retry (spec 000 §3 launch states). */
function LiveSession({ game, onAuthError }: { game: LivePlayGame; onAuthError: (message: string) => void }) {
  const { t } = useTranslation('liveCasino');
  const { bus, http } = usePlatform();
  const [attempt, setAttempt] = useState(0);
  const context = useLiveLaunchContext(game);
  const launch = useQuery({
    queryKey: ['live-casino', 'launch', game.gameProvider, game.id, attempt],
    queryFn: () => launchLiveGame(http, context),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  const container = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(container);
  const url = launch.data?.url ?? null;
  const state = launch.isError ? 'ERROR' : url ? 'GAME' : 'LOADING';

  useEffect(() => {
    if (!launch.error || game.gameProvider !== 'evolution') return;
    const error = normalisePlatformError(launch.error);
    if (error.status !== 400) return;
    onAuthError(error.message);
    bus.emit({ type: 'LOGOUT' });
  }, [launch.error, game.gameProvider, bus, onAuthError]);

  useEffect(() => {
    if (url) bus.emit({ type: 'GAME_LAUNCHED', provider: game.gameProvider, gameId: game.id, mode: 'real' });
  }, [url, bus, game.gameProvider, game.id]);

  return (
    <FrameBox ref={container} $fallback={fullScreen.isFallback} data-token-state={state}>
      <LivePlayHeader
        tableName={game.name}
        providerTitle={game.providerTitle ?? game.gameProvider}
        isFullScreen={fullScreen.isFullScreen}
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
        <Frame title={game.name} src={url ?? undefined} allow="autoplay; fullscreen" allowFullScreen />
      )}
    </FrameBox>
  );
}

const Status = styled.p`
  color: ${theme.colors.textMuted};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(2)};
  padding: ${theme.space(5)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.large};
  background: ${theme.colors.surface};

  p {
    margin: 0;
  }
`;

const Detail = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.small};
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
