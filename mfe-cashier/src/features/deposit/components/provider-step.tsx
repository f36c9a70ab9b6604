import { Dialog, ErrorBox, Muted, SecondaryButton } from '@casino/shared/ui';
import type { Deposit } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePaymentResult } from '../hooks/use-payment-result';
import type { DepositResult } from '../lib/deposit-flow';
import { originOf } from '../lib/payment-result-message';

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
  usePaymentResult(deposit, onResult);
  const cancel = () => onResult('CANCELLED');
  const valid = originOf(deposit.redirectUrl) !== null;
  const content = (
    <>
      <Muted role="status">{t('deposit.provider.waiting', { method: methodName })}</Muted>
      {valid ? (
        <Frame
          src={deposit.redirectUrl}
          title={t('deposit.provider.frameTitle', { method: methodName })}
          // The provider's page needs its scripts, forms and own origin; it may not navigate the site.
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          allow="payment"
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

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 60dvh;
  min-height: 360px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.small};
  background: #fff;

  ${({ theme }) => theme.media.md} {
    height: 480px;
  }
`;
