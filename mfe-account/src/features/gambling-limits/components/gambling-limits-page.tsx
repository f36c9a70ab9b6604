import { useBusState } from '@casino/shared/parcel';
import { Card, LoginPrompt, Muted, Page, theme } from '@casino/shared/ui';
import { LIMIT_TYPES } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { ExclusionSection } from './exclusion-section';
import { LimitSection } from './limit-section';
import { RealityCheckSection } from './reality-check-section';
import { TimeoutSection } from './timeout-section';

/**
 * `/my-account/gambling-limits` (spec 001 §2, §3, §4; issue 16): deposit, loss and session limits, the
 * reality check, time-out and self-exclusion. The host's guard 8 keeps risk-payout and suspended players out.
 */
export function GamblingLimitsPage() {
  const { t } = useTranslation('account');
  const session = useBusState('session');
  if (session.status !== 'Resolved') {
    return (
      <Page aria-busy="true">
        <Muted role="status">{t('account.loading')}</Muted>
      </Page>
    );
  }
  if (!session.authorized) {
    return (
      <Page>
        <Card>
          <LoginPrompt namespace="account" title={t('limits.title')} message={t('account.loginPrompt')} />
        </Card>
      </Page>
    );
  }
  return (
    <Page>
      <h1>{t('limits.title')}</h1>
      <p>{t('limits.intro')}</p>
      <Stack>
        {LIMIT_TYPES.map((type) => (
          <LimitSection key={type} type={type} />
        ))}
        <RealityCheckSection />
        <TimeoutSection />
        <ExclusionSection />
      </Stack>
    </Page>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;
