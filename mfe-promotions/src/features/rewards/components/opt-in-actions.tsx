import { usePlatform } from '@casino/shared/parcel';
import { bonusFailureOf } from '@casino/shared/platform';
import { BusyButton } from '@casino/shared/ui';
import type { Reward } from '@casino/shared/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activateOptIn } from '../api/activate-opt-in';
import { deactivateOptIn } from '../api/deactivate-opt-in';
import { REWARDS_KEY } from '../api/get-rewards';
import { failureText } from './failure-text';

/** An opt-in campaign's Join / Leave (spec 001 §4 "Opt-in: activate and deactivate", `/bonus/optIn/{id}/…`). */
export function OptInActions({ reward }: { reward: Reward }) {
  const { t } = useTranslation('rewards');
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () => (reward.optedIn ? deactivateOptIn(http, reward.campaignId) : activateOptIn(http, reward.campaignId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
  });
  const title = reward.campaignDisplayInfo.title;
  return (
    <>
      {reward.optedIn ? <p>{t('optIn.joined')}</p> : null}
      <BusyButton
        variant={reward.optedIn ? 'secondary' : 'primary'}
        busy={toggle.isPending}
        busyLabel={t('busy')}
        aria-label={t(reward.optedIn ? 'optIn.leaveNamed' : 'optIn.joinNamed', { title })}
        onClick={() => toggle.mutate()}
      >
        {t(reward.optedIn ? 'optIn.leave' : 'optIn.join')}
      </BusyButton>
      {toggle.isError ? <p role="alert">{failureText(t, bonusFailureOf(toggle.error))}</p> : null}
    </>
  );
}
