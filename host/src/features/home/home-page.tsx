import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { REDIRECT_PARAM, SITE_AREAS } from '@casino/shared/site-map';
import { SecondaryButton, VisuallyHidden } from '@casino/shared/ui';
import type { ContentViewer } from '@casino/shared/wire';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { useHomePage } from './api/get-home-page';
import { usePlayerFirstName } from './api/get-player-name';
import { BannerCard } from './components/banner-card';
import { FaceliftBanners, PaymentMethods, VerticalTiles } from './components/home-sections';
import { WelcomeDialog } from './components/welcome-dialog';
import { HomeWinners } from './home-winners';
import { bannerActionOf, selectBanners } from './lib/select-banners';

const Home = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  max-width: 1280px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(10)};
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
`;

const Banners = styled.ul`
  list-style: none;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 88%;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(2)};
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  > li {
    scroll-snap-align: start;
    min-width: 0;
  }
  ${({ theme }) => theme.media.md} {
    grid-auto-columns: 72%;
  }
  ${({ theme }) => theme.media.lg} {
    grid-auto-columns: calc(50% - 6px);
  }
`;

const BannerSkeleton = styled.div`
  min-height: 300px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} {
    min-height: 320px;
  }
`;

const Failed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hero = styled.section`
  padding: ${({ theme }) => theme.space(6)} 0 0;
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
  padding: 0;
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

/** The static way into each vertical: the home page before its content arrives, or when it cannot. */
function StaticVerticals() {
  const { t } = useTranslation();
  const { segment } = useBusState('locale');
  return (
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
  );
}

/** Who is looking, from the bus: the session and the deposit count the host read at login (`transactionSummary`). */
function useContentViewer(): ContentViewer {
  const session = useBusState('session');
  const summary = useBusState('transactionSummary');
  return {
    authorized: session.authorized,
    playerId: session.authorized ? (session.claims?.player_id ?? null) : null,
    totalDepositsCount: session.authorized ? (summary?.totalDepositsCount ?? null) : null,
  };
}

/**
 * The home page of the market (spec 000 §2 `/`, also `/welcome`; §3 "a home page per market"): the
 * banners the viewer's audience allows (spec 000 §5: visitor or player, deposit-count group, players list,
 * dates; `selectBanners`), each greeting a logged-in player by first name and leading to the anonymous or
 * authorised action; the vertical tiles, the facelift banners and the top payment methods. While the
 * content loads, or when it fails, the static way into each vertical stands in (never a blank page); a
 * player's group banners wait until the deposit count is known. The first-login welcome dialog opens here.
 */
export function HomePage() {
  const { t } = useTranslation();
  const home = useHomePage();
  const viewer = useContentViewer();
  const playerName = usePlayerFirstName();
  const banners = selectBanners(home.data?.banners, viewer, new Date());
  const verticals = home.data?.verticals?.filter((tile) => tile && tile.title && tile.url) ?? [];
  const methods = (home.data?.topPaymentMethods ?? []).filter((method): method is NonNullable<typeof method> => Boolean(method?.image));
  return (
    <Home>
      <WelcomeDialog />
      {home.isPending ? (
        <>
          <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
          <BannerSkeleton role="status" aria-label={t('home.loading')} />
        </>
      ) : banners.length > 0 ? (
        <>
          <VisuallyHidden as="h1">{t('home.title')}</VisuallyHidden>
          <Banners aria-label={t('home.banners')}>
            {banners.map((banner, index) => (
              <li key={banner._id}>
                <BannerCard banner={banner} action={bannerActionOf(banner, viewer)} playerName={playerName} first={index === 0} />
              </li>
            ))}
          </Banners>
        </>
      ) : (
        <Hero>
          <h1>{t('home.title')}</h1>
          <p>{t('home.subtitle')}</p>
        </Hero>
      )}
      {home.isError ? (
        <Failed role="alert">
          <span>{t('home.failed')}</span>
          <SecondaryButton type="button" onClick={() => void home.refetch()}>
            {t('home.retry')}
          </SecondaryButton>
        </Failed>
      ) : null}
      {verticals.length > 0 ? <VerticalTiles tiles={verticals} /> : <StaticVerticals />}
      <HomeWinners />
      <FaceliftBanners banners={home.data?.faceliftBanners?.filter((banner) => banner && banner.title) ?? []} />
      <PaymentMethods methods={methods} />
    </Home>
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
