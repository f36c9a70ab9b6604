import { SITE_AREAS } from '@casino/shared/site-map';
import { WinnersBoundary, WinnersWidget } from '../features/winners';

/** The `./WinnersWidget` parcel's root: the widgets below the locale root, game links into the casino area. */
export function WinnersWidgetRoot() {
  return (
    <WinnersBoundary>
      <WinnersWidget casinoPath={SITE_AREAS.casino.path} />
    </WinnersBoundary>
  );
}
