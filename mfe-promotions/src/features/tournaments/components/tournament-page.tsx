import { useBusState, usePlatform } from '@casino/shared/parcel';
import { BusyButton, Button, ErrorBox, Muted, Page, SecondaryButton, focusRing } from '@casino/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { SiteLink } from '../../../components/site-link';
import { Column } from '../../../components/ui';
import { useOptIn, useTournament, type TournamentPeriod } from '../api/get-tournaments';
import { Leaderboard } from './leaderboard';
import { TournamentDates } from './tournament-dates';

const PERIODS: readonly TournamentPeriod[] = ['current', 'previous'];

/**
 * `/promotions/tournaments/{id}` (issue 17 point 4; spec 001 §7 tournament by id, period and language):
 * the tournament's title, description and prizes; the period's dates in the player's language and time
 * zone; a switch between the current and the previous period; the leaderboard with the player's own
 * row highlighted (shown after the top when outside it). A logged-in player who has not joined gets
 * "Opt in" (`POST /bonus/optIn/{campaignId}/activate`, once however often it is pressed); a visitor
 * "Log in to take part" (OPEN_LOGIN, back here after). An unknown id says it is not found.
 */
export function TournamentPage() {
  const { t } = useTranslation('promotions');
  const { tournamentId = '' } = useParams();
  const [period, setPeriod] = useState<TournamentPeriod>('current');
  const tournament = useTournament(tournamentId, period);
  const data = tournament.data;

  return (
    <Page>
      <Column $narrow>
        <Back to="/tournaments">{t('tournaments.backToList')}</Back>
        {tournament.isPending ? (
          <Muted role="status">{t('tournaments.loadingOne')}</Muted>
        ) : tournament.isError && !data ? (
          <ErrorBox role="alert">
            <p>{t('tournaments.failedOne')}</p>
            <SecondaryButton type="button" onClick={() => void tournament.refetch()}>
              {t('retry')}
            </SecondaryButton>
          </ErrorBox>
        ) : !data ? (
          <>
            <h1>{t('tournaments.notFoundTitle')}</h1>
            <p>{t('tournaments.notFoundText')}</p>
          </>
        ) : (
          <article>
            <h1>{data.title}</h1>
            <p>{data.description}</p>
            <Participation campaignId={data.campaignId} optedIn={data.optedIn} />
            {data.prizes.length > 0 ? (
              <section aria-labelledby="tournament-prizes">
                <h2 id="tournament-prizes">{t('tournaments.prizes')}</h2>
                <Prizes>
                  {data.prizes.map((prize) => (
                    <li key={prize.position}>
                      <strong>{t('tournaments.place', { position: prize.position })}</strong> {prize.label}
                    </li>
                  ))}
                </Prizes>
              </section>
            ) : null}
            <section aria-labelledby="tournament-leaderboard">
              <LeaderboardHeader>
                <h2 id="tournament-leaderboard">{t('tournaments.leaderboard')}</h2>
                <Periods role="group" aria-label={t('tournaments.periodLabel')}>
                  {PERIODS.map((candidate) => (
                    <Button key={candidate} type="button" aria-pressed={candidate === period} onClick={() => setPeriod(candidate)}>
                      {t(`tournaments.periods.${candidate}`)}
                    </Button>
                  ))}
                </Periods>
              </LeaderboardHeader>
              <TournamentDates startsAt={data.periodStartsAt} endsAt={data.periodEndsAt} />
              <div aria-busy={tournament.isFetching}>
                <Leaderboard entries={data.leaderboard} me={data.me} caption={`${t('tournaments.leaderboard')}: ${t(`tournaments.periods.${data.period}`)}`} />
              </div>
            </section>
          </article>
        )}
      </Column>
    </Page>
  );
}

/** Opt in (a player who has not joined), joined (one who has), or log in (a visitor). */
function Participation({ campaignId, optedIn }: { campaignId: string; optedIn: boolean }) {
  const { t } = useTranslation('promotions');
  const { bus } = usePlatform();
  const { authorized, status } = useBusState('session');
  const location = useBusState('location');
  const optIn = useOptIn();
  if (status !== 'Resolved') return null;
  if (!authorized) {
    return (
      <Box>
        <p>{t('tournaments.loginText')}</p>
        <Button type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: `${location.pathname}${location.search}` })}>
          {t('tournaments.login')}
        </Button>
      </Box>
    );
  }
  if (optedIn || optIn.joined) {
    return (
      <Box role="status">
        <p>{t('tournaments.optedIn')}</p>
        <SiteLink to="/online-casino">{t('tournaments.play')}</SiteLink>
      </Box>
    );
  }
  return (
    <Box>
      <p>{t('tournaments.optInText')}</p>
      <BusyButton busy={optIn.isPending} busyLabel={t('tournaments.optingIn')} onClick={() => optIn.join(campaignId)}>
        {t('tournaments.optIn')}
      </BusyButton>
      {optIn.isError ? <p role="alert">{t('tournaments.optInFailed')}</p> : null}
    </Box>
  );
}

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  ${focusRing}
`;

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};

  p {
    flex: 1 1 200px;
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Prizes = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(1)} 0;
  }
`;

const LeaderboardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};

  h2 {
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

const Periods = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};

  & > button[aria-pressed='false'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;
