import { normalisePlatformError, type FieldError } from '@casino/shared/platform';
import { Button } from '@casino/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField } from '../../../components/form-field';
import { StepHeading } from '../../../components/step-heading';
import { FormAlert } from '../../../components/ui';
import { applyFieldErrors } from '../../../lib/field-errors';
import { useUpdateRegistration } from '../api/update-registration';
import { contactInfoSchema, defaultContactInfo, PROFILE_FIELD_NAMES, toProfileUpdate, type ContactInfoValues } from '../lib/contact-info-schema';
import { signupErrorOf } from '../lib/signup-error';
import type { DuplicateReason, Registration } from '../lib/signup-flow';

interface FormProblem {
  key: string;
  unmatched: FieldError[];
}

export interface ContactInfoStepProps {
  registration: Registration;
  /** What the player typed before (coming back to this step); without it, the empty form (`defaultContactInfo`). */
  defaultValues?: ContactInfoValues;
  headingRef: Ref<HTMLHeadingElement>;
  /** The platform took the profile update. */
  onUpdated: (values: ContactInfoValues) => void;
  /** The platform found the same person registered already (spec 001 §8). */
  onDuplicated: (values: ContactInfoValues, reason: DuplicateReason) => void;
}

/**
 * The sign-up wizard's ContactInfo step (spec 001 §3 Profile update payload): first and last name, date
 * of birth, street address, postal code and city, sent as `PUT /player/registration` with the date as
 * `yyyy-MM-dd` and the registration's phone, country and language. Refusals show on the fields or above
 * the form; every typed value stays.
 */
export function ContactInfoStep({ registration, defaultValues, headingRef, onUpdated, onDuplicated }: ContactInfoStepProps) {
  const { t } = useTranslation('account');
  const update = useUpdateRegistration();
  const schema = useMemo(() => contactInfoSchema(), []);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInfoValues>({ resolver: zodResolver(schema), defaultValues: defaultValues ?? defaultContactInfo(), mode: 'onTouched' });

  useEffect(() => {
    if (problem && problem.key !== 'signup.errors.fields') alertRef.current?.focus();
  }, [problem]);

  const onSubmit = async (values: ContactInfoValues) => {
    setProblem(null);
    try {
      await update.mutateAsync(toProfileUpdate(values, registration));
      onUpdated(values);
    } catch (error) {
      const view = signupErrorOf(error);
      if (view.duplicate) {
        onDuplicated(values, view.duplicate);
        return;
      }
      const unmatched = applyFieldErrors(normalisePlatformError(error), setError, PROFILE_FIELD_NAMES);
      setProblem({ key: view.key, unmatched });
    }
  };

  return (
    <>
      <StepHeading ref={headingRef}>{t('signup.contact.title')}</StepHeading>
      <p>{t('signup.contact.intro')}</p>
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('signup.contact.title')}>
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
        <Row>
          <TextField id="signup-first-name" label={t('signup.fields.firstName')} autoComplete="given-name" error={errors.firstName} {...register('firstName')} />
          <TextField id="signup-last-name" label={t('signup.fields.lastName')} autoComplete="family-name" error={errors.lastName} {...register('lastName')} />
        </Row>
        <TextField
          id="signup-date-of-birth"
          label={t('signup.fields.dateOfBirth')}
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('signup.hints.datePlaceholder')}
          hint={t('signup.hints.dateOfBirth')}
          error={errors.dateOfBirth}
          {...register('dateOfBirth')}
        />
        <TextField id="signup-address" label={t('signup.fields.address')} autoComplete="street-address" error={errors.address} {...register('address')} />
        <Row>
          <TextField id="signup-postal-code" label={t('signup.fields.postalCode')} autoComplete="postal-code" error={errors.postalCode} {...register('postalCode')} />
          <TextField id="signup-city" label={t('signup.fields.city')} autoComplete="address-level2" error={errors.city} {...register('city')} />
        </Row>
        <Button $block type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting ? t('signup.contact.submitting') : t('signup.contact.submit')}
        </Button>
      </form>
    </>
  );
}

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
