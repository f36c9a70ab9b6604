import { localePath } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { Dialog, Muted } from '@casino/shared/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayerOnly } from '../../../components/player-only';
import { isPayoutBlocked } from '../../../lib/payout-blocked';
import { DepositFlow } from './deposit-flow';

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
 * `/deposit`: the deposit modal (spec 000 §2, spec 001 §2), opened from anywhere by OPEN_DEPOSIT. A
 * logged-in player makes the whole deposit in it (`DepositFlow`, the provider's page included); a player
 * the guards close deposits to (risk-payout, suspended: spec 000 §2 guard 8) is told so, should the host's
 * guard not have sent them away first. Closing goes back in the one history (`NAVIGATE_DELTA -1`), or to
 * the home page when there is no history to go back to.
 */
export function DepositModal() {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const session = useBusState('session');
  const { segment } = useBusState('locale');
  const profile = useBusState('profile');

  const close = useCallback(() => {
    if (canGoBack()) bus.emit({ type: 'NAVIGATE_DELTA', delta: -1 });
    else bus.emit({ type: 'NAVIGATE', to: localePath(segment, '/') });
  }, [bus, segment]);

  return (
    <Dialog title={t('deposit.title')} onClose={close} closeLabel={t('dialog.close')}>
      <PlayerOnly loginMessage={t('deposit.loginPrompt')}>
        {isPayoutBlocked(session, profile) ? (
          <Muted>{t('deposit.closed')}</Muted>
        ) : (
          <DepositFlow inModal onDone={close} />
        )}
      </PlayerOnly>
    </Dialog>
  );
}
