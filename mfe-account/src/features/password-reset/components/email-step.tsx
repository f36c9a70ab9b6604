import { normalisePlatformError } from '@casino/shared/platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextField } from '../../../components/form-field';
import { Button } from '@casino/shared/ui';
import { FormAlert } from '../../../components/ui';
import { emailSchema } from '../../../lib/email-schema';
import { applyFieldErrors } from '../../../lib/field-errors';
import { useRequestPasswordReset } from '../api/request-password-reset';

const emailStepSchema = z.object({ email: emailSchema });
type EmailStepValues = z.infer<typeof emailStepSchema>;

/** The message key for a failed reset request (spec 001 §8: `error.password.reset` and the rest). */
export function passwordResetErrorKey(error: unknown): string {
  const platformError = normalisePlatformError(error);
  if (platformError.fieldErrors.length > 0) return 'reset.errors.fields';
  if (platformError.code === 'sms.max.attempts.reached') return 'reset.errors.tooManyAttempts';
  if (platformError.kind === 'network' || platformError.kind === 'timeout') return 'errors.network';
  return 'reset.errors.unhandled';
}

export interface EmailStepProps {
  /** The address the player typed last, kept when they come back to change it. */
  defaultEmail: string;
  /** Called with the address once the platform accepted the request. */
  onSent: (email: string) => void;
}

/** Password reset, step Email (spec 001 §3): the player's e-mail, checked here and by the platform. */
export function EmailStep({ defaultEmail, onSent }: EmailStepProps) {
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
      await reset.mutateAsync(email);
      onSent(email);
    } catch (error) {
      const platformError = normalisePlatformError(error);
      applyFieldErrors(platformError, setError, { email: 'email' });
      setProblem(passwordResetErrorKey(platformError));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="reset-title">
      {problem && (
        <FormAlert role="alert" ref={alertRef} tabIndex={-1}>
          <p>{t(problem)}</p>
        </FormAlert>
      )}
      <p>{t('reset.intro')}</p>
      <TextField id="reset-email" label={t('reset.fields.email')} type="email" autoComplete="email" inputMode="email" error={errors.email} {...register('email')} />
      <Button $block type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
