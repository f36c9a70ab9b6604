import { normalisePlatformError } from '@casino/shared/platform';
import { Button } from '@casino/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@casino/shared-modules/zod';
import { TextField } from '../../../components/form-field';
import { StepHeading } from '../../../components/step-heading';
import { FormAlert, LinkButton, Note } from '../../../components/ui';
import { emailSchema } from '../../../lib/email-schema';
import { applyFieldErrors } from '../../../lib/field-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { passwordResetErrorKey } from '../lib/password-reset-error';

export const emailStepSchema = z.object({ email: emailSchema });
export type EmailStepValues = z.infer<typeof emailStepSchema>;

export interface EmailStepProps {
  /** The address the player typed last, kept when they come back or start again. */
  defaultEmail: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Called with the address and the code's id once the platform sent the code. */
  onSent: (email: string, smsResetKeyId: string) => void;
  /** A code for this address is out already: go on to type it without sending another. */
  onHaveCode?: () => void;
}

/**
 * Password reset, step Email (spec 001 §3 Password reset form): the account's e-mail, checked here and by
 * the platform, which sends a six-digit code (`POST /player/password_reset`). Everything typed stays.
 */
export function EmailStep({ defaultEmail, headingRef, onSent, onHaveCode }: EmailStepProps) {
  const { t } = useTranslation('account');
  const reset = useRequestPasswordReset();
  const [problem, setProblem] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailStepValues>({ resolver: zodResolver(emailStepSchema), defaultValues: { email: defaultEmail }, mode: 'onTouched' });

  useEffect(() => {
    // Field errors from the platform take the focus themselves; any other failure shows its message.
    if (problem && problem !== 'reset.errors.fields') alertRef.current?.focus();
  }, [problem]);

  const onSubmit = async ({ email }: EmailStepValues) => {
    setProblem(null);
    try {
      const sent = await reset.mutateAsync(email.trim());
      onSent(email.trim(), sent.smsResetKeyId);
    } catch (error) {
      const platformError = normalisePlatformError(error);
      applyFieldErrors(platformError, setError, { email: 'email' });
      setProblem(passwordResetErrorKey(platformError));
    }
  };

  return (
    <>
      <StepHeading ref={headingRef}>{t('reset.email.title')}</StepHeading>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('reset.email.title')}>
        {problem && (
          <FormAlert role="alert" ref={alertRef} tabIndex={-1}>
            <p>{t(problem)}</p>
          </FormAlert>
        )}
        <p>{t('reset.email.intro')}</p>
        <TextField id="reset-email" label={t('reset.fields.email')} type="email" autoComplete="email" inputMode="email" error={errors.email} {...register('email')} />
        <Button $block type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('reset.email.submitting') : t('reset.email.submit')}
        </Button>
        {onHaveCode && (
          <Note>
            <LinkButton type="button" onClick={onHaveCode}>
              {t('reset.email.haveCode')}
            </LinkButton>
          </Note>
        )}
      </form>
    </>
  );
}
