import { normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, ErrorState } from '@casino/shared/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountScreen, Section } from '../../../components/account-screen';
import { CheckboxField } from '../../../components/form-field';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { LoadingLine, SuccessNote } from '../../../components/status-note';
import { useCookieConsent, useUpdateCookieConsent, type CookieConsentAnswer } from '../api/cookie-consent';
import { accountErrorKey } from '../lib/account-error';

/**
 * `/my-account/account/cookies` (spec 000 §3 Cookie consent): the player's stored consent on the
 * platform (`GET` and `PATCH /player/cookies/consent`). Essentials are always on; performance and
 * functional, and marketing, the player chooses.
 */
export function CookieConsentScreen() {
  const { t } = useTranslation('account');
  const consent = useCookieConsent();
  return (
    <AccountScreen title={t('cookies.title')} intro={t('cookies.intro')} back>
      <Section>
        {consent.isPending && <LoadingLine>{t('cookies.loading')}</LoadingLine>}
        {consent.isError && (
          <ErrorState
            namespace="account"
            onRetry={() => void consent.refetch()}
            retrying={consent.isFetching}
          />
        )}
        {consent.data && <ConsentForm consent={consent.data} />}
      </Section>
    </AccountScreen>
  );
}

type ConsentValues = Pick<CookieConsentAnswer, 'performanceFunctional' | 'marketing'>;

function ConsentForm({ consent }: { consent: CookieConsentAnswer }) {
  const { t } = useTranslation('account');
  const update = useUpdateCookieConsent();
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<ConsentValues>({
    defaultValues: { performanceFunctional: consent.performanceFunctional, marketing: consent.marketing },
  });

  const onSubmit = async (values: ConsentValues) => {
    setProblem(null);
    setSaved(false);
    try {
      const answer = await update.mutateAsync({ consentId: consent.consentId, essentials: true, ...values });
      reset({ performanceFunctional: answer.performanceFunctional, marketing: answer.marketing });
      setSaved(true);
    } catch (error) {
      const platformError = normalisePlatformError(error);
      setProblem({ key: accountErrorKey(platformError), unmatched: platformError.fieldErrors });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormProblem problem={problem} />
      {saved && <SuccessNote>{t('cookies.saved')}</SuccessNote>}
      <CheckboxField
        id="cookies-essentials"
        label={t('cookies.essentials')}
        checked
        disabled
        aria-describedby="cookies-essentials-hint"
        readOnly
      />
      <Hint id="cookies-essentials-hint">{t('cookies.essentialsHint')}</Hint>
      <CheckboxField
        id="cookies-performance"
        label={t('cookies.performanceFunctional')}
        {...register('performanceFunctional')}
      />
      <CheckboxField id="cookies-marketing" label={t('cookies.marketing')} {...register('marketing')} />
      <BusyButton type="submit" block busy={formState.isSubmitting} busyLabel={t('form.saving')}>
        {t('cookies.submit')}
      </BusyButton>
    </form>
  );
}

const Hint = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)} 34px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;
