import { useBusState, usePlatform } from '@casino/shared/parcel';
import { bonusFailureOf, normalisePlatformError } from '@casino/shared/platform';
import { BusyButton, Card, Page, SiteLink } from '@casino/shared/ui';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import { BONUS_ERROR_CODES } from '@casino/shared/wire';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@casino/shared-modules/zod';
import { AmountField } from '../../../components/amount-field';
import { validateAmount, type AmountBounds, type AmountProblem } from '../../../lib/amount';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { PlayerOnly } from '../../../components/player-only';
import { isPayoutBlocked } from '../../../lib/payout-blocked';
import { useCheckWithdrawalLimit } from '../api/check-withdrawal-limit';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { useForfeitBonus } from '../api/forfeit-bonus';
import { initialWithdrawFlow, isWithdrawalLimitCode, withdrawFlowReducer } from '../lib/withdraw-flow';
import { ForfeitWithdrawalDialog } from './forfeit-withdrawal-dialog';
import { PendingWithdrawalPanel } from './pending-withdrawal';
import { WithdrawStatusView, hasWithdrawScreen } from './withdraw-status-view';

/** Any positive amount; the platform decides the rest (funds, KYC, limits) in its eligibility outcome. */
const WITHDRAW_BOUNDS: AmountBounds = { min: 1, max: null };

/**
 * `/my-account/banking/withdraw` (spec 000 §2, spec 001 §4 "Withdraw flow"): the pending withdrawal with
 * Cancel; the amount (major units typed, minor units sent); the eligibility check, whose outcome picks the
 * screen; then the request with one `Idempotency-Key` per attempt, and REFRESH_WALLET after it. A player
 * whose withdrawals are blocked (multibrand suspended, risk-payout, no withdrawal access: spec 000 §3,
 * spec 001 §6) gets the SUSPENDED screen and no call. A request refused because an active bonus stands in
 * front of it (409 `error.bonus.active.withdrawal`, naming the bonus) opens the forfeit-withdrawal prompt
 * (spec 001 §2): confirm forfeits the bonus (`PUT /bonus/{assignmentId}/state` with the progress shown)
 * and asks again with the same key; a refused forfeit shows the forfeit error, nothing withdrawn.
 */
export function WithdrawPage() {
  const { t } = useTranslation('cashier');
  const session = useBusState('session');
  const profile = useBusState('profile');
  return (
    <Page>
      <Card>
        <h1>{t('withdraw.title')}</h1>
        <PlayerOnly loginMessage={t('withdraw.loginPrompt')}>
          <WithdrawFlow blocked={isPayoutBlocked(session, profile) || profile?.withdrawal === false} />
        </PlayerOnly>
        <p>
          <SiteLink to={ACCOUNT_PAGES.banking}>{t('banking.back')}</SiteLink>
        </p>
      </Card>
    </Page>
  );
}

function WithdrawFlow({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const { market, locale } = useBusState('locale');
  const { currency } = useBusState('wallet');
  const [flow, dispatch] = useReducer(withdrawFlowReducer, initialWithdrawFlow);
  const check = useCheckWithdrawalLimit();
  const request = useCreateWithdrawal();
  const forfeitBonus = useForfeitBonus();
  const underWay = useRef(false);

  useEffect(() => {
    if (blocked) dispatch({ type: 'suspended' });
  }, [blocked]);

  const schema = z.object({ amount: z.string() }).check(
    z.superRefine((values, context) => {
      const parsed = validateAmount(values.amount, currency, WITHDRAW_BOUNDS, locale);
      if (!parsed.ok) context.addIssue({ code: 'custom', path: ['amount'], message: parsed.problem });
    }),
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ amount: string }>({
    resolver: zodResolver(schema),
    defaultValues: { amount: '' },
    reValidateMode: 'onChange',
  });

  const start = handleSubmit(async ({ amount }) => {
    const parsed = validateAmount(amount, currency, WITHDRAW_BOUNDS, locale);
    if (!parsed.ok || underWay.current) return;
    underWay.current = true;
    dispatch({ type: 'start', amount: parsed.minor, idempotencyKey: newIdempotencyKey() });
    try {
      dispatch({ type: 'checked', check: await check.mutateAsync({ amount: parsed.minor }) });
    } catch {
      dispatch({ type: 'failed' });
    } finally {
      underWay.current = false;
    }
  });

  /** The request of this attempt (its amount and key), and what its answer does to the flow. */
  const send = async (amount: number, idempotencyKey: string) => {
    try {
      await request.mutateAsync({ body: { amount }, idempotencyKey });
      dispatch({ type: 'requested' });
      bus.emit({ type: 'REFRESH_WALLET' });
    } catch (error) {
      // Without the bonus named there is nothing to forfeit: an error like any other.
      const bonus = bonusFailureOf(error);
      if (bonus.code === BONUS_ERROR_CODES.activeOnWithdrawal && bonus.conflict) {
        dispatch({ type: 'bonusInTheWay', conflict: bonus.conflict });
        return;
      }
      const refusal = normalisePlatformError(error);
      dispatch({ type: 'requestFailed', code: refusal.code });
      if (isWithdrawalLimitCode(refusal.code)) bus.emit({ type: 'SHOW_TOAST', message: refusal.message, variant: 'error' });
    }
  };

  const confirm = async () => {
    if (underWay.current || flow.amount === null || flow.idempotencyKey === null) return;
    underWay.current = true;
    dispatch({ type: 'request' });
    try {
      await send(flow.amount, flow.idempotencyKey);
    } finally {
      underWay.current = false;
    }
  };

  const forfeitAndWithdraw = async () => {
    const { forfeit, amount, idempotencyKey } = flow;
    if (underWay.current || forfeit?.step !== 'confirm' || amount === null || idempotencyKey === null) return;
    underWay.current = true;
    dispatch({ type: 'forfeit' });
    try {
      try {
        await forfeitBonus.mutateAsync(forfeit.conflict);
      } catch (error) {
        dispatch({ type: 'forfeitFailed', failure: bonusFailureOf(error) });
        return;
      }
      // The bonus money left the wallet, whatever the request answers now.
      bus.emit({ type: 'REFRESH_WALLET' });
      await send(amount, idempotencyKey);
    } finally {
      underWay.current = false;
    }
  };

  if (hasWithdrawScreen(flow.status)) {
    return (
      <>
        {flow.status !== 'SUSPENDED' && <PendingWithdrawalPanel />}
        <WithdrawStatusView
          flow={flow}
          currency={currency}
          onConfirm={() => void confirm()}
          onBack={() => dispatch({ type: 'clear' })}
        />
        {flow.forfeit && (
          <ForfeitWithdrawalDialog
            forfeit={flow.forfeit}
            currency={currency}
            onConfirm={() => void forfeitAndWithdraw()}
            onCancel={() => dispatch({ type: 'keepBonus' })}
          />
        )}
      </>
    );
  }
  const loading = flow.status === 'LOADING';
  return (
    <>
      <PendingWithdrawalPanel />
      <form noValidate onSubmit={(event) => void start(event)} aria-label={t('withdraw.form')}>
        <AmountField
          id="withdraw-amount"
          currency={currency}
          market={market}
          bounds={WITHDRAW_BOUNDS}
          problem={errors.amount?.message as AmountProblem | undefined}
          {...register('amount')}
        />
        <BusyButton block type="submit" busy={loading} busyLabel={t('withdraw.checking')}>
          {t('withdraw.continue')}
        </BusyButton>
      </form>
    </>
  );
}
