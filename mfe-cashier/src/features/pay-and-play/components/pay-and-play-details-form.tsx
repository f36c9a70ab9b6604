import { normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, ErrorBox, TextField } from '@casino/shared/ui';
import { payAndPlayUpdateRequestSchema } from '@casino/shared/wire';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@casino/shared-modules/zod';
import { useUpdatePlayer } from '../api/update-player';

const detailsSchema = z.omit(payAndPlayUpdateRequestSchema, { sessionId: true });
type Details = z.infer<typeof detailsSchema>;
const FIELDS = ['email', 'mobilePhone'] as const;

export interface PayAndPlayDetailsFormProps {
  /** The pay-and-play session the details belong to. */
  sessionId: string;
  onStarted: () => void;
  onSaved: () => void;
  /** The update failed with this message (field errors show on their fields as well). */
  onFailed: (message: string) => void;
}

/**
 * The sign-up form for what pay-and-play does not give (spec 001 §4: "success of the final step leads
 * to showing the sign-up form"): e-mail and mobile phone, checked with the wire schema before any call
 * and by the platform after (`POST /paynplay/player/update`; its field errors land on their fields).
 * What the player typed stays when anything fails.
 */
export function PayAndPlayDetailsForm({ sessionId, onStarted, onSaved, onFailed }: PayAndPlayDetailsFormProps) {
  const { t } = useTranslation('cashier');
  const update = useUpdatePlayer();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Details>({ resolver: zodResolver(detailsSchema), defaultValues: { email: '', mobilePhone: '' } });

  const save = handleSubmit(async (details) => {
    onStarted();
    try {
      await update.mutateAsync({ sessionId, ...details });
      onSaved();
    } catch (error) {
      const platformError = normalisePlatformError(error);
      for (const fieldError of platformError.fieldErrors) {
        const field = FIELDS.find((name) => name === fieldError.field);
        if (field) setError(field, { message: fieldError.message });
      }
      onFailed(platformError.message);
    }
  });

  return (
    <form noValidate aria-label={t('payAndPlay.details.form')} onSubmit={(event) => void save(event)}>
      <p>{t('payAndPlay.details.intro')}</p>
      {update.isError && (
        <ErrorBox role="alert">
          <p>{t('payAndPlay.failed.updatePlayer')}</p>
        </ErrorBox>
      )}
      <TextField id="pnp-email" label={t('payAndPlay.details.email')} type="email" autoComplete="email" errorText={errors.email ? t('payAndPlay.details.emailInvalid') : undefined} {...register('email')} />
      <TextField
        id="pnp-phone"
        label={t('payAndPlay.details.mobilePhone')}
        hint={t('payAndPlay.details.mobilePhoneHint')}
        type="tel"
        autoComplete="tel"
        errorText={errors.mobilePhone ? t('payAndPlay.details.mobilePhoneInvalid') : undefined}
        {...register('mobilePhone')}
      />
      <BusyButton block type="submit" busy={isSubmitting} busyLabel={t('payAndPlay.details.saving')}>
        {t('payAndPlay.details.save')}
      </BusyButton>
    </form>
  );
}
