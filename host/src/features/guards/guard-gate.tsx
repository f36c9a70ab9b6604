import { localePath } from '@casino/shared/market';
import { useBusState } from '@casino/shared/parcel';
import { evaluateGuards } from './guard-rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useHostServices } from '../../lib/host-services';
import { useShellState } from '../../lib/shell-store';
import { TryAgainScreen } from '../errors';
import { MaintenancePage, RestrictedPage } from '../public-pages';

/**
 * Applies the route guards of spec 000 §2 to the page being shown: maintenance and restricted
 * pages, a loader until the session is Resolved, and the redirects of guards 4–8 and of the
 * player-only pages (to the access-error page with the original path in state).
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
      return <Navigate replace to={localePath(segment, decision.to)} state={decision.state} />;
    default:
      return <>{children}</>;
  }
}
