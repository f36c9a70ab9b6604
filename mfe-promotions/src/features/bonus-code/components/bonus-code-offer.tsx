import { useBusState, usePlatform } from '@casino/shared/parcel';
import { bonusFailureOf } from '@casino/shared/platform';
import { BusyButton, Dialog, SecondaryButton } from '@casino/shared/ui';
import { BONUS_CODE_PARAM, bonusCodeSchema, rewardSchema } from '@casino/shared/wire';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ClaimFlowDialogs, useClaimFlow, type ClaimIntent } from '../../rewards';
import { consentToCampaign } from '../api/consent-to-campaign';
import { validateBonusCode } from '../api/validate-bonus-code';
import { codeErrorOf } from '../lib/bonus-code-machine';
import { codeErrorText } from './code-error-text';

/**
 * The offer of a code kept through login (spec 000 §2, issue 17 "Fixed details"): the host mounts it over
 * the page while a logged-in player's URL carries `bonusCode`. A box shows the code and what it gives
 * (`POST /bonus/bonus-code/validate`), with Claim (`POST /bonus/campaigns/consent` agreed: true; an active
 * bonus in the way asks to forfeit it first, the "forfeit then consent" modal) and No thanks (agreed:
 * false). Either answer removes the parameter from the URL (NAVIGATE, replace), which ends the offer; a
 * claim is confirmed by a toast, and the host is asked to refresh the wallet.
 */
export function BonusCodeOffer() {
  const { t } = useTranslation('rewards');
  const { bus, http } = usePlatform();
  const { pathname, search, hash } = useBusState('location');
  const raw = new URLSearchParams(search).get(BONUS_CODE_PARAM) ?? '';
  const parsed = bonusCodeSchema.safeParse(raw);
  const code = parsed.success ? parsed.data.toUpperCase() : null;
  const [declining, setDeclining] = useState(false);
  const [declineFailed, setDeclineFailed] = useState(false);

  const validation = useQuery({
    queryKey: ['bonus', 'code-offer', code],
    queryFn: () => validateBonusCode(http, code ?? ''),
    enabled: code !== null,
    retry: false,
    staleTime: Infinity,
  });

  const removeCode = useCallback(() => {
    const params = new URLSearchParams(search);
    params.delete(BONUS_CODE_PARAM);
    const query = params.toString();
    bus.emit({ type: 'NAVIGATE', to: `${pathname}${query ? `?${query}` : ''}${hash}`, replace: true });
  }, [bus, hash, pathname, search]);

  const perform = useCallback(
    (intent: ClaimIntent) =>
      intent.kind === 'consent'
        ? consentToCampaign(http, { agreed: true, bonusCode: intent.bonusCode, ...(intent.campaignId ? { campaignId: intent.campaignId } : {}) })
        : Promise.reject(new Error(intent.kind)),
    [http],
  );
  const flow = useClaimFlow({
    perform,
    onClaimed: (claimed) => {
      const reward = rewardSchema.safeParse(claimed);
      const title = reward.success ? reward.data.campaignDisplayInfo.title : code;
      bus.emit({ type: 'SHOW_TOAST', variant: 'success', message: t('offer.claimed', { title }) });
      removeCode();
    },
  });

  const decline = async () => {
    if (!code || declining) return;
    setDeclining(true);
    setDeclineFailed(false);
    try {
      await consentToCampaign(http, { agreed: false, bonusCode: code, ...(validation.data ? { campaignId: validation.data.campaignId } : {}) });
      removeCode();
    } catch {
      setDeclining(false);
      setDeclineFailed(true);
    }
  };

  // The host unmounts the offer once the code has left the URL; until then there is nothing to offer.
  if (!raw) return null;
  const forfeitOpen = flow.state.status === 'confirmForfeit' || flow.state.status === 'forfeiting' || flow.state.status === 'forfeitFailed';
  if (forfeitOpen) return <ClaimFlowDialogs flow={flow} />;

  const refusal = !code
    ? t('codeErrors.unknown')
    : validation.isError
      ? codeErrorText(t, codeErrorOf(bonusFailureOf(validation.error)))
      : flow.state.status === 'failed'
        ? codeErrorText(t, codeErrorOf(flow.state.failure))
        : null;
  const reward = validation.data?.reward;
  const claiming = flow.state.managed !== null;

  return (
    <Dialog title={t('offer.title')} onClose={removeCode} closeLabel={t('close')}>
      <Code>
        <dt>{t('offer.codeLabel')}</dt>
        <dd>{code ?? raw}</dd>
      </Code>
      {validation.isPending && code ? <p role="status">{t('loading')}</p> : null}
      {reward ? (
        <>
          <p>
            <strong>{reward.campaignDisplayInfo.title}</strong>
          </p>
          {reward.campaignDisplayInfo.description ? <p>{reward.campaignDisplayInfo.description}</p> : null}
        </>
      ) : null}
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      {declineFailed ? <Refusal role="alert">{t('errors.error_oops_tryAgain')}</Refusal> : null}
      <Actions>
        {validation.isSuccess && flow.state.status !== 'failed' ? (
          <BusyButton
            busy={claiming}
            busyLabel={t('card.claiming')}
            onClick={() => code && flow.claim({ kind: 'consent', key: code, bonusCode: code, campaignId: validation.data.campaignId })}
          >
            {t('offer.claim')}
          </BusyButton>
        ) : null}
        {refusal ? (
          <SecondaryButton type="button" onClick={removeCode}>
            {t('close')}
          </SecondaryButton>
        ) : (
          <SecondaryButton type="button" disabled={claiming || declining} aria-busy={declining || undefined} onClick={() => void decline()}>
            {declining ? t('busy') : t('offer.decline')}
          </SecondaryButton>
        )}
      </Actions>
    </Dialog>
  );
}

const Code = styled.dl`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 2px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius.small};
  text-align: center;

  dt {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 800;
    letter-spacing: 0.08em;
  }
`;

const Refusal = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;
