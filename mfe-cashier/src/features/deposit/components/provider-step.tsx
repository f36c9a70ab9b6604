import { Dialog, ErrorBox, Muted, SecondaryButton } from '@casino/shared/ui';
import type { Deposit } from '@casino/shared/wire';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderFrame } from '../../../components/provider-frame';
import { usePaymentResult } from '../hooks/use-payment-result';
import type { DepositResult } from '../lib/deposit-flow';
import { originOf } from '../../../lib/origin-of';

export interface ProviderStepProps {
  deposit: Deposit;
  /** The method's display name, for the frame's title. */
  methodName: string;
  /** True inside the `/deposit` modal: the frame shows in it. Else the frame opens in the shared Dialog. */
  inModal: boolean;
  onResult: (result: DepositResult) => void;
}

/**
 * The provider's hosted payment page (`redirectUrl`, its own origin) in a frame (issue 14), until it
 * posts its result or the platform has one (`usePaymentResult`). Closing or "Cancel payment" abandons
 * it: the deposit stays PENDING on the platform until it expires, and no money moves.
 */
export function ProviderStep({ deposit, methodName, inModal, onResult }: ProviderStepProps) {
  const { t } = useTranslation('cashier');
  const frame = useRef<HTMLIFrameElement>(null);
  usePaymentResult(deposit, frame, onResult);
  const cancel = () => onResult('CANCELLED');
  const valid = originOf(deposit.redirectUrl) !== null;
  const content = (
    <>
      <Muted role="status">{t('deposit.provider.waiting', { method: methodName })}</Muted>
      {valid ? (
        <ProviderFrame
          frameRef={frame}
          src={deposit.redirectUrl}
          title={t('deposit.provider.frameTitle', { method: methodName })}
        />
      ) : (
        <ErrorBox role="alert">
          <p>{t('deposit.provider.broken')}</p>
        </ErrorBox>
      )}
      <SecondaryButton type="button" onClick={cancel}>
        {t('deposit.provider.cancel')}
      </SecondaryButton>
    </>
  );
  if (inModal) return content;
  return (
    <Dialog
      title={t('deposit.provider.title', { method: methodName })}
      onClose={cancel}
      closeLabel={t('dialog.close')}
    >
      {content}
    </Dialog>
  );
}
