import { GameStatus } from '@casino/shared/game';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { Button, PageFrame, PageHeader, PageTitle, TextLink, theme } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { EmptyState, ErrorState } from '../../../components/status-message';
import { CASINO_PROVIDERS, CREEDROOMZ_PROVIDER } from '../../../lib/providers';
import { usePlayGame } from '../api/get-play-game';
import type { LaunchMode } from '../launch/launch-context';
import { GameSession } from './game-session';

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
        <GameStatus role="status">{t('play.loading')}</GameStatus>
      ) : (
        <GameSession key={mode} game={game.data} mode={mode} />
      )}
    </PageFrame>
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

