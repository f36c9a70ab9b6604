import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { REDIRECT_PARAM, SITE_AREAS } from '@casino/shared/site-map';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { HomeWinners } from './home-winners';

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  h1 {
    font-size: ${({ theme }) => theme.font.hero};
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0;
  }
`;

const Cards = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: 0 ${({ theme }) => theme.space(4)};
  margin: 0;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Card = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 140px;
  align-content: end;
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.large};
  background: linear-gradient(135deg, #2a3658, #171e30);
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  strong {
    font-size: 1.25rem;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
    outline: none;
  }
`;

const VERTICALS = [
  { path: SITE_AREAS.casino.path, title: 'nav.casino', text: 'home.casino' },
  { path: SITE_AREAS.liveCasino.path, title: 'nav.liveCasino', text: 'home.liveCasino' },
  { path: SITE_AREAS.sportsbook.path, title: 'nav.sportsbook', text: 'home.sportsbook' },
  { path: SITE_AREAS.promotions.path, title: 'nav.promotions', text: 'home.promotions' },
] as const;

/** The home page (spec 000 §2 `/`, also `/welcome`): a welcome and the way into each vertical. */
export function HomePage() {
  const { t } = useTranslation();
  const { segment } = useBusState('locale');
  return (
    <>
      <Hero>
        <h1>{t('home.title')}</h1>
        <p>{t('home.subtitle')}</p>
      </Hero>
      <Cards>
        {VERTICALS.map((vertical) => (
          <li key={vertical.path}>
            <Card to={localePath(segment, vertical.path)}>
              <strong>{t(vertical.title)}</strong>
              <span>{t(vertical.text)}</span>
            </Card>
          </li>
        ))}
      </Cards>
      <HomeWinners />
    </>
  );
}

/**
 * `/welcome` (spec 000 §2): the home page with the login dialog open for a visitor. A `redirect`
 * query parameter is where to go after login; only a path on this site is honoured.
 */
export function WelcomePage() {
  const { bus } = usePlatform();
  const session = useBusState('session');
  const [params] = useSearchParams();
  const redirect = params.get(REDIRECT_PARAM);
  useEffect(() => {
    if (session.status === 'Resolved' && !session.authorized) bus.emit({ type: 'OPEN_LOGIN', redirectTo: redirect ?? undefined });
  }, [bus, redirect, session.status, session.authorized]);
  return <HomePage />;
}
