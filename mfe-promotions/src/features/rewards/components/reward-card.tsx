import { formatMinorMoney } from '@casino/shared/money';
import { timeZoneOf, translationLanguageOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { BusyButton, Card, ContentImage, SecondaryButton, lazyPage } from '@casino/shared/ui';
import { FREE_SPIN_BET_BONUS_TYPE, type FreeSpinDetail, type Reward } from '@casino/shared/wire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ClaimFlow } from '../hooks/use-claim-flow';
import { formatExpiry } from '../lib/expiry';
import { CashbackPanel } from './cashback-panel';
import { FreeSpinsProgress } from './free-spins-progress';
import { OptInActions } from './opt-in-actions';
import { WageringBar } from './wagering-bar';

export interface RewardCardProps {
  reward: Reward;
  flow: ClaimFlow;
  /** The free-spin details of `GET /bonus/freespins`, when this is a free-spin reward. */
  freeSpins?: FreeSpinDetail | null;
}

/** A free-spin reward: `betBonusType` -1 (spec 001 §3), or the FREE_SPINS product. */
export function isFreeSpinReward(reward: Reward): boolean {
  return reward.betBonusType === FREE_SPIN_BET_BONUS_TYPE || reward.bonusType === 'FREE_SPINS';
}

/**
 * One reward (spec 001 §3 Reward): its title and picture, vertical, product, what it gives, wagering
 * (multiplier and amount; the progress bar once active), expiry in the player's language and time zone,
 * description and terms (HTML from the bonus service, sanitised by DOMPurify through `SafeHtml` when first opened), and
 * what the player can do with it: claim, activate a queued bonus, claim free spins, the cashback and
 * opt-in controls, or forfeit an active bonus.
 */
export function RewardCard({ reward, flow, freeSpins }: RewardCardProps) {
  const { t } = useTranslation('rewards');
  const { market, languageCode } = useBusState('locale');
  const money = (minor: number) => formatMinorMoney(minor, reward.currency, market);
  const info = reward.campaignDisplayInfo;
  const active = reward.bonusStatus === 'ACTIVATED';
  const expiry = formatExpiry(reward.expiresAt, translationLanguageOf(languageCode), timeZoneOf(market));
  const isCashback = reward.triggerEvent === 'CASHBACK';
  const isOptIn = reward.campaignCategory === 'OPT_IN' && !isCashback;
  const freeSpinDetail = freeSpins ?? reward.freeSpinDetail;
  const busy = flow.state.managed === reward.campaignId;
  const titleId = `reward-${reward.campaignId}`;

  return (
    <Article as="article" aria-labelledby={titleId}>
      <Picture address={info.imageUrl} loading="lazy" />
      <h3 id={titleId}>{info.title}</h3>
      {info.description ? <p>{info.description}</p> : null}
      <Facts>
        <div>
          <dt>{t('card.vertical')}</dt>
          <dd>{t(`vertical.${reward.vertical}`)}</dd>
        </div>
        <div>
          <dt>{t('card.type')}</dt>
          <dd>{t(`product.${reward.bonusType}`)}</dd>
        </div>
        {reward.rewardKind === 'CASH' && reward.bonusAmount > 0 ? (
          <div>
            <dt>{t('card.bonus')}</dt>
            <dd>
              {reward.matchPercent !== null && (!active || reward.awaitingDeposit)
                ? t('card.match', { percent: reward.matchPercent, amount: money(reward.bonusAmount) })
                : money(reward.bonusAmount)}
              {reward.minDeposit !== null && (!active || reward.awaitingDeposit) ? ` · ${t('card.minDeposit', { amount: money(reward.minDeposit) })}` : ''}
            </dd>
          </div>
        ) : null}
        {reward.wrMultiplier > 0 ? (
          <div>
            <dt>{t('card.wagering')}</dt>
            <dd>{t('card.wageringValue', { multiplier: reward.wrMultiplier, amount: money(reward.wageringAmount) })}</dd>
          </div>
        ) : null}
        {expiry ? (
          <div>
            <dt>{t('card.expires')}</dt>
            <dd>
              <time dateTime={reward.expiresAt ?? undefined}>{expiry}</time>
            </dd>
          </div>
        ) : null}
      </Facts>
      {active && reward.awaitingDeposit ? <AwaitingDeposit reward={reward} /> : null}
      {active && !reward.awaitingDeposit && reward.wageringAmount > 0 ? <WageringBar progress={reward.wageringProgress} amount={reward.wageringAmount} currency={reward.currency} /> : null}
      {isFreeSpinReward(reward) && freeSpinDetail ? <FreeSpinsProgress detail={freeSpinDetail} currency={reward.currency} /> : null}
      {isCashback ? <CashbackPanel reward={reward} /> : null}
      {info.termsHtml ? <RewardTerms html={info.termsHtml} /> : null}
      <Actions>
        {isOptIn ? <OptInActions reward={reward} /> : null}
        {!isCashback && !isOptIn ? <ClaimActions reward={reward} flow={flow} busy={busy} active={active} /> : null}
      </Actions>
    </Article>
  );
}

/**
 * A claimed deposit bonus still waiting for its qualifying deposit (`awaitingDeposit`): what the deposit must be
 * and what it brings (minor units shown in the reward's currency), and Deposit, which opens the host's deposit
 * (`OPEN_DEPOSIT`). The bonus money and its wagering bar come with the deposit.
 */
function AwaitingDeposit({ reward }: { reward: Reward }) {
  const { t } = useTranslation('rewards');
  const { bus } = usePlatform();
  const { market } = useBusState('locale');
  const money = (minor: number) => formatMinorMoney(minor, reward.currency, market);
  return (
    <Waiting>
      <p>
        {t('card.awaitingDeposit', { minDeposit: money(reward.minDeposit ?? 0), percent: reward.matchPercent ?? 100, amount: money(reward.bonusAmount) })}
      </p>
      <SecondaryButton type="button" onClick={() => bus.emit({ type: 'OPEN_DEPOSIT' })}>
        {t('card.deposit')}
      </SecondaryButton>
    </Waiting>
  );
}

function ClaimActions({ reward, flow, busy, active }: { reward: Reward; flow: ClaimFlow; busy: boolean; active: boolean }) {
  const { t } = useTranslation('rewards');
  const title = reward.campaignDisplayInfo.title;
  if (reward.queuedPlayerBonusId) {
    const queuedPlayerBonusId = reward.queuedPlayerBonusId;
    return (
      <BusyButton
        busy={busy}
        busyLabel={t('card.claiming')}
        aria-label={t('card.activateQueuedNamed', { title })}
        onClick={() => flow.claim({ kind: 'queued', key: reward.campaignId, campaignId: reward.campaignId, queuedPlayerBonusId })}
      >
        {t('card.activateQueued')}
      </BusyButton>
    );
  }
  if (active) {
    // Only bonus money is forfeited: free spins and items run out on their own.
    if (!reward.assignmentId || reward.rewardKind !== 'CASH' || isFreeSpinReward(reward)) return null;
    const assignmentId = reward.assignmentId;
    return (
      <SecondaryButton
        type="button"
        aria-label={t('card.forfeitNamed', { title })}
        onClick={() => flow.forfeit({ assignmentId, campaignId: reward.campaignId, title, wageringProgress: reward.wageringProgress })}
      >
        {t('card.forfeit')}
      </SecondaryButton>
    );
  }
  if (isFreeSpinReward(reward)) {
    return (
      <BusyButton
        busy={busy}
        busyLabel={t('card.claiming')}
        aria-label={t('card.claimNamed', { title })}
        onClick={() =>
          flow.claim({
            kind: 'freeSpins',
            key: reward.campaignId,
            campaignId: reward.campaignId,
            ...(reward.assignmentId ? { bonusAssignmentId: reward.assignmentId } : {}),
            ...(reward.partnerBonusCode ? { partnerBonusCode: reward.partnerBonusCode } : {}),
          })
        }
      >
        {t('card.claim')}
      </BusyButton>
    );
  }
  return (
    <BusyButton
      busy={busy}
      busyLabel={t('card.claiming')}
      aria-label={t('card.claimNamed', { title })}
      onClick={() =>
        flow.claim({ kind: 'claim', key: reward.campaignId, campaignId: reward.campaignId, ...(reward.assignmentId ? { bonusAssignmentId: reward.assignmentId } : {}) })
      }
    >
      {t('card.claim')}
    </BusyButton>
  );
}

const Article = styled(Card)`
  max-width: none;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  padding: ${({ theme }) => theme.space(5)};

  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Picture = styled(ContentImage)`
  width: 100%;
  aspect-ratio: 16 / 7;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.surfaceRaised};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

/**
 * The terms' HTML, sanitised by DOMPurify (`SafeHtml`): a chunk of its own, fetched when a player first opens a
 * reward's terms (issue 19: DOMPurify is 10 KB brotli that the rewards page does not need to start).
 */
const TermsHtml = lazyPage(() => import(/* webpackExports: ["SafeHtml"] */ '@casino/shared/ui').then((ui) => ui.SafeHtml));

/** A reward's terms, closed until the player opens them; their HTML is rendered from the first opening on. */
function RewardTerms({ html }: { html: string }) {
  const { t } = useTranslation('rewards');
  const [opened, setOpened] = useState(false);
  return (
    <Terms
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{t('card.terms')}</summary>
      {opened ? <TermsHtml html={html} /> : null}
    </Terms>
  );
}

const Terms = styled.details`
  font-size: ${({ theme }) => theme.font.small};
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.accent};
    min-height: 32px;
  }
`;

const Waiting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radius.small};
  p {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
