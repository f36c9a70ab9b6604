import { useBusState } from '@casino/shared/parcel';
import { Card, Muted, Page, SiteLink } from '@casino/shared/ui';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import { useTranslation } from 'react-i18next';
import { PlayerOnly } from '../../../components/player-only';
import { isPayoutBlocked } from '../../../lib/payout-blocked';
import { DepositFlow } from './deposit-flow';

/**
 * `/my-account/banking/deposit` (spec 000 §2, spec 001 §2): the deposit as a page; the provider's page
 * opens in the shared Dialog over it. Risk-payout and suspended players are turned away by the host's
 * guard 8 (spec 000 §2); should one get here, they are told deposits are closed to them.
 */
export function DepositPage() {
  const { t } = useTranslation('cashier');
  const session = useBusState('session');
  const profile = useBusState('profile');
  return (
    <Page>
      <Card>
        <h1>{t('deposit.title')}</h1>
        <PlayerOnly loginMessage={t('deposit.loginPrompt')}>
          {isPayoutBlocked(session, profile) ? (
            <Muted>{t('deposit.closed')}</Muted>
          ) : (
            <DepositFlow inModal={false} />
          )}
        </PlayerOnly>
        <p>
          <SiteLink to={ACCOUNT_PAGES.banking}>{t('banking.back')}</SiteLink>
        </p>
      </Card>
    </Page>
  );
}
