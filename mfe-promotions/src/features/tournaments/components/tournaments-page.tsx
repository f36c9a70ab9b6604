import { ErrorBox, Muted, Page, SecondaryButton, focusRing } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { Column } from '../../../components/ui';
import { useTournaments } from '../api/get-tournaments';
import { TournamentDates } from './tournament-dates';

/**
 * `/promotions/tournaments` (issue 17 point 4; spec 000 §3 Tournaments): the running tournaments in the
 * tournament language, each with its description, current period and a link to its page and leaderboard;
 * "Joined" on those the player opted in to. Loading, empty and error-with-retry states.
 */
export function TournamentsPage() {
  const { t } = useTranslation('promotions');
  const tournaments = useTournaments();
  return (
    <Page>
      <Column>
        <Back to="/">{t('tournaments.backToPromotions')}</Back>
        <Title>{t('tournaments.title')}</Title>
        {tournaments.isPending ? (
          <Muted role="status">{t('tournaments.loading')}</Muted>
        ) : tournaments.isError ? (
          <ErrorBox role="alert">
            <p>{t('tournaments.failed')}</p>
            <SecondaryButton type="button" onClick={() => void tournaments.refetch()}>
              {t('retry')}
            </SecondaryButton>
          </ErrorBox>
        ) : tournaments.data.length === 0 ? (
          <Muted>{t('tournaments.empty')}</Muted>
        ) : (
          <List>
            {tournaments.data.map((tournament) => (
              <li key={tournament.id}>
                <Card aria-labelledby={`tournament-${tournament.id}`}>
                  <h2 id={`tournament-${tournament.id}`}>
                    <TitleLink to={`/tournaments/${encodeURIComponent(tournament.id)}`}>{tournament.title}</TitleLink>
                  </h2>
                  {tournament.optedIn ? <Joined>{t('tournaments.joined')}</Joined> : null}
                  <p>{tournament.description}</p>
                  <TournamentDates startsAt={tournament.periodStartsAt} endsAt={tournament.periodEndsAt} />
                </Card>
              </li>
            ))}
          </List>
        )}
      </Column>
    </Page>
  );
}

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.font.hero};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.accent};
  ${focusRing}
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
    line-height: 1.5;
  }
`;

const TitleLink = styled(Link)`
  color: inherit;
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Joined = styled.span`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
`;
