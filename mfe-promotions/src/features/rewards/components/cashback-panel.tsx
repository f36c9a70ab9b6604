import { formatMinorMoney } from '@casino/shared/money';
import { timeZoneOf, translationLanguageOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { bonusFailureOf } from '@casino/shared/platform';
import { BusyButton, Button } from '@casino/shared/ui';
import { CASHBACK_CLAIMED_DISPLAY_MS, type CashbackClaim, type Reward } from '@casino/shared/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { activateCashback } from '../api/activate-cashback';
import { claimCashback } from '../api/claim-cashback';
import { deactivateCashback } from '../api/deactivate-cashback';
import { useCashbackProgress } from '../api/get-cashback-progress';
import { REWARDS_KEY } from '../api/get-rewards';
import { formatExpiry } from '../lib/expiry';
import { failureText } from './failure-text';

type CashbackAction = 'activate' | 'claim' | 'deactivate';

/**
 * A cashback reward (spec 001 §3 cashbackInfo, §4 "Cashback: activate, claim (claimed reward shown 5
 * seconds, then dismissed), deactivate"): its percentage, cap and period; once activated, the net loss
 * counted and the cashback it makes now (`GET /bonus/cashback/{id}/progress`), Claim when there is
 * something to claim, and Deactivate. A claim's amount is shown for `CASHBACK_CLAIMED_DISPLAY_MS`, then
 * dismissed; the host is asked to refresh the wallet.
 */
export function CashbackPanel({ reward }: { reward: Reward }) {
  const { t } = useTranslation('rewards');
  const { bus, http } = usePlatform();
  const { market, languageCode } = useBusState('locale');
  const queryClient = useQueryClient();
  const activated = reward.cashbackActivated;
  const progressQuery = useCashbackProgress(reward.campaignId, activated);
  const progress = progressQuery.data ?? reward.cashbackProgress;
  const [claimed, setClaimed] = useState<CashbackClaim | null>(null);
  const money = (minor: number) => formatMinorMoney(minor, reward.currency, market);

  const action = useMutation({
    mutationFn: async (kind: CashbackAction) => {
      if (kind === 'activate') return activateCashback(http, reward.campaignId);
      if (kind === 'deactivate') return deactivateCashback(http, reward.campaignId);
      return claimCashback(http, reward.campaignId);
    },
    onSuccess: async (answer, kind) => {
      if (kind === 'claim') {
        setClaimed(answer as CashbackClaim);
        bus.emit({ type: 'REFRESH_WALLET' });
      }
      await queryClient.invalidateQueries({ queryKey: REWARDS_KEY });
    },
  });

  useEffect(() => {
    if (!claimed) return undefined;
    const timer = setTimeout(() => setClaimed(null), CASHBACK_CLAIMED_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [claimed]);

  const info = reward.cashbackInfo;
  const periodEnds = info ? formatExpiry(info.periodEndsAt, translationLanguageOf(languageCode), timeZoneOf(market)) : null;
  const busy = (kind: CashbackAction) => action.isPending && action.variables === kind;
  const title = reward.campaignDisplayInfo.title;

  return (
    <Panel>
      {info ? (
        <p>
          {t('cashback.terms', { percent: info.percentage * (reward.cashbackBooster || 1) })}
          {info.maxAmount !== null ? ` ${t('cashback.cap', { amount: money(info.maxAmount) })}` : ''}
          {periodEnds ? ` ${t('cashback.period', { date: periodEnds })}` : ''}
        </p>
      ) : null}
      {activated && progress ? (
        <p>{t('cashback.progress', { loss: money(progress.netLoss), amount: money(progress.amount) })}</p>
      ) : null}
      <div role="status">{claimed ? <Claimed>{t('cashback.claimed', { amount: money(claimed.amount) })}</Claimed> : null}</div>
      {action.isError ? <Refusal role="alert">{failureText(t, bonusFailureOf(action.error))}</Refusal> : null}
      <Buttons>
        {activated ? (
          <>
            <Button
              type="button"
              disabled={!progress?.claimable || action.isPending}
              aria-busy={busy('claim') || undefined}
              aria-label={t('cashback.claimNamed', { title })}
              onClick={() => action.mutate('claim')}
            >
              {busy('claim') ? t('card.claiming') : progress?.claimable ? t('cashback.claimAmount', { amount: money(progress.amount) }) : t('cashback.claim')}
            </Button>
            <BusyButton variant="secondary" busy={busy('deactivate')} busyLabel={t('busy')} aria-label={t('cashback.deactivateNamed', { title })} onClick={() => action.mutate('deactivate')}>
              {t('cashback.deactivate')}
            </BusyButton>
          </>
        ) : (
          <BusyButton busy={busy('activate')} busyLabel={t('busy')} aria-label={t('cashback.activateNamed', { title })} onClick={() => action.mutate('activate')}>
            {t('cashback.activate')}
          </BusyButton>
        )}
      </Buttons>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Claimed = styled.p`
  && {
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.small};
    background: rgba(46, 204, 113, 0.15);
    color: ${({ theme }) => theme.colors.positive};
    font-weight: 700;
  }
`;

const Refusal = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
