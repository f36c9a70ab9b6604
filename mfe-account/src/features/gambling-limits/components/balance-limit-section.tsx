import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { Card } from '@casino/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalanceLimit } from '../api/protection';

/**
 * The balance limit (issue 16 §5: a Dutch player sets it at sign-up; the platform refuses a deposit that
 * would take the balance over it): the limit, the balance it counts and what may still be paid in, in the
 * market's currency rules (spec 001 §9). Shown only to a player who has one; changing it is a support
 * request, as the text says: the platform has no call for it (spec 001 §7 lists none).
 */
export function BalanceLimitSection() {
  const { t } = useTranslation('account');
  const { market } = useBusState('locale');
  const headingId = useId();
  const limit = useBalanceLimit();
  if (!limit.data || limit.data.value === null) return null;
  const { currency, value, balance, remaining } = limit.data;
  const money = (amount: number) => formatMinorMoney(amount, currency, market);

  return (
    <Card as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('limits.balance.title')}</h2>
      <p>{t('limits.balance.text')}</p>
      <ul>
        <li>{t('limits.balance.limit', { value: money(value) })}</li>
        <li>{t('limits.balance.balance', { value: money(balance) })}</li>
        {remaining !== null && <li>{t('limits.balance.remaining', { value: money(remaining) })}</li>}
      </ul>
    </Card>
  );
}
