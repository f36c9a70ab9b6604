import { normalisePlatformError } from '@casino/shared/platform';
import { usePlatform } from '@casino/shared/parcel';
import { BusyButton } from '@casino/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountScreen, Section } from '../../../components/account-screen';
import { TextField } from '../../../components/form-field';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { SuccessNote } from '../../../components/status-note';
import { applyFieldErrors } from '../../../lib/field-errors';
import { useChangePassword } from '../api/change-password';
import { accountErrorKey } from '../lib/account-error';
import { passwordFormSchema, type PasswordFormValues } from '../lib/account-forms';

const FIELD_NAMES = { oldPassword: 'oldPassword', newPassword: 'newPassword' } as const;
const OLD_PASSWORD_INCORRECT = 'password.errors.oldIncorrect';

/**
 * `/my-account/account/password` (spec 000 §2 password screen, spec 001 §7): the current password and the
 * new one twice, sent as `POST /player/password`. A wrong current password is a toast (spec 001 §8
 * `error.old_password.incorrect`), also shown on that field; nothing typed is lost on any error. After a
 * change the fields empty and a toast and a line say so.
 */
export function PasswordScreen() {
  const { t } = useTranslation('account');
  const { bus } = usePlatform();
  const change = useChangePassword();
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { oldPassword: '', newPassword: '', repeatPassword: '' },
    mode: 'onTouched',
  });

  const onSubmit = async ({ oldPassword, newPassword }: PasswordFormValues) => {
    setProblem(null);
    setSaved(false);
    try {
      await change.mutateAsync({ oldPassword, newPassword });
      reset();
      setSaved(true);
      bus.emit({ type: 'SHOW_TOAST', message: t('password.saved'), variant: 'success' });
    } catch (error) {
      const platformError = normalisePlatformError(error);
      const key = accountErrorKey(platformError);
      if (key === OLD_PASSWORD_INCORRECT) {
        bus.emit({ type: 'SHOW_TOAST', message: t(key), variant: 'error' });
        setError('oldPassword', { type: 'server', message: t(key) }, { shouldFocus: true });
        return;
      }
      const unmatched = applyFieldErrors(platformError, setError, FIELD_NAMES);
      setProblem({ key, unmatched });
    }
  };

  return (
    <AccountScreen title={t('password.title')} intro={t('password.intro')} back>
      <Section>
        <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          <FormProblem problem={problem} />
          {saved && <SuccessNote>{t('password.saved')}</SuccessNote>}
          <TextField
            id="old-password"
            type="password"
            label={t('password.old')}
            autoComplete="current-password"
            error={errors.oldPassword}
            {...register('oldPassword')}
          />
          <TextField
            id="new-password"
            type="password"
            label={t('password.new')}
            hint={t('password.hint')}
            autoComplete="new-password"
            error={errors.newPassword}
            {...register('newPassword')}
          />
          <TextField
            id="repeat-password"
            type="password"
            label={t('password.repeat')}
            autoComplete="new-password"
            error={errors.repeatPassword}
            {...register('repeatPassword')}
          />
          <BusyButton type="submit" block busy={isSubmitting} busyLabel={t('form.saving')}>
            {t('password.submit')}
          </BusyButton>
        </form>
      </Section>
    </AccountScreen>
  );
}
