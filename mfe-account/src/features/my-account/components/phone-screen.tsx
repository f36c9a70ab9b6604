import { normalisePlatformError } from '@casino/shared/platform';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { BusyButton, ErrorState } from '@casino/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountScreen, Section } from '../../../components/account-screen';
import { SelectField, TextField } from '../../../components/form-field';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { LoadingLine, SuccessNote } from '../../../components/status-note';
import { countryOptions, phonePrefixOf } from '../../../lib/countries';
import { DEFAULT_SIGNUP_COUNTRY } from '../../../lib/spec-constants';
import { usePersonalDetails } from '../api/get-personal-details';
import { useRequestPhoneCode, useVerifyAndSavePhone } from '../api/change-phone';
import { accountErrorKey } from '../lib/account-error';
import { phoneFormSchema, type PhoneFormValues } from '../lib/account-forms';
import {
  initialPhoneChange,
  phoneChangeReducer,
  splitPhone,
  toE164,
  type PhoneParts,
} from '../lib/phone-change';
import { PhoneCodeDialog } from './phone-code-dialog';

/** `/my-account/account/phone` (spec 000 §2 phone screen, spec 001 §4 Phone change). */
export function PhoneScreen() {
  const { t } = useTranslation('account');
  const details = usePersonalDetails();
  return (
    <AccountScreen title={t('phone.title')} intro={t('phone.intro')} back>
      <Section>
        {details.isPending && <LoadingLine>{t('details.loading')}</LoadingLine>}
        {details.isError && (
          <ErrorState
            namespace="account"
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        )}
        {details.data && (
          <PhoneForm stored={splitPhone(details.data.mobilePhone, phonePrefixOf(DEFAULT_SIGNUP_COUNTRY))} />
        )}
      </Section>
    </AccountScreen>
  );
}

/**
 * The new phone, then the SMS code popup (the shared `Dialog`) with the verification id the request
 * answered. The state is `phoneChangeReducer`: an error closes the popup and shows above the form with
 * the typed phone kept; a changed prefix or body clears SMS max attempts (spec 001 §5).
 */
function PhoneForm({ stored }: { stored: PhoneParts }) {
  const { t } = useTranslation('account');
  const { bus } = usePlatform();
  const locale = useBusState('locale');
  const prefixes = useMemo(
    () => [...new Map(countryOptions(locale.locale).map((country) => [country.value, country])).values()],
    [locale.locale],
  );
  const [state, dispatch] = useReducer(phoneChangeReducer, stored, initialPhoneChange);
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const requestCode = useRequestPhoneCode();
  const verifyAndSave = useVerifyAndSavePhone();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema),
    defaultValues: stored,
    mode: 'onTouched',
  });
  const [prefix, body] = useWatch({ control, name: ['prefix', 'body'] });

  useEffect(() => {
    dispatch({ type: 'edit', phone: { prefix, body: body.replace(/[\s-]/g, '') } });
  }, [prefix, body]);

  const fail = (error: unknown) => {
    const platformError = normalisePlatformError(error);
    dispatch({ type: 'failed', code: platformError.code ?? null });
    setProblem({ key: accountErrorKey(platformError), unmatched: platformError.fieldErrors });
  };

  const onSubmit = async (values: PhoneFormValues) => {
    setProblem(null);
    if (!state.changed) {
      setError('body', { type: 'server', message: t('phone.errors.sameAsStored') }, { shouldFocus: true });
      return;
    }
    if (state.smsMaxAttempts) {
      setProblem({ key: 'phone.errors.maxAttempts', unmatched: [] });
      return;
    }
    dispatch({ type: 'request' });
    try {
      const answer = await requestCode.mutateAsync({ mobilePhone: toE164(values) });
      dispatch({ type: 'requested', smsVerificationId: answer.smsVerificationId });
    } catch (error) {
      fail(error);
    }
  };

  const onCode = async (code: string) => {
    if (!state.smsVerificationId) return;
    dispatch({ type: 'verify' });
    try {
      await verifyAndSave.mutateAsync({
        verification: { smsVerificationId: state.smsVerificationId, code },
        mobilePhone: toE164(state.current),
      });
      dispatch({ type: 'succeeded', stored: state.current });
      bus.emit({ type: 'SHOW_TOAST', message: t('phone.saved'), variant: 'success' });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
        <FormProblem problem={problem} />
        {state.status === 'SUCCESS' && <SuccessNote>{t('phone.saved')}</SuccessNote>}
        <PhoneRow>
          <SelectField
            id="phone-prefix"
            label={t('phone.prefix')}
            autoComplete="tel-country-code"
            error={errors.prefix}
            {...register('prefix')}
          >
            {prefixes.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </SelectField>
          <TextField
            id="phone-body"
            label={t('phone.number')}
            hint={t('phone.hint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            error={errors.body}
            {...register('body')}
          />
        </PhoneRow>
        <BusyButton type="submit" block busy={state.status === 'REQUESTING'} busyLabel={t('phone.sending')}>
          {t('phone.submit')}
        </BusyButton>
      </form>
      {state.popupOpen && (
        <PhoneCodeDialog
          phone={toE164(state.current)}
          busy={state.status === 'VERIFYING'}
          onSubmit={(code) => void onCode(code)}
          onClose={() => dispatch({ type: 'close' })}
        />
      )}
    </>
  );
}

const PhoneRow = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  }
`;
