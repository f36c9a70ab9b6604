import { normalisePlatformError } from '@casino/shared/platform';
import { Button } from '@casino/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { StepHeading } from '../../../components/step-heading';
import { FormAlert } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/field-errors';
import { useSetNewPassword } from '../api/set-new-password';
import { newPasswordFormSchema, type NewPasswordValues } from '../lib/new-password-schema';
import { passwordResetErrorKey, RESET_EXPIRED } from '../lib/password-reset-error';

export interface PasswordStepProps {
  resetKey: string;
  headingRef: Ref<HTMLHeadingElement>;
  onChanged: () => void;
  /** `error.password.reset`: the key is used up or expired; start again. */
  onExpired: () => void;
}

/**
 * Password reset, step Password (spec 001 §3, §7 `password_reset/new_password`): the new password twice,
 * by the sign-up's rules. An expired key starts the reset again; other refusals show on the field or
 * above the form, and what was typed stays.
 */
export function PasswordStep({ resetKey, headingRef, onChanged, onExpired }: PasswordStepProps) {
  const { t } = useTranslation('account');
  const setPassword = useSetNewPassword();
  const [problem, setProblem] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' }, mode: 'onTouched' });

  useEffect(() => {
    if (problem && problem !== 'reset.errors.fields') alertRef.current?.focus();
  }, [problem]);

  const onSubmit = async ({ password }: NewPasswordValues) => {
    setProblem(null);
    try {
      await setPassword.mutateAsync({ resetKey, password });
      onChanged();
    } catch (error) {
      const platformError = normalisePlatformError(error);
      if (platformError.code === RESET_EXPIRED) {
        onExpired();
        return;
      }
      applyFieldErrors(platformError, setError, { password: 'password' });
      setProblem(passwordResetErrorKey(platformError));
    }
  };

  return (
    <>
      <StepHeading ref={headingRef}>{t('reset.password.title')}</StepHeading>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('reset.password.title')}>
        {problem && (
          <FormAlert role="alert" ref={alertRef} tabIndex={-1}>
            <p>{t(problem)}</p>
          </FormAlert>
        )}
        <TextField
          id="reset-password"
          label={t('reset.fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('reset.hints.password')}
          error={errors.password}
          {...register('password')}
        />
        <TextField
          id="reset-confirm-password"
          label={t('reset.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword}
          {...register('confirmPassword')}
        />
        <Button $block type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('reset.password.submitting') : t('reset.password.submit')}
        </Button>
      </form>
    </>
  );
}
