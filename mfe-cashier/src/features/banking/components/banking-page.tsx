import { formatMinorMoney } from '@casino/shared/money';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { Button, Card, LoginPrompt, Muted, Page } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/**
 * `/my-account/banking` (spec 000 §2 Player-only pages). An anonymous visitor is asked to log in.
 * A logged-in player sees the wallet's balances from the bus (amounts in minor units) and can open
 * the deposit; withdrawal and transactions come in later issues.
 */
export function BankingPage() {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const session = useBusState('session');
  const wallet = useBusState('wallet');
  const { market } = useBusState('locale');

  return (
    <Page>
      <Card>
        <h1>{t('banking.title')}</h1>
        {session.status !== 'Resolved' ? (
          <Muted role="status">{t('session.loading')}</Muted>
        ) : !session.authorized ? (
          <LoginPrompt namespace="cashier" message={t('banking.loginPrompt')} />
        ) : (
          <>
            {wallet.balances === null ? (
              <Muted role="status">{t('banking.balancesLoading')}</Muted>
            ) : (
              <Balances aria-label={t('banking.balances')}>
                {Object.entries(wallet.balances).map(([bucket, amount]) => (
                  <div key={bucket}>
                    <dt>{t(`banking.buckets.${bucket}`, { defaultValue: bucket })}</dt>
                    <dd>{formatMinorMoney(amount, wallet.currency, market)}</dd>
                  </div>
                ))}
              </Balances>
            )}
            <Button $block type="button" onClick={() => bus.emit({ type: 'OPEN_DEPOSIT' })}>
              {t('banking.deposit')}
            </Button>
          </>
        )}
      </Card>
    </Page>
  );
}

const Balances = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space(5)};

  div {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;
