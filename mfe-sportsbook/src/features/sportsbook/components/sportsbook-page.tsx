import { useBusState, usePlatform } from '@casino/shared/parcel';
import { normalisePlatformError } from '@casino/shared/platform';
import { Button, VisuallyHidden } from '@casino/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { FullHeightPage, Notice } from '../../../components/ui';
import { useIframeContext } from '../api/get-iframe-context';
import { useProviderSession } from '../hooks/use-provider-session';
import { deepLinkOf, pageIdOf, routeOf } from '../lib/deep-link';
import { localizedSportPath } from '../lib/sport-slugs';
import { sportsProviderOf } from '../lib/sports-provider';
import { ProviderFrame } from './provider-frame';
import { SportsbookBonuses } from './sportsbook-bonuses';

/**
 * `/sportsbook/{category?}/{region?}/{competition?}/{event?}` (spec 000 §2 Sportsbook; issue 18 point 6): the
 * frame of the market's provider (PP with the `sportsbookPP` flag, else the standard one) from the iframe
 * context request, below the player's sportsbook rewards. The URL shows the player's language's slugs
 * (`/fi-FI/sportsbook/jalkapallo`); the frame gets the canonical deep link (`/football`), and a link
 * followed inside the frame moves the URL back in the player's slugs (one history: Back and Forward move
 * the frame too). A player's provider session goes to the frame; a visitor's Place bet opens the login
 * dialog; a bet placed refreshes the wallet. Page ids sport-base, live-betting, bet-history.
 */
export function SportsbookPage() {
  const { t } = useTranslation('sportsbook');
  const { bus } = usePlatform();
  const locale = useBusState('locale');
  const access = useBusState('access');
  const features = useBusState('features');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const localized = localizedSportPath(pathname, locale.language);
  const needsLocalizing = pathname !== '/' && localized !== pathname.replace(/\/+$/, '');
  useEffect(() => {
    // A slug of another language (an English link on fi-FI) is shown in the player's language.
    if (needsLocalizing) navigate(`${localized}${search}`, { replace: true });
  }, [needsLocalizing, localized, search, navigate]);

  const provider = sportsProviderOf(locale.market, features);
  const context = useIframeContext(provider, access.sportsbook);
  const providerSession = useProviderSession(provider, context.data?.session);

  if (!access.sportsbook) return <Unavailable />;

  const deepLink = deepLinkOf(pathname, locale.language);
  let frame;
  if (context.isError) {
    if (normalisePlatformError(context.error).status === 403) return <Unavailable />;
    frame = (
      <Problem role="alert">
        <p>{t('frame.failed')}</p>
        <Button type="button" onClick={() => void context.refetch()}>
          {t('frame.retry')}
        </Button>
      </Problem>
    );
  } else if (!context.data) {
    frame = <Problem role="status">{t('frame.loading')}</Problem>;
  } else {
    frame = (
      <ProviderFrame
        key={context.data.frameUrl}
        context={context.data}
        deepLink={deepLink}
        session={providerSession.session}
        title={t('sportsbook.frameTitle')}
        onRoute={(path) => navigate(`${routeOf(path, locale.language) || '/'}`)}
        onLogin={() => bus.emit({ type: 'OPEN_LOGIN', redirectTo: bus.get('location').pathname })}
        onBetPlaced={() => bus.emit({ type: 'REFRESH_WALLET' })}
        onSessionExpired={providerSession.renew}
      />
    );
  }
  return (
    <Page data-page-id={pageIdOf(deepLink)} data-sports-provider={provider} aria-labelledby="sportsbook-title">
      <VisuallyHidden as="h1" id="sportsbook-title">
        {t('sportsbook.title')}
      </VisuallyHidden>
      <SportsbookBonuses />
      {frame}
    </Page>
  );
}

/** The notice for a player the sportsbook is closed to (the host's guard 6 normally redirects first). */
function Unavailable() {
  const { t } = useTranslation('sportsbook');
  return (
    <Notice>
      <h1>{t('sportsbook.unavailableTitle')}</h1>
      <p>{t('sportsbook.unavailableText')}</p>
    </Notice>
  );
}

// The page grows with the frame, which follows its content: the page scrolls, not the frame.
const Page = styled(FullHeightPage)`
  height: auto;
  min-height: calc(100dvh - ${({ theme }) => theme.headerHeight});
`;

const Problem = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
`;
