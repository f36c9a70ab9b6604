import { useBusState, usePlatform } from '@casino/shared/parcel';
import { normalisePlatformError, type FieldError } from '@casino/shared/platform';
import { Button } from '@casino/shared/ui';
import type { MarketRiskSetting } from '@casino/shared/wire';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxField, SelectField, TextField } from '../../../components/form-field';
import { StepHeading } from '../../../components/step-heading';
import { FormAlert, LinkButton, Note } from '../../../components/ui';
import { countryOptions, phonePrefixOf } from '../../../lib/countries';
import { applyFieldErrors } from '../../../lib/field-errors';
import { useCreateRegistration } from '../api/create-registration';
import { getMarketRiskSettingQueryOptions } from '../api/get-market-risk-setting';
import { captchaToken } from '../lib/captcha';
import { loadMarketRules } from '../lib/market-rules';
import { CPF_COUNTRY, detailsSchema, REGISTRATION_FIELD_NAMES, toRegistrationPayload, type DetailsValues } from '../lib/details-schema';
import { signupErrorOf } from '../lib/signup-error';
import { registrationOf, type DuplicateReason, type Registration } from '../lib/signup-flow';

interface FormProblem {
  key: string;
  unmatched: FieldError[];
}

export interface DetailsStepProps {
  /** What the player typed before (coming back from Unsupported or Duplicated), else the defaults. */
  defaultValues: DetailsValues;
  headingRef: Ref<HTMLHeadingElement>;
  /** The platform created the account. */
  onRegistered: (values: DetailsValues, registration: Registration) => void;
  /** The country's risk setting, checked before the registration (spec 001 §3 Progress). */
  onRiskChecked: (values: DetailsValues, setting: MarketRiskSetting) => void;
  /** The player already exists (spec 001 §8). */
  onDuplicated: (values: DetailsValues, reason: DuplicateReason) => void;
  /** "Already have an account? Log in". */
  onLogIn: () => void;
}

/**
 * The sign-up wizard's Details step (spec 001 §3): country, e-mail, password, phone (the picker from the
 * country list, default Finland), the cpf for Brazil, and the terms, cookie policy and marketing
 * consents. On submit the country's risk setting is read (`UNSUPPORTED` ends here), then the account is
 * created with `POST /player/registration`, the captcha token and country headers. What the platform
 * refuses is shown on the fields or above the form; every typed value stays.
 */
export function DetailsStep({ defaultValues, headingRef, onRegistered, onRiskChecked, onDuplicated, onLogIn }: DetailsStepProps) {
  const { t } = useTranslation('account');
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const locale = useBusState('locale');
  const accessContext = useBusState('accessContext');
  const countries = useMemo(() => countryOptions(locale.locale), [locale.locale]);
  // One option per prefix (+1 is Canada's and the United States'): the first country by name names it.
  const prefixes = useMemo(() => countries.filter((country, index) => countries.findIndex((other) => other.value === country.value) === index), [countries]);
  const registration = useCreateRegistration();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<DetailsValues>({ resolver: zodResolver(detailsSchema), defaultValues, mode: 'onTouched' });
  const countryCode = watch('countryCode');

  useEffect(() => {
    // The message sits above the form; a player who submitted at the bottom must see it. Field
    // errors from the platform take the focus themselves.
    if (problem && problem.key !== 'signup.errors.fields') alertRef.current?.focus();
  }, [problem]);

  const onSubmit = async (values: DetailsValues) => {
    setProblem(null);
    // A risk setting that cannot be read does not stop the sign-up: the platform decides again.
    // The market rules (what it asks for at sign-up) come beside the risk check, not in the start (issue 19); a
    // chunk that cannot be had stops here, before the account is created, with the unhandled message.
    const [risk, rules] = await Promise.all([
      queryClient.fetchQuery(getMarketRiskSettingQueryOptions(http, values.countryCode)).catch(() => null),
      loadMarketRules().catch(() => null),
    ]);
    if (!rules) {
      setProblem({ key: 'signup.errors.unhandled', unmatched: [] });
      return;
    }
    if (risk) onRiskChecked(values, risk);
    if (risk?.marketRiskSetting === 'UNSUPPORTED') return;
    const payload = toRegistrationPayload(values, locale.languageCode);
    try {
      const result = await registration.mutateAsync({ payload, headers: { captchaToken: captchaToken(), countryCode: accessContext?.countryCode ?? values.countryCode } });
      onRegistered(values, registrationOf(result, payload, rules.signUpLimitsAskedOf(payload.countryCode)));
    } catch (error) {
      const view = signupErrorOf(error);
      if (view.duplicate) {
        onDuplicated(values, view.duplicate);
        return;
      }
      const unmatched = applyFieldErrors(normalisePlatformError(error), setError, REGISTRATION_FIELD_NAMES);
      if (view.field) setError(view.field.name, { type: 'server', message: t(view.field.key) }, { shouldFocus: true });
      setProblem({ key: view.key, unmatched });
    }
  };

  const country = register('countryCode', {
    onChange: (event: { target: { value: string } }) => {
      // The prefix follows the country until the player picks one themselves.
      if (!getFieldState('phonePrefix').isDirty) setValue('phonePrefix', phonePrefixOf(event.target.value));
    },
  });

  return (
    <>
      <StepHeading ref={headingRef}>{t('signup.details.title')}</StepHeading>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('signup.details.title')}>
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
          </FormAlert>
        )}

        <SelectField id="signup-country" label={t('signup.fields.country')} error={errors.countryCode} autoComplete="country" {...country}>
          {countries.map((option) => (
            <option key={option.id} value={option.id}>
              {option.countryName}
            </option>
          ))}
        </SelectField>

        <TextField id="signup-email" label={t('signup.fields.email')} type="email" autoComplete="email" inputMode="email" error={errors.email} {...register('email')} />

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

        {countryCode === CPF_COUNTRY && (
          <TextField id="signup-cpf" label={t('signup.fields.cpf')} inputMode="numeric" hint={t('signup.hints.cpf')} error={errors.cpf} {...register('cpf')} />
        )}

        <CheckboxField id="signup-terms" label={t('signup.fields.terms')} error={errors.terms} {...register('terms')} />
        <CheckboxField id="signup-cookie-policy" label={t('signup.fields.cookiePolicy')} error={errors.cookiePolicy} {...register('cookiePolicy')} />
        <CheckboxField id="signup-marketing" label={t('signup.fields.marketingOptIn')} error={errors.marketingOptIn} {...register('marketingOptIn')} />

        <Button $block type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('signup.submitting') : t('signup.submit')}
        </Button>

        <Note>
          {t('signup.haveAccount')}{' '}
          <LinkButton type="button" onClick={onLogIn}>
            {t('login.button')}
          </LinkButton>
        </Note>
      </form>
    </>
  );
}

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.space(3)};
`;
