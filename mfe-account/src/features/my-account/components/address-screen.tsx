import { normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, ErrorState } from '@casino/shared/ui';
import type { PostalAddress } from '@casino/shared/wire';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AccountScreen, Section } from '../../../components/account-screen';
import { TextField } from '../../../components/form-field';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { LoadingLine, SuccessNote } from '../../../components/status-note';
import { applyFieldErrors } from '../../../lib/field-errors';
import { usePersonalDetails } from '../api/get-personal-details';
import { useUpdateAddress } from '../api/update-address';
import { accountErrorKey } from '../lib/account-error';
import { addressFormSchema, type AddressFormValues } from '../lib/account-forms';

/** `/my-account/account/address` (spec 000 §2 address screen): street address, postal code and city. */
export function AddressScreen() {
  const { t } = useTranslation('account');
  const details = usePersonalDetails();
  return (
    <AccountScreen title={t('details.address.title')} intro={t('details.address.intro')} back>
      <Section>
        {details.isPending && <LoadingLine>{t('details.loading')}</LoadingLine>}
        {details.isError && (
          <ErrorState
            namespace="account"
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        )}
        {details.data && <AddressForm address={details.data.address} />}
      </Section>
    </AccountScreen>
  );
}

const FIELD_NAMES = { address: 'address', city: 'city', postalCode: 'postalCode' } as const;

/**
 * The address form: checked on the client, sent as `POST /player/address`; the platform's field errors
 * show on their fields and every typed value stays after any error.
 */
function AddressForm({ address }: { address: PostalAddress }) {
  const { t } = useTranslation('account');
  const update = useUpdateAddress();
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: { address: address.address, city: address.city, postalCode: address.postalCode },
    mode: 'onTouched',
  });

  const onSubmit = async (values: AddressFormValues) => {
    setProblem(null);
    setSaved(false);
    try {
      await update.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      const platformError = normalisePlatformError(error);
      const unmatched = applyFieldErrors(platformError, setError, FIELD_NAMES);
      setProblem({ key: accountErrorKey(platformError), unmatched });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormProblem problem={problem} />
      {saved && <SuccessNote>{t('details.address.saved')}</SuccessNote>}
      <TextField
        id="address-street"
        label={t('details.address.street')}
        autoComplete="street-address"
        error={errors.address}
        {...register('address')}
      />
      <TextField
        id="address-postal-code"
        label={t('details.address.postalCode')}
        autoComplete="postal-code"
        error={errors.postalCode}
        {...register('postalCode')}
      />
      <TextField
        id="address-city"
        label={t('details.address.city')}
        autoComplete="address-level2"
        error={errors.city}
        {...register('city')}
      />
      <BusyButton type="submit" block busy={isSubmitting} busyLabel={t('form.saving')}>
        {t('details.address.submit')}
      </BusyButton>
    </form>
  );
}
