import { useBusState, usePlatform } from '@casino/shared/parcel';
import { normalisePlatformError, type FieldError } from '@casino/shared/platform';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxField, SelectField, TextField } from '../../../components/form-field';
import { Button } from '@casino/shared/ui';
import { FormAlert, LinkButton, Note } from '../../../components/ui';
import { countryOptions, phonePrefixOf } from '../../../lib/countries';
import { applyFieldErrors } from '../../../lib/field-errors';
import { useCreateRegistration } from '../api/create-registration';
import { defaultDetails, detailsSchema, REGISTRATION_FIELD_NAMES, toRegistrationPayload, type DetailsValues } from '../lib/details-schema';
import { signupErrorKey } from '../lib/signup-error';

interface FormProblem {
  key: string;
  unmatched: FieldError[];
}

/**
 * The sign-up wizard's Details step (spec 001 §3): country, e-mail, password, phone, and the terms,
 * cookie policy and marketing consents. A valid form is sent as `POST /player/registration`; what the
 * platform refuses is shown on the fields or above the form, and every typed value stays.
 */
export function DetailsStep() {
  const { t } = useTranslation('account');
  const { bus } = usePlatform();
  const locale = useBusState('locale');
  const countries = useMemo(() => countryOptions(locale.locale), [locale.locale]);
  const prefixes = useMemo(() => [...new Map(countries.map((country) => [country.value, country])).values()], [countries]);
  const registration = useCreateRegistration();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<DetailsValues>({ resolver: zodResolver(detailsSchema), defaultValues: defaultDetails(), mode: 'onTouched' });

  useEffect(() => {
    // The message sits above the form; a player who submitted at the bottom must see it. Field
    // errors from the platform take the focus themselves.
    if (problem && problem.key !== 'signup.errors.fields') alertRef.current?.focus();
  }, [problem]);

  const onSubmit = async (values: DetailsValues) => {
    setProblem(null);
    try {
      await registration.mutateAsync(toRegistrationPayload(values, locale.languageCode));
    } catch (error) {
      const platformError = normalisePlatformError(error);
      const unmatched = applyFieldErrors(platformError, setError, REGISTRATION_FIELD_NAMES);
      setProblem({ key: signupErrorKey(platformError), unmatched });
    }
  };

  const country = register('countryCode', {
    onChange: (event: { target: { value: string } }) => {
      // The prefix follows the country until the player picks one themselves.
      if (!getFieldState('phonePrefix').isDirty) setValue('phonePrefix', phonePrefixOf(event.target.value));
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="signup-title">
      {problem && (
        <FormAlert role="alert" ref={alertRef} tabIndex={-1}>
          <p>{t(problem.key)}</p>
          {problem.unmatched.length > 0 && (
            <ul>
              {problem.unmatched.map((fieldError) => (
                <li key={`${fieldError.field}-${fieldError.code}`}>{fieldError.message}</li>
              ))}
            </ul>
          )}
          {problem.key === 'signup.errors.alreadyExists' && (
            <LinkButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN' })}>
              {t('login.button')}
            </LinkButton>
          )}
        </FormAlert>
      )}

      <SelectField id="signup-country" label={t('signup.fields.country')} error={errors.countryCode} autoComplete="country" {...country}>
        {countries.map((option) => (
          <option key={option.id} value={option.id}>
            {option.countryName}
          </option>
        ))}
      </SelectField>

      <TextField
        id="signup-email"
        label={t('signup.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
        {...register('email')}
      />

      <TextField
        id="signup-password"
        label={t('signup.fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('signup.hints.password')}
        error={errors.password}
        {...register('password')}
      />

      <PhoneRow>
        <SelectField id="signup-phone-prefix" label={t('signup.fields.phonePrefix')} error={errors.phonePrefix} autoComplete="tel-country-code" {...register('phonePrefix')}>
          {prefixes.map((option) => (
            <option key={option.value} value={option.value} aria-label={option.label}>
              {option.value} {option.countryName}
            </option>
          ))}
        </SelectField>
        <TextField
          id="signup-phone-number"
          label={t('signup.fields.phoneNumber')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          hint={t('signup.hints.phoneNumber')}
          error={errors.phoneNumber}
          {...register('phoneNumber')}
        />
      </PhoneRow>

      <CheckboxField id="signup-terms" label={t('signup.fields.terms')} error={errors.terms} {...register('terms')} />
      <CheckboxField id="signup-cookie-policy" label={t('signup.fields.cookiePolicy')} error={errors.cookiePolicy} {...register('cookiePolicy')} />
      <CheckboxField id="signup-marketing" label={t('signup.fields.marketingOptIn')} error={errors.marketingOptIn} {...register('marketingOptIn')} />

      <Button $block type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>

      <Note>
        {t('signup.haveAccount')}{' '}
        <LinkButton type="button" onClick={() => bus.emit({ type: 'OPEN_LOGIN' })}>
          {t('login.button')}
        </LinkButton>
      </Note>
    </form>
  );
}

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space(3)};
`;
