import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { Dialog, LoginPrompt, Muted } from '@casino/shared/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMethodList } from './payment-method-list';

/**
 * Whether closing can go back a step within the site. A page opened straight at `/deposit` (a new
 * tab, a shared link) has nothing of the site behind it. The Navigation API counts only this site's
 * entries; where a browser lacks it, any earlier entry of the tab counts.
 */
function canGoBack(): boolean {
  const navigation = (window as { navigation?: { canGoBack?: boolean } }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return window.history.length > 1;
}

/**
 * `/deposit`: the deposit modal (spec 000 §2, spec 001 §2). Closing goes back in the one history
 * (`NAVIGATE_DELTA -1`), or to the home page when there is no history to go back to.
 */
export function DepositModal() {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const session = useBusState('session');
  const { segment } = useBusState('locale');

  const close = useCallback(() => {
    if (canGoBack()) bus.emit({ type: 'NAVIGATE_DELTA', delta: -1 });
    else bus.emit({ type: 'NAVIGATE', to: localePath(segment, '/') });
  }, [bus, segment]);

  return (
    <Dialog title={t('deposit.title')} onClose={close} closeLabel={t('dialog.close')}>
      {session.status !== 'Resolved' ? (
        <Muted role="status">{t('session.loading')}</Muted>
      ) : session.authorized ? (
        <PaymentMethodList />
      ) : (
        <LoginPrompt namespace="cashier" message={t('deposit.loginPrompt')} />
      )}
    </Dialog>
  );
}
