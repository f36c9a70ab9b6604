import { useBusState, usePlatform } from '@casino/shared/parcel';
import { localePath } from '@casino/shared/market';
import { SHELL_PAGES } from '@casino/shared/site-map';
import { Button, Card, Dialog, ErrorBox, Page } from '@casino/shared/ui';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../components/step-indicator';
import { StepHeading, useStepFocus } from '../../../components/step-heading';
import { LinkButton, Note } from '../../../components/ui';
import { PASSWORD_RESET_STEPS } from '../../../lib/spec-constants';
import { initialPasswordResetFlow, passwordResetFlowReducer } from '../lib/password-reset-flow';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { VerificationStep } from './verification-step';

/**
 * `/reset-password`: the password reset wizard (spec 001 §3 Password reset form, §4: Email,
 * Verification, Password, Complete with next and previous), its state the pure
 * `passwordResetFlowReducer`. `sms.max.attempts.reached` starts the flow again and opens the reset
 * modal (the shared `Dialog`); after Complete the player goes to `/` of their locale and logs in with
 * the new password (spec 000 §2: after a password reset the user goes to /).
 */
export function PasswordResetWizard() {
  const { t } = useTranslation('account');
  const { bus } = usePlatform();
  const { segment } = useBusState('locale');
  const [flow, dispatch] = useReducer(passwordResetFlowReducer, undefined, () => initialPasswordResetFlow());
  const [expired, setExpired] = useState(false);
  const headingRef = useStepFocus(flow.currentStep);
  const modalWasOpen = useRef(false);

  // The reset modal closes onto the Email step: its heading takes the focus (the button that opened
  // the modal has gone with the Verification step).
  useEffect(() => {
    if (modalWasOpen.current && !flow.maxAttemptsModal) headingRef.current?.focus();
    modalWasOpen.current = flow.maxAttemptsModal;
  }, [flow.maxAttemptsModal, headingRef]);

  const restartExpired = () => {
    setExpired(true);
    dispatch({ type: 'resetExpired' });
  };
  const toHomeAndLogIn = () => {
    bus.emit({ type: 'NAVIGATE', to: localePath(segment, SHELL_PAGES.home) });
    bus.emit({ type: 'OPEN_LOGIN' });
  };

  return (
    <Page>
      <Card>
        <h1 id="reset-title">{t('reset.title')}</h1>
        <StepIndicator steps={PASSWORD_RESET_STEPS.map((step) => t(`reset.steps.${step}`))} current={PASSWORD_RESET_STEPS.indexOf(flow.currentStep)} />
        {flow.currentStep === 'Email' && (
          <>
            {expired && (
              <ErrorBox role="alert">
                <p>{t('reset.errors.expired')}</p>
              </ErrorBox>
            )}
            <EmailStep
              defaultEmail={flow.email}
              headingRef={headingRef}
              onSent={(email, smsResetKeyId) => {
                setExpired(false);
                dispatch({ type: 'codeSent', email, smsResetKeyId });
              }}
              onHaveCode={flow.smsResetKeyId ? () => dispatch({ type: 'next' }) : undefined}
            />
            <Note>
              <LinkButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN' })}>
                {t('reset.backToLogin')}
              </LinkButton>
            </Note>
          </>
        )}
        {flow.currentStep === 'Verification' && flow.smsResetKeyId && (
          <VerificationStep
            email={flow.email}
            smsResetKeyId={flow.smsResetKeyId}
            headingRef={headingRef}
            onVerified={(resetKey) => dispatch({ type: 'codeVerified', resetKey })}
            onResent={(smsResetKeyId) => dispatch({ type: 'codeSent', email: flow.email, smsResetKeyId })}
            onMaxAttempts={() => dispatch({ type: 'maxAttemptsReached' })}
            onExpired={restartExpired}
            onBack={() => dispatch({ type: 'previous' })}
          />
        )}
        {flow.currentStep === 'Password' && flow.resetKey && (
          <PasswordStep resetKey={flow.resetKey} headingRef={headingRef} onChanged={() => dispatch({ type: 'passwordChanged' })} onExpired={restartExpired} />
        )}
        {flow.currentStep === 'Complete' && (
          <>
            <StepHeading ref={headingRef}>{t('reset.complete.title')}</StepHeading>
            <p>{t('reset.complete.text')}</p>
            <Button $block type="button" onClick={toHomeAndLogIn}>
              {t('reset.complete.logIn')}
            </Button>
          </>
        )}
      </Card>
      {flow.maxAttemptsModal && (
        <Dialog title={t('reset.maxAttempts.title')} onClose={() => dispatch({ type: 'modalClosed' })} closeLabel={t('reset.maxAttempts.close')}>
          <p>{t('reset.maxAttempts.text')}</p>
          <Button $block type="button" onClick={() => dispatch({ type: 'modalClosed' })}>
            {t('reset.maxAttempts.restart')}
          </Button>
        </Dialog>
      )}
    </Page>
  );
}
