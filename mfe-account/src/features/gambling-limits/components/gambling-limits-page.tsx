import { theme } from '@casino/shared/ui';
import { LIMIT_TYPES } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { AccountScreen } from '../../../components/account-screen';
import { BalanceLimitSection } from './balance-limit-section';
import { ExclusionSection } from './exclusion-section';
import { LimitSection } from './limit-section';
import { RealityCheckSection } from './reality-check-section';
import { TimeoutSection } from './timeout-section';

/**
 * `/my-account/gambling-limits` (spec 001 §2, §3, §4; issue 16): deposit, loss and session limits, the
 * balance limit (when the player has one), the reality check, time-out and self-exclusion, in the account area's frame (a logged-in player only: the
 * area's `PlayerOnly` asks a visitor to log in). The host's guard 8 keeps risk-payout and suspended players
 * out.
 */
export function GamblingLimitsPage() {
  const { t } = useTranslation('account');
  return (
    <AccountScreen title={t('limits.title')} intro={t('limits.intro')}>
      <Stack>
        {LIMIT_TYPES.map((type) => (
          <LimitSection key={type} type={type} />
        ))}
        <BalanceLimitSection />
        <RealityCheckSection />
        <TimeoutSection />
        <ExclusionSection />
      </Stack>
    </AccountScreen>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
`;
