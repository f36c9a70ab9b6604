import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { Card, Muted, Page, focusRing } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { PlayerOnly } from '../../../components/player-only';
import { isPayoutBlocked } from '../../../lib/payout-blocked';

/** The banking pages, below the banking area's base path (spec 000 §2). */
const BANKING_LINKS = [
  { to: '/deposit', label: 'banking.links.deposit' },
  { to: '/withdraw', label: 'banking.links.withdraw' },
  { to: '/transactions', label: 'banking.links.transactions' },
] as const;

/**
 * `/my-account/banking` (spec 000 §2 Player-only pages). An anonymous visitor is asked to log in.
 * A logged-in player sees the wallet's balances from the bus (integer minor units, formatted here with
 * the wallet's currency and the market, spec 001 §9) and links to deposit, withdraw and transactions.
 */
export function BankingPage() {
  const { t } = useTranslation('cashier');
  const session = useBusState('session');
  const wallet = useBusState('wallet');
  const profile = useBusState('profile');
  const { market } = useBusState('locale');

  return (
    <Page>
      <Card>
        <h1>{t('banking.title')}</h1>
        <PlayerOnly loginMessage={t('banking.loginPrompt')}>
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
          <nav aria-label={t('banking.links.title')}>
            <Links>
              {/* Deposits are closed to risk-payout and suspended players (spec 000 §2 guard 8). */}
              {BANKING_LINKS.filter(
                (link) => link.to !== '/deposit' || !isPayoutBlocked(session, profile),
              ).map((link) => (
                <li key={link.to}>
                  <BankingLink to={link.to}>{t(link.label)}</BankingLink>
                </li>
              ))}
            </Links>
          </nav>
        </PlayerOnly>
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

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const BankingLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`;
