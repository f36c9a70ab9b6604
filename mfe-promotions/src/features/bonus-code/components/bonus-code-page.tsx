import { usePlatform } from '@casino/shared/parcel';
import { bonusFailureOf } from '@casino/shared/platform';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import { Button, Card, ErrorBox, Muted, Page, SiteLink, TextField } from '@casino/shared/ui';
import { bonusCodeSchema, rewardSchema } from '@casino/shared/wire';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useMachine } from '../../../lib/use-machine';
import { ClaimFlowDialogs, useClaimFlow, type ClaimFlow, type ClaimIntent } from '../../rewards';
import { useManualClaimAvailability } from '../api/get-manual-claim-availability';
import { manualClaim } from '../api/manual-claim';
import { validateBonusCode } from '../api/validate-bonus-code';
import { bonusCodeReducer, initialBonusCodeState } from '../lib/bonus-code-machine';
import { codeErrorText } from './code-error-text';

/**
 * `/my-account/bonus-code` (spec 001 §2, spec 000 §2 guard 7): the player types a code; Claim validates it
 * (`POST /bonus/bonus-code/validate`) and claims it (`POST /bonus/bonus-code/manual-claim`, state
 * ACTIVATED); an active bonus in the way asks to forfeit it first. Refusals follow spec 001 §8 (the
 * code's own text for `bonus_code` and `error.invalid.site.id` codes, else the message) and mark claiming
 * unavailable until the code changes (`bonusCodeReducer`). What the player typed stays on error.
 */
export function BonusCodePage() {
  const { t } = useTranslation('rewards');
  const { http } = usePlatform();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [formatError, setFormatError] = useState(false);
  const { state, send } = useMachine(bonusCodeReducer, initialBonusCodeState);
  const availability = useManualClaimAvailability();

  useEffect(() => {
    if (availability.isPending) send({ type: 'AVAILABILITY_REQUESTED' });
    else send({ type: 'AVAILABILITY', isAvailable: availability.data === true });
  }, [availability.isPending, availability.data, send]);

  const perform = useCallback((intent: ClaimIntent) => (intent.kind === 'manualClaim' ? manualClaim(http, intent.bonusCode) : Promise.reject(new Error(intent.kind))), [http]);
  const claimFlow = useClaimFlow({
    perform,
    onClaimed: (claimed) => {
      const reward = rewardSchema.safeParse(claimed);
      send({ type: 'CLAIM_SUCCEEDED', reward: reward.success ? reward.data : null });
    },
    onFailed: (failure) => send({ type: 'CLAIM_FAILED', failure }),
  });
  // Cancel on the forfeit prompt (or closing its error) leaves the code unclaimed: the claim is cleared.
  const flow: ClaimFlow = {
    ...claimFlow,
    dismiss: () => {
      claimFlow.dismiss();
      send({ type: 'CLAIM_CLEARED' });
    },
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = bonusCodeSchema.safeParse(typed);
    if (!parsed.success) {
      setFormatError(true);
      inputRef.current?.focus();
      return;
    }
    const value = parsed.data.toUpperCase();
    if (!send({ type: 'VERIFY', value })) return;
    try {
      const validation = await validateBonusCode(http, value);
      send({ type: 'VERIFY_SUCCEEDED', value, campaignId: validation.campaignId });
    } catch (error) {
      send({ type: 'VERIFY_FAILED', failure: bonusFailureOf(error) });
      inputRef.current?.focus();
      return;
    }
    if (send({ type: 'CLAIM' })) claimFlow.claim({ kind: 'manualClaim', key: value, bonusCode: value });
  };

  const busy = state.bonusCode.loading || state.manualClaimBonus.status === 'loading';
  const error = state.bonusCode.error ?? state.manualClaimBonus.error;
  const claimed = state.manualClaimBonus.status === 'success' ? state.manualClaimBonus : null;
  const unavailable = state.manualClaimBonusAvailability.requested && !availability.isPending && !state.manualClaimBonusAvailability.isAvailable;

  return (
    <Page>
      <Column>
        <Back to={ACCOUNT_PAGES.account}>{t('backToAccount')}</Back>
        <Box as="section" aria-labelledby="bonus-code-title">
          <h1 id="bonus-code-title">{t('code.title')}</h1>
          <p>{t('code.intro')}</p>
          {availability.isPending ? <Muted role="status">{t('loading')}</Muted> : null}
          {unavailable ? <ErrorBox role="alert">{t('code.unavailable')}</ErrorBox> : null}
          <Form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
            <TextField
              ref={inputRef}
              id={inputId}
              label={t('code.label')}
              name="bonusCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              errorText={formatError ? t('code.format') : error ? codeErrorText(t, error) : undefined}
              onChange={(event) => {
                setTyped(event.target.value);
                setFormatError(false);
                send({ type: 'CODE_CHANGED' });
              }}
            />
            <Button type="submit" disabled={busy || !state.claimable} aria-busy={busy || undefined}>
              {busy ? t('card.claiming') : t('code.claim')}
            </Button>
          </Form>
          <div role="status">
            {claimed ? (
              <Success>
                <strong>{t('code.claimed', { code: state.bonusCode.value })}</strong>
                {claimed.reward ? <span>{claimed.reward.campaignDisplayInfo.title}</span> : null}
                <SiteLink to={`${ACCOUNT_PAGES.rewards}/active`}>{t('code.seeActive')}</SiteLink>
              </Success>
            ) : null}
          </div>
        </Box>
        <ClaimFlowDialogs flow={flow} />
      </Column>
    </Page>
  );
}

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 560px;
  margin: 0 auto;
`;

const Back = styled(SiteLink)`
  justify-self: start;
`;

const Box = styled(Card)`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h1,
  p {
    margin: 0;
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Success = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.small};
  background: rgba(46, 204, 113, 0.12);
  strong {
    color: ${({ theme }) => theme.colors.positive};
  }
`;
