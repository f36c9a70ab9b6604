import { normalisePlatformError } from '@casino/shared/platform';
import { ErrorBox, Muted, SecondaryButton } from '@casino/shared/ui';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CodeForm } from '../../../components/code-form';
import { StepHeading } from '../../../components/step-heading';
import { codeRefusalOf, refusalMessage } from '../../../lib/code-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useVerifyResetCode } from '../api/verify-reset-code';
import { passwordResetErrorKey, RESET_EXPIRED } from '../lib/password-reset-error';

export interface VerificationStepProps {
  email: string;
  smsResetKeyId: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** The code was right: the key for one new password. */
  onVerified: (resetKey: string) => void;
  /** A new code was sent (its id replaces the last). */
  onResent: (smsResetKeyId: string) => void;
  /** `sms.max.attempts.reached`: the flow starts again and the reset modal opens (spec 001 §4). */
  onMaxAttempts: () => void;
  /** `error.password.reset`: the code's id is used up or expired; start again. */
  onExpired: () => void;
  onBack: () => void;
}

/**
 * Password reset, step Verification (spec 001 §3, §4): the six-digit code from the SMS or e-mail, checked
 * with `POST /player/password_reset/sms_verification`; `sms.code.invalid` shows on the field,
 * `sms.max.attempts.reached` ends the try, and a new code can be sent.
 */
export function VerificationStep({ email, smsResetKeyId, headingRef, onVerified, onResent, onMaxAttempts, onExpired, onBack }: VerificationStepProps) {
  const { t } = useTranslation('account');
  const verifyCode = useVerifyResetCode();
  const resend = useRequestPasswordReset();
  const [notice, setNotice] = useState<{ kind: 'sent' | 'failed'; key: string } | null>(null);

  const verify = async (code: string): Promise<string | null> => {
    try {
      const { resetKey } = await verifyCode.mutateAsync({ smsResetKeyId, code });
      onVerified(resetKey);
      return null;
    } catch (error) {
      const refusal = codeRefusalOf(error);
      if (refusal.reason === 'maxAttempts') {
        onMaxAttempts();
        return null;
      }
      if (normalisePlatformError(error).code === RESET_EXPIRED) {
        onExpired();
        return null;
      }
      const message = refusalMessage(refusal, null);
      return t(message.key);
    }
  };

  const sendAgain = async () => {
    setNotice(null);
    try {
      const sent = await resend.mutateAsync(email);
      onResent(sent.smsResetKeyId);
      setNotice({ kind: 'sent', key: 'reset.verification.resent' });
    } catch (error) {
      setNotice({ kind: 'failed', key: passwordResetErrorKey(error) });
    }
  };

  return (
    <>
      <StepHeading ref={headingRef}>{t('reset.verification.title')}</StepHeading>
      <p>{t('reset.verification.text', { email })}</p>
      {notice?.kind === 'failed' ? (
        <ErrorBox role="alert">
          <p>{t(notice.key)}</p>
        </ErrorBox>
      ) : (
        <Muted role="status">{notice ? t(notice.key) : t('reset.verification.spam')}</Muted>
      )}
      <CodeForm id="reset-code" label={t('reset.verification.label')} onVerify={verify} onResend={() => void sendAgain()} resending={resend.isPending} />
      <Back>
        <SecondaryButton type="button" onClick={onBack}>
          {t('reset.back')}
        </SecondaryButton>
      </Back>
    </>
  );
}

const Back = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;
