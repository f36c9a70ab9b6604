import { localePath } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import { evaluateGuards } from './guard-rules';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from '@casino/shared-modules/react-router';
import { useHostServices } from '../../lib/host-services';
import { useShellState } from '../../lib/shell-store';
import { TryAgainScreen } from '../errors';
import { MaintenancePage, RestrictedPage } from '../public-pages';

/**
 * Applies the route guards of spec 000 §2 to the page being shown: maintenance and restricted
 * pages, a loader until the session is Resolved, and the redirects of guards 4–8 and of the
 * player-only pages (to the access-error page with the original path in state).
 *
 * A page already shown at this path stays while a fresh login's profile loads (guard 3 waits for it):
 * the player who logs in from the login dialog keeps the page and what they typed in it, instead of a
 * loader and a remounted page. Once the profile is in, the guards decide again (a redirect still happens).
 */
export function GuardGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { shell, session: sessionService } = useHostServices();
  const shellState = useShellState(shell);
  const session = useBusState('session');
  const profile = useBusState('profile');
  const features = useBusState('features');
  const { segment, market } = useBusState('locale');
  const location = useLocation();
  const path = location.pathname.slice(segment.length + 1) || '/';
  /** The path whose page this gate last let through. */
  const shownPath = useRef<string | null>(null);

  const decision = evaluateGuards({
    path,
    market,
    session,
    profile,
    features,
    maintenance: shellState.maintenance,
    restricted: shellState.restricted,
    showUpdatedTnC: shellState.showUpdatedTnC,
    currentTermsVersion: shellState.currentTermsVersion,
    manualClaimAllowed: shellState.manualClaimAllowed,
  });

  switch (decision.kind) {
    case 'maintenance':
      return <MaintenancePage />;
    case 'restricted':
      return <RestrictedPage />;
    case 'wait':
      if (shownPath.current === location.pathname && !shellState.playerLoadFailed) return <>{children}</>;
      if (shellState.playerLoadFailed) {
        return (
          <TryAgainScreen
            onTryAgain={() => {
              shell.update({ playerLoadFailed: false });
              void sessionService.loadPlayer();
            }}
          />
        );
      }
      return (
        <p role="status" aria-busy="true" style={{ padding: 32, textAlign: 'center' }}>
          {t('common.loading')}
        </p>
      );
    case 'redirect':
      // The page kept in state carries its query (a bonusCode survives the access-error page and the login).
      return <Navigate replace to={localePath(segment, decision.to)} state={decision.state ? { ...decision.state, from: `${decision.state.from}${location.search}` } : undefined} />;
    default:
      shownPath.current = location.pathname;
      return <>{children}</>;
  }
}
