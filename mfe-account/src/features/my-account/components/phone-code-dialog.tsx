import { BusyButton, Dialog } from '@casino/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { smsCodeFormSchema, type SmsCodeFormValues } from '../lib/account-forms';

export interface PhoneCodeDialogProps {
  /** The new phone the code went to, E.164. */
  phone: string;
  /** The code is being checked. */
  busy: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
}

/**
 * The SMS code popup of a phone change (spec 001 §4): the six digits typed by the player. A code of the
 * wrong form is said on the field; what the platform answers is the phone form's to show (an error closes
 * this popup).
 */
export function PhoneCodeDialog({ phone, busy, onSubmit, onClose }: PhoneCodeDialogProps) {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SmsCodeFormValues>({ resolver: zodResolver(smsCodeFormSchema), defaultValues: { code: '' } });
  return (
    <Dialog title={t('phone.code.title')} onClose={onClose} closeLabel={t('form.close')}>
      <p>{t('phone.code.sent', { phone })}</p>
      <form noValidate onSubmit={(event) => void handleSubmit(({ code }) => onSubmit(code.trim()))(event)}>
        <TextField
          id="phone-code"
          label={t('phone.code.label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={errors.code}
          {...register('code')}
        />
        <BusyButton type="submit" block busy={busy} busyLabel={t('phone.code.checking')}>
          {t('phone.code.submit')}
        </BusyButton>
      </form>
    </Dialog>
  );
}
