import { Button, ErrorBox, Muted } from '@casino/shared/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../../../components/step-heading';
import { LOGIN_RETRY } from '../../../lib/spec-constants';
import { loginRetryDue, type SignupFlowState } from '../lib/signup-flow';

export interface CompleteStepProps {
  login: SignupFlowState['login'];
  headingRef: Ref<HTMLHeadingElement>;
  /** Opens the login dialog, for when the automatic login gave up. */
  onLogIn: () => void;
}

/**
 * The sign-up wizard's Complete step (spec 001 §4): the account is ready and the player is being logged
 * in (the host does it, and then lands them on the page they came from), up to 5 tries 3000 ms apart.
 * If every try fails the player logs in themselves.
 */
export function CompleteStep({ login, headingRef, onLogIn }: CompleteStepProps) {
  const { t } = useTranslation('account');
  const gaveUp = login.status === 'FAILURE' && !loginRetryDue({ currentStep: 'Complete', login });
  return (
    <>
      <StepHeading ref={headingRef}>{t('signup.complete.title')}</StepHeading>
      <p>{t('signup.complete.text')}</p>
      {gaveUp ? (
        <ErrorBox role="alert">
          <p>{t('signup.complete.loginFailed')}</p>
          <Button type="button" onClick={onLogIn}>
            {t('login.button')}
          </Button>
        </ErrorBox>
      ) : (
        <Muted role="status">
          {login.status === 'SUCCESS'
            ? t('signup.complete.loggedIn')
            : login.attempts > 1
              ? t('signup.complete.retrying', { attempt: login.attempts, total: LOGIN_RETRY.attempts })
              : t('signup.complete.loggingIn')}
        </Muted>
      )}
    </>
  );
}
