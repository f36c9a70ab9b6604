import { useBusState } from '@casino/shared/parcel';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import { EmptyState, ErrorBox, ErrorState, Muted, Page, SecondaryButton, SiteLink, navItem } from '@casino/shared/ui';
import type { Reward } from '@casino/shared/wire';
import { useTranslation } from 'react-i18next';
import { NavLink, Route, Routes } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { useFreeSpins } from '../api/get-free-spins';
import { useRewards } from '../api/get-rewards';
import type { ClaimFlow } from '../hooks/use-claim-flow';
import { useRewardActions } from '../hooks/use-reward-actions';
import { ClaimFlowDialogs } from './forfeit-dialogs';
import { failureText } from './failure-text';
import { RewardCard, isFreeSpinReward } from './reward-card';
import { SportsbookBonuses } from './sportsbook-bonuses';
import { WageringPopup } from './wagering-popup';

/**
 * The rewards area (spec 001 §2 `/my-account/rewards`, `/my-account/rewards/active`; §3 "Bonuses and
 * rewards"): the Eligible and Active tabs (real links, the current one `aria-current="page"`), the
 * rewards of each (loyalty rewards listed apart, sportsbook bonuses on the eligible tab), the claim
 * flow's modals and the wagering-requirements popup.
 */
export function RewardsPage() {
  const { t } = useTranslation('rewards');
  const { flow, popup, closePopup } = useRewardActions();
  const { state } = flow;
  return (
    <Page>
      <Column>
        <Back to={ACCOUNT_PAGES.account}>{t('backToAccount')}</Back>
        <h1>{t('title')}</h1>
        <Tabs aria-label={t('tabs.label')}>
          <ul>
            <li>
              <Tab to="/" end>
                {t('tabs.eligible')}
              </Tab>
            </li>
            <li>
              <Tab to="/active">{t('tabs.active')}</Tab>
            </li>
          </ul>
        </Tabs>
        {state.status === 'failed' ? (
          <ErrorBox role="alert">
            <p>{failureText(t, state.failure)}</p>
            <SecondaryButton type="button" onClick={flow.dismiss}>
              {t('close')}
            </SecondaryButton>
          </ErrorBox>
        ) : null}
        <Routes>
          <Route index element={<RewardsList rewardsType="ELIGIBLE" flow={flow} />} />
          <Route path="active" element={<RewardsList rewardsType="ACTIVE" flow={flow} />} />
          <Route path="*" element={<RewardsList rewardsType="ELIGIBLE" flow={flow} />} />
        </Routes>
        <ClaimFlowDialogs flow={flow} />
        {popup ? <WageringPopup reward={popup} onClose={closePopup} /> : null}
      </Column>
    </Page>
  );
}

function RewardsList({ rewardsType, flow }: { rewardsType: 'ELIGIBLE' | 'ACTIVE'; flow: ClaimFlow }) {
  const { t } = useTranslation('rewards');
  const rewards = useRewards(rewardsType);
  const freeSpinIds = (rewards.data ?? []).filter((reward) => isFreeSpinReward(reward) && reward.assignmentId).map((reward) => reward.campaignId);
  const freeSpins = useFreeSpins(freeSpinIds);
  const { sportsbook } = useBusState('access');

  if (rewards.isPending) return <Muted role="status">{t('loading')}</Muted>;
  if (rewards.isError) return <ErrorState namespace="rewards" onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />;
  const detailOf = (reward: Reward) => freeSpins.data?.find((entry) => entry.campaignId === reward.campaignId)?.detail ?? null;
  const bonuses = rewards.data.filter((reward) => !reward.loyalty);
  const loyalty = rewards.data.filter((reward) => reward.loyalty);
  return (
    <>
      <section aria-labelledby={`${rewardsType}-bonuses`}>
        <h2 id={`${rewardsType}-bonuses`}>{t(rewardsType === 'ACTIVE' ? 'sections.active' : 'sections.eligible')}</h2>
        {bonuses.length === 0 ? (
          <EmptyState>{t(rewardsType === 'ACTIVE' ? 'empty.active' : 'empty.eligible')}</EmptyState>
        ) : (
          <Grid>
            {bonuses.map((reward) => (
              <li key={`${reward.campaignId}-${reward.assignmentId ?? ''}`}>
                <RewardCard reward={reward} flow={flow} freeSpins={detailOf(reward)} />
              </li>
            ))}
          </Grid>
        )}
      </section>
      {loyalty.length > 0 ? (
        <section aria-labelledby={`${rewardsType}-loyalty`}>
          <h2 id={`${rewardsType}-loyalty`}>{t('sections.loyalty')}</h2>
          <Grid>
            {loyalty.map((reward) => (
              <li key={`${reward.campaignId}-${reward.assignmentId ?? ''}`}>
                <RewardCard reward={reward} flow={flow} freeSpins={detailOf(reward)} />
              </li>
            ))}
          </Grid>
        </section>
      ) : null}
      {rewardsType === 'ELIGIBLE' && sportsbook ? <SportsbookBonuses flow={flow} /> : null}
    </>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  max-width: 1040px;
  margin: 0 auto;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.hero};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.title};
  }
`;

const Back = styled(SiteLink)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.accent};
`;

const Tabs = styled.nav`
  overflow-x: auto;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tab = styled(NavLink)`
  ${navItem}
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;

  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
