import { usePlatform } from '@casino/shared/parcel';
import { PASSWORD_RESET_STEPS } from '../../../lib/spec-constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../../components/step-indicator';
import { Card, Page } from '@casino/shared/ui';
import { LinkButton, Note } from '../../../components/ui';
import { EmailStep } from './email-step';

/**
 * `/reset-password`: the password reset wizard (spec 001 §3, §4: Email, Verification, Password,
 * Complete). This issue delivers the Email step and its confirmation; the link in the e-mail leads
 * to the later steps.
 */
export function PasswordResetWizard() {
  const { t } = useTranslation('account');
  const { bus } = usePlatform();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const sentHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const onSent = (address: string) => {
    setEmail(address);
    setSentTo(address);
  };

  return (
    <Page>
      <Card>
        {sentTo ? (
          <>
            <h1 id="reset-title" ref={sentHeading} tabIndex={-1}>
              {t('reset.sent.title')}
            </h1>
            <p>{t('reset.sent.text', { email: sentTo })}</p>
            <p>{t('reset.sent.spam')}</p>
            <Note>
              <LinkButton type="button" onClick={() => setSentTo(null)}>
                {t('reset.sent.useAnother')}
              </LinkButton>
            </Note>
          </>
        ) : (
          <>
            <h1 id="reset-title">{t('reset.title')}</h1>
            <StepIndicator steps={PASSWORD_RESET_STEPS.map((step) => t(`reset.steps.${step}`))} current={PASSWORD_RESET_STEPS.indexOf('Email')} />
            <EmailStep defaultEmail={email} onSent={onSent} />
            <Note>
              <LinkButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN' })}>
                {t('reset.backToLogin')}
              </LinkButton>
            </Note>
          </>
        )}
      </Card>
    </Page>
  );
}
