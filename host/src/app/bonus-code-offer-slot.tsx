import { useBusState } from '@casino/shared/parcel';
import { SITE_AREAS } from '@casino/shared/site-map';
import { BONUS_CODE_PARAM } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@casino/shared-modules/react-router';
import { RemoteArea } from '../features/remote-loading/components/remote-area';

/** The promotions parcel that offers a code kept through login (issue 17 point 2). */
export const BONUS_CODE_OFFER = { remote: SITE_AREAS.bonusCode.owner, expose: './BonusCodeOffer' } as const;

/**
 * spec 000 §2 "a bonusCode query parameter is preserved" after login, and offered for claim: while a
 * logged-in player's URL carries `bonusCode`, the promotions remote's `./BonusCodeOffer` parcel is mounted
 * over the page (it shows the code with Claim and No thanks, and removes the parameter when answered). An
 * overlay: nothing shows while it loads or if it cannot; optional, so a promotions build without it is
 * still a valid pin. The bonus-code page itself has its own form and is left alone.
 */
export function BonusCodeOfferSlot() {
  const { t } = useTranslation();
  const session = useBusState('session');
  const { segment } = useBusState('locale');
  const { pathname, search } = useLocation();
  const bonusCode = new URLSearchParams(search).get(BONUS_CODE_PARAM);
  if (!session.authorized || !bonusCode || pathname.startsWith(`/${segment}${SITE_AREAS.bonusCode.path}`)) return null;
  return <RemoteArea remote={BONUS_CODE_OFFER.remote} expose={BONUS_CODE_OFFER.expose} basePath={`/${segment}`} label={t('areas.bonusCode')} optional kind="overlay" />;
}
