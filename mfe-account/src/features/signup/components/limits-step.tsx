import { formatMinorMoney } from '@casino/shared/money';
import { useBusState } from '@casino/shared/parcel';
import { normalisePlatformError, type FieldError } from '@casino/shared/platform';
import { Button, SecondaryButton } from '@casino/shared/ui';
import { LIMIT_PERIODS, MAX_MONEY_LIMIT, MIN_MONEY_LIMIT, SESSION_LIMIT_MINUTES, type SignUpLimit } from '@casino/shared/wire';
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import type { FieldError as FormFieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SelectField, TextField } from '../../../components/form-field';
import { StepHeading } from '../../../components/step-heading';
import { FormAlert } from '../../../components/ui';
import { useSetSignUpLimits } from '../api/set-sign-up-limits';
import type { SignUpLimitsAsked } from '../lib/sign-up-limits';
import { checkSignUpLimits, emptySignUpLimitsDraft, signUpLimitOfField, type SignUpLimitError, type SignUpLimitsDraft } from '../lib/sign-up-limits-form';
import type { Registration } from '../lib/signup-flow';

/** The platform's code once the sign-up's limits are set (a second try after a reload): they are, so go on. */
const LIMITS_ALREADY_SET = 'error.registration.limits_already_set';

export interface LimitsStepProps {
  registration: Registration;
  /** What the market asks for (`signUpLimitsAskedOf` the registration's country). */
  asked: SignUpLimitsAsked;
  headingRef: Ref<HTMLHeadingElement>;
  /** The limits are set. */
  onSaved: () => void;
  /** "Not now", where the limit is only offered (the United Kingdom). */
  onSkipped: () => void;
}

/** A field's error for `TextField`/`SelectField`: a text key of ours, or the platform's own message. */
type StepFieldError = { type: 'client' | 'server'; message: string };

/**
 * The sign-up wizard's Limits step (issue 16 §5), before Complete where the account's market asks for limits
 * at sign-up: the Netherlands requires a deposit limit, a login-time limit and a balance limit before the
 * account is complete; the United Kingdom offers a deposit limit ("Not now" goes on). Sent as
 * `PUT /player/registration/limits` (minor units, minutes), checked first in the browser (1.00 to
 * 1,000,000.00; 30, 60 or 120 minutes); the platform's refusals show on their fields.
 */
export function LimitsStep({ registration, asked, headingRef, onSaved, onSkipped }: LimitsStepProps) {
  const { t } = useTranslation('account');
  const { market, locale } = useBusState('locale');
  const save = useSetSignUpLimits();
  const [draft, setDraft] = useState<SignUpLimitsDraft>(emptySignUpLimitsDraft);
  const [errors, setErrors] = useState<Partial<Record<SignUpLimit, StepFieldError>>>({});
  const [problem, setProblem] = useState<{ key: string; unmatched: FieldError[] } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const { currency } = asked;
  const min = formatMinorMoney(MIN_MONEY_LIMIT, currency, market);
  const max = formatMinorMoney(MAX_MONEY_LIMIT, currency, market);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  const edit = (change: Partial<SignUpLimitsDraft>) => setDraft((current) => ({ ...current, ...change }));
  const clientError = (error: SignUpLimitError): StepFieldError => ({ type: 'client', message: `signup.limits.errors.${error}` });
  const errorOf = (kind: SignUpLimit): FormFieldError | undefined => {
    const error = errors[kind];
    if (!error) return undefined;
    // Our keys are read here with the bounds filled in; `server` makes the field show the text as it is.
    return { type: 'server', message: error.type === 'client' ? t(error.message, { min, max }) : error.message } as FormFieldError;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = checkSignUpLimits(draft, asked.kinds, currency, locale);
    if (!checked.ok) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([kind, error]) => [kind, clientError(error)])));
      document.getElementById(`signup-limit-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ playerId: registration.playerId, ...checked.limits });
      onSaved();
    } catch (error) {
      const platformError = normalisePlatformError(error);
      if (platformError.code === LIMITS_ALREADY_SET) {
        onSaved();
        return;
      }
      const onFields: Partial<Record<SignUpLimit, StepFieldError>> = {};
      const unmatched = platformError.fieldErrors.filter((fieldError) => {
        const kind = signUpLimitOfField(fieldError.field);
        if (!kind || !asked.kinds.includes(kind)) return true;
        onFields[kind] = { type: 'server', message: fieldError.message };
        return false;
      });
      setErrors(onFields);
      const key = platformError.fieldErrors.length > 0 ? 'signup.limits.errors.fields' : platformError.kind === 'network' || platformError.kind === 'timeout' ? 'errors.network' : 'signup.limits.errors.save';
      setProblem({ key, unmatched });
    }
  };

  const busy = save.isPending;
  const periodOptions = LIMIT_PERIODS.map((period) => (
    <option key={period} value={period}>
      {t(`signup.limits.periods.${period}`)}
    </option>
  ));

  return (
    <>
      <StepHeading ref={headingRef}>{t(asked.required ? 'signup.limits.titleRequired' : 'signup.limits.titleOffered')}</StepHeading>
      <p>{t(asked.required ? 'signup.limits.introRequired' : 'signup.limits.introOffered')}</p>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('signup.steps.Limits')}>
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
        {asked.kinds.includes('deposit') && (
          <Limit>
            <legend>{t('signup.limits.deposit.legend')}</legend>
            <Hint>{t('signup.limits.deposit.hint')}</Hint>
            <Row>
              <SelectField id="signup-limit-deposit-period" label={t('signup.limits.period')} value={draft.depositPeriod} onChange={(event) => edit({ depositPeriod: event.target.value as SignUpLimitsDraft['depositPeriod'] })}>
                {periodOptions}
              </SelectField>
              <TextField
                id="signup-limit-deposit"
                label={t('signup.limits.amount', { currency })}
                inputMode="decimal"
                autoComplete="off"
                value={draft.deposit}
                onChange={(event) => edit({ deposit: event.target.value })}
                error={errorOf('deposit')}
              />
            </Row>
          </Limit>
        )}
        {asked.kinds.includes('loginTime') && (
          <Limit>
            <legend>{t('signup.limits.loginTime.legend')}</legend>
            <Hint>{t('signup.limits.loginTime.hint')}</Hint>
            <Row>
              <SelectField id="signup-limit-loginTime-period" label={t('signup.limits.period')} value={draft.loginTimePeriod} onChange={(event) => edit({ loginTimePeriod: event.target.value as SignUpLimitsDraft['loginTimePeriod'] })}>
                {periodOptions}
              </SelectField>
              <SelectField id="signup-limit-loginTime" label={t('signup.limits.time')} value={draft.loginTime} onChange={(event) => edit({ loginTime: event.target.value })} error={errorOf('loginTime')}>
                <option value="">{t('signup.limits.chooseTime')}</option>
                {SESSION_LIMIT_MINUTES.map((minutes) => (
                  <option key={minutes} value={String(minutes)}>
                    {t('signup.limits.minutes', { count: minutes })}
                  </option>
                ))}
              </SelectField>
            </Row>
          </Limit>
        )}
        {asked.kinds.includes('balance') && (
          <Limit>
            <legend>{t('signup.limits.balance.legend')}</legend>
            <Hint>{t('signup.limits.balance.hint')}</Hint>
            <TextField
              id="signup-limit-balance"
              label={t('signup.limits.amount', { currency })}
              inputMode="decimal"
              autoComplete="off"
              value={draft.balance}
              onChange={(event) => edit({ balance: event.target.value })}
              error={errorOf('balance')}
            />
          </Limit>
        )}
        <Actions>
          <Button $block type="submit" disabled={busy} aria-busy={busy}>
            {busy ? t('signup.limits.submitting') : t(asked.required ? 'signup.limits.submit' : 'signup.limits.submitOffered')}
          </Button>
          {!asked.required && (
            <SecondaryButton type="button" onClick={onSkipped} disabled={busy}>
              {t('signup.limits.notNow')}
            </SecondaryButton>
          )}
        </Actions>
      </form>
    </>
  );
}

const Limit = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  min-width: 0;

  legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const Row = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;
