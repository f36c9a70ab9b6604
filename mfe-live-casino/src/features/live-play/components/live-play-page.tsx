import { GameStatus, LaunchError } from '@casino/shared/game';
import { useBusState } from '@casino/shared/parcel';
import { PageFrame, PageHeader, PageTitle, TextLink, theme } from '@casino/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { useLivePlayGame } from '../api/get-live-play-game';
import { LIVE_PLAY_PROVIDERS } from '../launch/live-launch';
import { LiveSession } from './live-session';

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
        <LaunchError title={t('play.authErrorTitle')} text={t('play.authErrorText')}>
          <Detail>{authError}</Detail>
          <TextLink to="/">{t('tables.backToLobby')}</TextLink>
        </LaunchError>
      </PageFrame>
    );
  }
  if (!session.authorized) {
    return (
      <PageFrame>
        <GameStatus role="status">{t('play.checkingSession')}</GameStatus>
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
      {game.data ? <LiveSession game={game.data} onAuthError={onAuthError} /> : <GameStatus role="status">{t('play.loading')}</GameStatus>}
    </PageFrame>
  );
}

const Detail = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.small};
`;
