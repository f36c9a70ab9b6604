import { useBusState, usePlatform } from '@casino/shared/parcel';
import { PAGE_IDS } from '@casino/shared/site-map';
import { VisuallyHidden } from '@casino/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SportsFrame } from '../../../components/sports-frame';
import { FullHeightPage, Notice } from '../../../components/ui';
import { sportsFrameUrl } from '../../../lib/frame-url';
import { canonicalSportPath, localizedSportPath, SPORT_SLUGS } from '../lib/sport-slugs';

/** spec 000 §2 page ids: live betting and bet history have their own, every other sportsbook page is sport-base. */
function pageIdOf(canonicalPath: string): string {
  const first = canonicalPath.split('/')[1];
  if (first === SPORT_SLUGS.en.live) return PAGE_IDS.liveBetting;
  if (first === SPORT_SLUGS.en.betHistory) return PAGE_IDS.betHistory;
  return PAGE_IDS.sportBase;
}

/**
 * `/sportsbook/{category?}/{region?}/{competition?}/{event?}`: the provider's frame below the header.
 * The URL shows the player's language's slugs; the frame gets the canonical ones.
 */
export function SportsbookPage() {
  const { t } = useTranslation('sportsbook');
  const { http } = usePlatform();
  const locale = useBusState('locale');
  const access = useBusState('access');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const localized = localizedSportPath(pathname, locale.language);
  const needsLocalizing = pathname !== '/' && localized !== pathname.replace(/\/+$/, '');
  useEffect(() => {
    // A slug of another language (an English link on fi-FI) is shown in the player's language.
    if (needsLocalizing) navigate(`${localized}${search}`, { replace: true });
  }, [needsLocalizing, localized, search, navigate]);

  if (!access.sportsbook) {
    return (
      <Notice>
        <h1>{t('sportsbook.unavailableTitle')}</h1>
        <p>{t('sportsbook.unavailableText')}</p>
      </Notice>
    );
  }

  const path = canonicalSportPath(pathname, locale.language);
  const src = sportsFrameUrl({ platformUrl: http.defaults.baseURL, language: locale.language, market: locale.market, path });
  return (
    <FullHeightPage data-page-id={pageIdOf(path)} aria-labelledby="sportsbook-title">
      <VisuallyHidden as="h1" id="sportsbook-title">
        {t('sportsbook.title')}
      </VisuallyHidden>
      <SportsFrame src={src} title={t('sportsbook.frameTitle')} />
    </FullHeightPage>
  );
}
