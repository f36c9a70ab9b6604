import { formatMinorMoney } from '@casino/shared/money';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { ErrorBox, Muted, Notice, SecondaryButton, SiteLink, lazyPage } from '@casino/shared/ui';
import { ACCOUNT_PAGES } from '@casino/shared/site-map';
import type { LimitPeriod } from '@casino/shared/wire';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCheckDepositLimit } from '../api/check-deposit-limit';
import { useCreateDeposit } from '../api/create-deposit';
import { useDepositBonuses } from '../api/get-deposit-bonuses';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useRecentDepositMethods } from '../api/get-recent-deposit-methods';
import { useDepositLimitPrompt } from '../hooks/use-deposit-limit-prompt';
import {
  depositFlowReducer,
  initialDepositFlow,
  isDepositUnderWay,
  type DepositAttempt,
  type DepositResult,
} from '../lib/deposit-flow';
import { orderByRecent } from '../lib/payment-options';
import { DepositForm, type DepositFormValues } from './deposit-form';

/*
 * What comes after Pay (the limit and KYC notices, the provider's page, the result) and the deposit-limit prompt
 * that only some markets' new players see: chunks of their own (issue 19: the deposit's start within its budget;
 * the limit notice alone brings date-fns, for when the limit starts again). Pay fetches all but the prompt while
 * the limit check is under way (`loadAfterPay`), so they are there when the answer is. Their English is a chunk of
 * its own, one for all of them, added before the first of them renders (but the amount asked for, which this flow
 * words beside the limit notice in its own render).
 */
const later = { texts: () => import('../later-translations').then((module) => module.depositLaterTexts) };
const LimitNotice = lazyPage(() => import('./deposit-notices').then((module) => module.LimitNotice), later);
const KycNotice = lazyPage(() => import('./deposit-notices').then((module) => module.KycNotice), later);
const ProviderStep = lazyPage(() => import('./provider-step').then((module) => module.ProviderStep), later);
const DepositResultView = lazyPage(() => import('./deposit-result').then((module) => module.DepositResultView), later);
const DepositLimitPrompt = lazyPage(() => import('./deposit-limit-prompt').then((module) => module.DepositLimitPrompt), later);

/** Starts fetching what Pay leads to. */
function loadAfterPay() {
  for (const step of [LimitNotice, KycNotice, ProviderStep, DepositResultView]) step.preload();
}

export interface DepositFlowProps {
  /** True inside the `/deposit` modal (spec 001 §3 `modal`); false on the banking deposit page. */
  inModal: boolean;
  /** Called when the player is done after a result (the modal closes). */
  onDone?: () => void;
}

/**
 * The deposit of a logged-in player (issue 14, spec 001 §4 "Deposit flow"): the form, the self-limit
 * check, the KYC notice, the deposit request with one `Idempotency-Key` per attempt, the provider's page,
 * and the result; REFRESH_WALLET on the bus after a payment so the header and every remote see the new
 * balance. The flow's state is `depositFlowReducer`. Where the player's market prompts for a deposit limit
 * (issue 16 §5: the United Kingdom) and they have no deposit and no limit yet, `DepositLimitPrompt` asks
 * first; "Not now" or a saved limit goes on to the form.
 */
export function DepositFlow({ inModal, onDone }: DepositFlowProps) {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const { market } = useBusState('locale');
  const wallet = useBusState('wallet');
  const currency = wallet.currency;
  const methods = usePaymentMethods(market);
  const recent = useRecentDepositMethods();
  const bonuses = useDepositBonuses();
  const checkLimit = useCheckDepositLimit();
  const createDeposit = useCreateDeposit();
  const [flow, dispatch] = useReducer(depositFlowReducer, initialDepositFlow);
  const [resultAt, setResultAt] = useState(0);
  const limitPrompt = useDepositLimitPrompt();
  const [savedLimit, setSavedLimit] = useState<{ period: LimitPeriod; amount: number } | null>(null);
  // Set at once on Pay, before React renders again: a second click in the same moment is the same attempt.
  const underWay = useRef(false);

  const bonusList = bonuses.data ?? [];
  useEffect(() => {
    if (bonuses.isSuccess) dispatch({ type: 'bonusesLoaded', available: bonuses.data.length > 0 });
  }, [bonuses.isSuccess, bonuses.data]);

  // spec 001 §4: the notification outlives clear. The player sees it as a toast once the result is
  // dismissed (the modal may be closing), then notification-done turns it off.
  useEffect(() => {
    if (flow.status !== 'INACTIVE' || !flow.notification) return;
    if (flow.notification === 'SUCCESS')
      bus.emit({ type: 'SHOW_TOAST', message: t('deposit.notification.SUCCESS'), variant: 'success' });
    dispatch({ type: 'notificationDone' });
  }, [bus, flow.status, flow.notification, t]);

  const request = useCallback(
    async (attempt: DepositAttempt) => {
      try {
        const deposit = await createDeposit.mutateAsync({
          body: {
            amount: attempt.amount,
            paymentMethod: attempt.paymentMethod,
            ...(attempt.bonusId ? { bonusId: attempt.bonusId } : {}),
          },
          idempotencyKey: attempt.idempotencyKey,
        });
        dispatch({ type: 'requested', deposit });
      } catch {
        underWay.current = false;
        dispatch({ type: 'failed' });
      }
    },
    [createDeposit],
  );

  const pay = async (values: DepositFormValues) => {
    if (underWay.current) return;
    underWay.current = true;
    const attempt: DepositAttempt = { ...values, idempotencyKey: newIdempotencyKey() };
    loadAfterPay();
    dispatch({ type: 'start', attempt, modal: inModal });
    try {
      const check = await checkLimit.mutateAsync({ amount: attempt.amount });
      dispatch({ type: 'checked', check });
      if (check.isSpendLimit) underWay.current = false;
      else if (check.daysLeftToVerifyDocuments === null) await request(attempt);
    } catch {
      underWay.current = false;
      dispatch({ type: 'failed' });
    }
  };

  const onResult = useCallback(
    (result: DepositResult) => {
      underWay.current = false;
      setResultAt(Date.now());
      dispatch({ type: 'result', result });
      if (result === 'SUCCESS') bus.emit({ type: 'REFRESH_WALLET' });
    },
    [bus],
  );

  const clear = () => dispatch({ type: 'clear' });
  const attempt = flow.attempt;
  const methodName = (name: string) => methods.data?.find((method) => method.name === name)?.altTag || name;

  // The recent methods decide which one is chosen first: the form waits for them (they fail fast, no retry).
  if (methods.isPending || recent.isPending)
    return <Muted role="status">{t('deposit.methods.loading')}</Muted>;
  if (methods.isError) {
    return (
      <ErrorBox role="alert">
        <p>{t('deposit.methods.failed')}</p>
        <SecondaryButton type="button" onClick={() => void methods.refetch()}>
          {t('retry')}
        </SecondaryButton>
      </ErrorBox>
    );
  }
  if (methods.data.length === 0) return <Muted>{t('deposit.methods.empty')}</Muted>;

  // The prompt comes before a deposit starts, never in the middle of one.
  if (flow.status === 'INACTIVE' && limitPrompt.status === 'loading') return <Muted role="status">{t('deposit.checking')}</Muted>;
  if (flow.status === 'INACTIVE' && limitPrompt.status === 'prompt' && limitPrompt.limits && !savedLimit) {
    return (
      <DepositLimitPrompt
        limits={limitPrompt.limits}
        headingLevel={inModal ? 3 : 2}
        onDecline={limitPrompt.decline}
        onSaved={(period, amount) => setSavedLimit({ period, amount })}
      />
    );
  }

  if ((flow.status === 'SUCCESS' || flow.status === 'FAILED' || flow.status === 'CANCELLED') && attempt) {
    return (
      <DepositResultView
        result={flow.status}
        amount={attempt.amount}
        currency={currency}
        resultAt={resultAt}
        headingLevel={inModal ? 3 : 2}
        onAgain={clear}
        onDone={() => {
          clear();
          onDone?.();
        }}
      />
    );
  }
  if (flow.status === 'PROVIDER' && flow.deposit && inModal) {
    return (
      <ProviderStep
        deposit={flow.deposit}
        methodName={methodName(flow.deposit.paymentMethod)}
        inModal
        onResult={onResult}
      />
    );
  }
  if (flow.status === 'KYC_NOTICE' && attempt) {
    return (
      <KycNotice
        entryPoint={inModal ? 'DEPOSIT_MODAL' : 'DEPOSIT_PAGE'}
        daysLeft={flow.daysLeftToVerifyDocuments ?? 0}
        busy={false}
        onContinue={() => {
          dispatch({ type: 'confirm' });
          void request(attempt);
        }}
      />
    );
  }

  const ordered = orderByRecent(methods.data, recent.data ?? []);
  return (
    <>
      {savedLimit && (
        <SavedLimit role="status">
          {t('deposit.limitPrompt.saved', {
            period: t(`deposit.limitPrompt.periodWords.${savedLimit.period}`),
            amount: formatMinorMoney(savedLimit.amount, limitPrompt.limits?.currency ?? currency, market),
          })}{' '}
          <SiteLink to={ACCOUNT_PAGES.gamblingLimits}>{t('deposit.limitPrompt.change')}</SiteLink>
        </SavedLimit>
      )}
      {flow.status === 'ERROR' && (
        <ErrorBox role="alert">
          <p>{t('deposit.failed')}</p>
        </ErrorBox>
      )}
      {flow.status === 'LIMIT_REACHED' && (
        <LimitNotice flow={flow} currency={currency} onChangeAmount={clear} />
      )}
      {flow.status === 'LOADING' && <Muted role="status">{t('deposit.checking')}</Muted>}
      <DepositForm
        // Another list of methods (content changed) starts the form again with the first of them chosen.
        key={ordered.map((method) => method.name).join()}
        methods={ordered}
        bonuses={bonusList}
        selectedBonusId={flow.selectedBonusId}
        onSelectBonus={(bonusId) => dispatch({ type: 'selectBonus', bonusId })}
        currency={currency}
        market={market}
        busy={isDepositUnderWay(flow)}
        onPay={(values) => void pay(values)}
      />
      {attempt && flow.status === 'LIMIT_REACHED' && (
        <Muted>
          {t('deposit.limit.asked', { amount: formatMinorMoney(attempt.amount, currency, market) })}
        </Muted>
      )}
      {flow.status === 'PROVIDER' && flow.deposit && (
        <ProviderStep
          deposit={flow.deposit}
          methodName={methodName(flow.deposit.paymentMethod)}
          inModal={false}
          onResult={onResult}
        />
      )}
    </>
  );
}

const SavedLimit = styled(Notice)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
