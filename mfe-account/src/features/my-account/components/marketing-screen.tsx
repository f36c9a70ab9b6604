import { normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, ErrorState } from '@casino/shared/ui';
import {
  COMMUNICATION_TYPES,
  MARKETING_CHANNELS,
  type MarketingPreferences,
  type MarketingPreferencesUpdateRequest,
} from '@casino/shared/wire';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AccountScreen, Section } from '../../../components/account-screen';
import { CheckboxField } from '../../../components/form-field';
import { FormProblem, type FormProblemState } from '../../../components/form-problem';
import { LoadingLine, SuccessNote } from '../../../components/status-note';
import { useMarketingPreferences, useUpdateMarketingPreferences } from '../api/marketing-preferences';
import { accountErrorKey } from '../lib/account-error';

/** `/my-account/account/marketing-preferences` (spec 000 §3 marketing channels × communication types). */
export function MarketingScreen() {
  const { t } = useTranslation('account');
  const preferences = useMarketingPreferences();
  return (
    <AccountScreen title={t('marketing.title')} intro={t('marketing.intro')} back>
      <Section>
        {preferences.isPending && <LoadingLine>{t('marketing.loading')}</LoadingLine>}
        {preferences.isError && (
          <ErrorState
            namespace="account"
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
          />
        )}
        {preferences.data && <MarketingForm preferences={preferences.data} />}
      </Section>
    </AccountScreen>
  );
}

/** The flags that differ from what the platform has: the body of the PATCH (none: nothing to send). */
export function changedPreferences(
  before: MarketingPreferences,
  after: MarketingPreferences,
): MarketingPreferencesUpdateRequest | null {
  const channels = Object.fromEntries(
    MARKETING_CHANNELS.filter(
      (channel) => before.subscriptionChannels[channel] !== after.subscriptionChannels[channel],
    ).map((channel) => [channel, after.subscriptionChannels[channel]]),
  );
  const communications = Object.fromEntries(
    COMMUNICATION_TYPES.filter(
      (type) => before.subscriptionCommunications[type] !== after.subscriptionCommunications[type],
    ).map((type) => [type, after.subscriptionCommunications[type]]),
  );
  const body: MarketingPreferencesUpdateRequest = {
    ...(Object.keys(channels).length ? { subscriptionChannels: channels } : {}),
    ...(Object.keys(communications).length ? { subscriptionCommunications: communications } : {}),
  };
  return Object.keys(body).length ? body : null;
}

/**
 * Two groups of checkboxes: by which channels, and about what. A message reaches the player by a channel
 * when both its channel and its type are on. Only the changed flags are sent (`PATCH`).
 */
function MarketingForm({ preferences }: { preferences: MarketingPreferences }) {
  const { t } = useTranslation('account');
  const update = useUpdateMarketingPreferences();
  const [problem, setProblem] = useState<FormProblemState | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<MarketingPreferences>({
    defaultValues: preferences,
  });

  const onSubmit = async (values: MarketingPreferences) => {
    setProblem(null);
    setNote(null);
    const body = changedPreferences(preferences, values);
    if (!body) {
      setNote('marketing.unchanged');
      return;
    }
    try {
      const saved = await update.mutateAsync(body);
      reset(saved);
      setNote('marketing.saved');
    } catch (error) {
      const platformError = normalisePlatformError(error);
      setProblem({ key: accountErrorKey(platformError), unmatched: platformError.fieldErrors });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <FormProblem problem={problem} />
      {note && <SuccessNote>{t(note)}</SuccessNote>}
      <Groups>
        <Group>
          <legend>{t('marketing.channelsLegend')}</legend>
          {MARKETING_CHANNELS.map((channel) => (
            <CheckboxField
              key={channel}
              id={`channel-${channel}`}
              label={t(`marketing.channels.${channel}`)}
              {...register(`subscriptionChannels.${channel}`)}
            />
          ))}
        </Group>
        <Group>
          <legend>{t('marketing.typesLegend')}</legend>
          {COMMUNICATION_TYPES.map((type) => (
            <CheckboxField
              key={type}
              id={`communication-${type}`}
              label={t(`marketing.types.${type}`)}
              {...register(`subscriptionCommunications.${type}`)}
            />
          ))}
        </Group>
      </Groups>
      <BusyButton type="submit" block busy={formState.isSubmitting} busyLabel={t('form.saving')}>
        {t('marketing.submit')}
      </BusyButton>
    </form>
  );
}

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-weight: 700;
  }
`;
