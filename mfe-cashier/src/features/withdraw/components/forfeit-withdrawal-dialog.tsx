import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { BusyButton, Dialog, SecondaryButton } from '@casino/shared/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { WithdrawForfeit } from '../lib/withdraw-flow';

export interface ForfeitWithdrawalDialogProps {
  forfeit: WithdrawForfeit;
  /** The wallet's currency: the wagering done is in its minor units. */
  currency: string;
  /** Forfeit the bonus, then withdraw. */
  onConfirm: () => void;
  /** Keep the bonus (Cancel, or close of the error): nothing is sent. */
  onCancel: () => void;
}

/**
 * The forfeit-withdrawal modals of spec 001 §2, in the shared `Dialog` (which moves the focus in and back):
 * - the prompt (`confirm`, `forfeiting`): a withdrawal now forfeits the named active bonus; the wagering done
 *   so far (formatted money) is lost with its bonus money; "Forfeit and withdraw" (busy, so a double click
 *   forfeits once) and Cancel, which sends nothing;
 * - the forfeit error (`failed`): the platform's message, and that nothing was withdrawn.
 * The two are separate dialogs (keyed), so the error takes the focus as it opens.
 */
export function ForfeitWithdrawalDialog({ forfeit, currency, onConfirm, onCancel }: ForfeitWithdrawalDialogProps) {
  const { t } = useTranslation('cashier');
  const { market } = useBusState('locale');
  if (forfeit.step === 'failed') {
    return (
      <Dialog key="error" title={t('withdraw.forfeit.error.title')} onClose={onCancel} closeLabel={t('dialog.close')}>
        <p role="alert">{forfeit.failure?.message}</p>
        <p>{t('withdraw.forfeit.error.nothingWithdrawn')}</p>
        <Actions>
          <SecondaryButton type="button" onClick={onCancel}>
            {t('dialog.close')}
          </SecondaryButton>
        </Actions>
      </Dialog>
    );
  }
  const busy = forfeit.step === 'forfeiting';
  const name = forfeit.conflict.title ?? t('withdraw.forfeit.unnamed');
  const progress = formatMinorMoney(forfeit.conflict.wageringProgress, currency, market);
  return (
    <Dialog key="prompt" title={t('withdraw.forfeit.title')} onClose={busy ? undefined : onCancel} closeLabel={t('dialog.close')}>
      <p>{t('withdraw.forfeit.text', { name })}</p>
      <p>{t('withdraw.forfeit.progress', { progress })}</p>
      <Actions>
        <BusyButton busy={busy} busyLabel={t('withdraw.forfeit.busy')} onClick={onConfirm}>
          {t('withdraw.forfeit.confirm')}
        </BusyButton>
        <SecondaryButton type="button" onClick={onCancel} disabled={busy}>
          {t('withdraw.forfeit.cancel')}
        </SecondaryButton>
      </Actions>
    </Dialog>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(5)};
`;
