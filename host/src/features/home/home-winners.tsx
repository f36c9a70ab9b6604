import { useBusState } from '@casino/shared/parcel';
import { SITE_AREAS } from '@casino/shared/site-map';
import { useTranslation } from 'react-i18next';
import { RemoteArea } from '../remote-loading';

/**
 * The casino's top and latest winners widgets on the home page (issue 17 point 6): mfe-casino's
 * `./WinnersWidget` parcel, mounted at the locale root (its game links go to `/online-casino/play/…`).
 * A widget of the remote: it loads on its own, a failure shows the area fallback in its place only, and a
 * pinned casino version without it shows nothing.
 */
export function HomeWinners() {
  const { t } = useTranslation();
  const { segment } = useBusState('locale');
  return (
    <RemoteArea remote={SITE_AREAS.casino.owner} expose="./WinnersWidget" basePath={`/${segment}`} label={t('nav.casino')} optional kind="widget" />
  );
}
