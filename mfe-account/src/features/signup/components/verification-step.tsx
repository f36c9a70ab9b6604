import { SITE_ID } from '@casino/shared/platform';
import { ErrorBox, Muted, SecondaryButton } from '@casino/shared/ui';
import type { RegistrationCodeRequest } from '@casino/shared/wire';
import { useEffect, useRef, type Dispatch, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CodeForm } from '../../../components/code-form';
import { StepHeading } from '../../../components/step-heading';
import { codeRefusalOf, codeSendErrorKey, refusalMessage } from '../../../lib/code-errors';
import { useRequestRegistrationCode } from '../api/request-registration-code';
import { useVerifyRegistrationCode } from '../api/verify-registration-code';
import type { PinChannel, Registration, SignupAction, SignupFlowState } from '../lib/signup-flow';

export interface VerificationStepProps {
  channel: PinChannel;
  flow: SignupFlowState;
  registration: Registration;
  dispatch: Dispatch<SignupAction>;
  /** The content's `smsMaxAttempts` (the wrong codes allowed), when the registration page has one. */
  smsMaxAttempts: number | undefined;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The sign-up wizard's Verification step for one code (spec 001 §4, §7): the code is sent when the step
 * opens (`sms_request` or `email_request`), the player types the six digits (`sms_verification` or
 * `email_verification`) and can ask for a new code. Wrong codes count down the tries left; at
 * `sms.max.attempts.reached` only a new code helps. The pin status lives in the flow.
 */
export function VerificationStep({ channel, flow, registration, dispatch, smsMaxAttempts, headingRef }: VerificationStepProps) {
  const { t } = useTranslation('account');
  const requestCode = useRequestRegistrationCode();
  const verifyCode = useVerifyRegistrationCode();
  const pin = flow.pins[channel];
  const asked = useRef(new Set<PinChannel>());
  const body: RegistrationCodeRequest = { playerId: registration.playerId, siteId: SITE_ID, ...(channel === 'email' ? { countryCode: registration.countryCode } : {}) };

  const send = async () => {
    dispatch({ type: 'codeRequested', channel });
    try {
      const sent = await requestCode.mutateAsync({ channel, body });
      dispatch({ type: 'codeSent', channel, sent, maxAttempts: channel === 'sms' ? smsMaxAttempts : undefined });
    } catch (error) {
      dispatch({ type: 'codeSendFailed', channel, error: codeSendErrorKey(error) });
    }
  };

  // The code is sent when the step opens (issue 15), once per code: a remount or a second effect run
  // (React's strict mode) must not send a second one.
  useEffect(() => {
    if (pin.status !== 'UNINITIALIZE' || pin.pending || asked.current.has(channel)) return;
    asked.current.add(channel);
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per channel, on opening
  }, [channel]);

  const verify = async (code: string): Promise<string | null> => {
    dispatch({ type: 'codeVerifyStarted', channel });
    try {
      await verifyCode.mutateAsync({ channel, body: { ...body, code } });
      dispatch({ type: 'codeVerified', channel });
      return null;
    } catch (error) {
      const refusal = codeRefusalOf(error);
      dispatch({ type: 'codeRejected', channel, reason: refusal.reason, error: refusal.key });
      const message = refusalMessage(refusal, pin.attemptsLeft);
      return t(message.key, { count: message.count });
    }
  };

  const where = channel === 'sms' ? 'phone' : 'email';
  const locked = pin.attemptsLeft === 0;
  return (
    <>
      <StepHeading ref={headingRef}>{t(`signup.verification.${where}.title`)}</StepHeading>
      <Status role="status">
        {pin.pending === 'send'
          ? t(`signup.verification.${where}.sending`)
          : pin.status !== 'UNINITIALIZE' && pin.status !== 'FAIL_SEND' && pin.sentTo
            ? t(`signup.verification.${where}.sent`, { sentTo: pin.sentTo })
            : null}
      </Status>
      {pin.status === 'FAIL_SEND' && pin.error && (
        <ErrorBox role="alert">
          <p>{t(pin.error)}</p>
        </ErrorBox>
      )}
      <CodeForm
        key={channel}
        id={`signup-${channel}-code`}
        label={t(`signup.verification.${where}.label`)}
        onVerify={verify}
        onResend={() => void send()}
        resending={pin.pending === 'send'}
        locked={locked}
      />
      <Back>
        <SecondaryButton type="button" onClick={() => dispatch({ type: 'previous' })}>
          {t('signup.back')}
        </SecondaryButton>
      </Back>
    </>
  );
}

const Status = styled(Muted)`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  min-height: 1.5em;
`;

const Back = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;
