import { formatMinorMoney, formatDisplayDate } from '@casino/shared/money';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, ErrorBox, Muted, SecondaryButton } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CANCEL_LIMIT_REACHED, useCancelWithdrawal } from '../api/cancel-withdrawal';
import { usePendingWithdrawal } from '../api/get-pending-withdrawal';

/**
 * The player's pending withdrawal (spec 001 §3 Withdrawal: pendingWithdrawalId, amount in minor units)
 * with a Cancel button: the locked amount goes back to the cash balance and the wallet is read again
 * (REFRESH_WALLET). A refused cancellation says why; `error.withdrawal.cancel.limit_reached` (spec 001 §8)
 * gets its own message.
 */
export function PendingWithdrawalPanel() {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const { market } = useBusState('locale');
  const pending = usePendingWithdrawal();
  const cancel = useCancelWithdrawal();

  if (pending.isPending) return <Muted role="status">{t('withdraw.pending.loading')}</Muted>;
  if (pending.isError) {
    return (
      <ErrorBox role="alert">
        <p>{t('withdraw.pending.failed')}</p>
        <SecondaryButton type="button" onClick={() => void pending.refetch()}>
          {t('retry')}
        </SecondaryButton>
      </ErrorBox>
    );
  }
  const withdrawal = pending.data;
  if (!withdrawal) return null;
  const cancelError = cancel.error ? normalisePlatformError(cancel.error) : null;
  return (
    <Panel aria-labelledby="pending-withdrawal-title">
      <h2 id="pending-withdrawal-title">{t('withdraw.pending.title')}</h2>
      <p>
        {t('withdraw.pending.text', {
          amount: formatMinorMoney(withdrawal.amount, withdrawal.currency, market),
          date: formatDisplayDate(withdrawal.requestedAt),
        })}
      </p>
      {cancelError && (
        <ErrorBox role="alert">
          <p>
            {cancelError.code === CANCEL_LIMIT_REACHED
              ? t('withdraw.pending.cancelLimit')
              : t('withdraw.pending.cancelFailed')}
          </p>
        </ErrorBox>
      )}
      <BusyButton
        variant="secondary"
        busy={cancel.isPending}
        busyLabel={t('withdraw.pending.cancelling')}
        onClick={() => cancel.mutate(withdrawal, { onSuccess: () => bus.emit({ type: 'REFRESH_WALLET' }) })}
      >
        {t('withdraw.pending.cancel')}
      </BusyButton>
    </Panel>
  );
}

const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.body};
  }
`;
