import { isMessageFromFrame } from '@casino/shared/contract';
import { formatMinorMoney } from '@casino/shared/money';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { normalisePlatformError } from '@casino/shared/platform';
import { ACCOUNT_PAGES, SITE_AREAS } from '@casino/shared/site-map';
import { BusyButton, Card, ErrorBox, Muted, Notice, Page, SecondaryButton, SiteLink } from '@casino/shared/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useReducer, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@casino/shared-modules/zod';
import { AmountField } from '../../../components/amount-field';
import { ProviderFrame } from '../../../components/provider-frame';
import { toMinorUnits, validateAmount, type AmountBounds, type AmountProblem } from '../../../lib/amount';
import { originOf } from '../../../lib/origin-of';
import { useAuthorize } from '../api/authorize';
import { useVerifyCode } from '../api/verify-code';
import { initialPayAndPlayFlow, keepPayAndPlayFlow, payAndPlayFlowReducer, restorePayAndPlayFlow, type PayAndPlayFlowState } from '../lib/pay-and-play-flow';
import { payAndPlayMarketOf, type PayAndPlayMarket } from '../lib/pay-and-play-markets';
import { readProviderMessage } from '../lib/provider-message';
import { PayAndPlayBannerView } from './pay-and-play-banner';
import { PayAndPlayDetailsForm } from './pay-and-play-details-form';

/** Quick picks and bounds, in major units of the market's currency (the deposit's defaults, issue 14). */
const QUICK_PICKS = [20, 50, 100, 200];
const MIN_MAJOR = 10;
const MAX_MAJOR = 5_000;

/**
 * `/signup/pnp` (spec 001 §2, §3, §4 Pay-and-play; issue 14 point 7), markets FI and SE: the market's
 * banner from content, the amount, the provider's authorize page in a frame, then the code, the login
 * (asked of the host with PAY_AND_PLAY_LOGIN, which keeps the tokens) and, for a player new to the site,
 * the sign-up form for the details pay-and-play does not give. The flow is `payAndPlayFlowReducer`.
 */
export function PayAndPlayPage() {
  const { t } = useTranslation('cashier');
  const { market } = useBusState('locale');
  const terms = payAndPlayMarketOf(market);
  return (
    <Page>
      <Card>
        <h1>{t('payAndPlay.title')}</h1>
        <PayAndPlayBannerView market={market} />
        {terms ? (
          <PayAndPlayFlow terms={terms} />
        ) : (
          <>
            <p>{t('payAndPlay.notOffered')}</p>
            <p>
              <SiteLink to={SITE_AREAS.signup.path}>{t('payAndPlay.signUpInstead')}</SiteLink>
            </p>
          </>
        )}
      </Card>
    </Page>
  );
}

function PayAndPlayFlow({ terms }: { terms: PayAndPlayMarket }) {
  const { t } = useTranslation('cashier');
  const { bus } = usePlatform();
  const { market, locale } = useBusState('locale');
  const session = useBusState('session');
  const [flow, dispatch] = useReducer(payAndPlayFlowReducer, initialPayAndPlayFlow, restorePayAndPlayFlow);
  const authorize = useAuthorize();
  const verifyCode = useVerifyCode();
  const bounds: AmountBounds = { min: toMinorUnits(MIN_MAJOR, terms.currency), max: toMinorUnits(MAX_MAJOR, terms.currency) };
  const underWay = useRef(false);

  // The host mounts the area again once the player is logged in: the flow is kept for the tab.
  useEffect(() => keepPayAndPlayFlow(flow), [flow]);
  // A LOGGED_IN that came while the area was being mounted again is the session the bus already has.
  useEffect(() => {
    if (flow.steps.loginPlayer === 'LOADING' && session.authorized) dispatch({ type: 'loginSucceeded' });
  }, [flow.steps.loginPlayer, session.authorized]);

  // The host answers PAY_AND_PLAY_LOGIN with LOGGED_IN or LOGIN_FAILED.
  useEffect(() => {
    const loggedIn = bus.on('LOGGED_IN').subscribe(() => dispatch({ type: 'loginSucceeded' }));
    const failed = bus.on('LOGIN_FAILED').subscribe((event) => dispatch({ type: 'stepFailed', step: 'loginPlayer', message: event.message }));
    return () => {
      loggedIn.unsubscribe();
      failed.unsubscribe();
    };
  }, [bus]);

  const logIn = (sessionId: string) => {
    dispatch({ type: 'loginStarted' });
    bus.emit({ type: 'PAY_AND_PLAY_LOGIN', sessionId });
  };

  const sendCode = async (oneTimeCode: string, sessionId: string) => {
    dispatch({ type: 'codeStarted' });
    try {
      const player = await verifyCode.mutateAsync({ oneTimeCode, sessionId });
      dispatch({ type: 'codeSucceeded', player });
      logIn(sessionId);
    } catch (error) {
      dispatch({ type: 'stepFailed', step: 'verifyCode', message: normalisePlatformError(error).message });
    }
  };
  const lastCode = useRef<{ oneTimeCode: string; sessionId: string } | null>(null);

  // The provider's page says how it ended, from its own origin and its frame's window only.
  const providerFrame = useRef<HTMLIFrameElement>(null);
  const providerSession = flow.phase === 'PROVIDER' ? flow.session : null;
  useEffect(() => {
    if (!providerSession) return undefined;
    const origin = originOf(providerSession.iframeUrl);
    if (!origin) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (!isMessageFromFrame(event, origin, providerFrame.current?.contentWindow)) return;
      const outcome = readProviderMessage(event, origin, providerSession.sessionId);
      if (outcome.kind === 'stopped') dispatch({ type: 'providerStopped', reason: outcome.reason });
      if (outcome.kind === 'approved') {
        lastCode.current = { oneTimeCode: outcome.oneTimeCode, sessionId: providerSession.sessionId };
        void sendCode(outcome.oneTimeCode, providerSession.sessionId);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // sendCode is a fresh closure each render; the listener lives as long as the provider session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [providerSession]);

  /** Tries the step that failed again: the code with the same one-time code, or the login. */
  const retry = () => {
    if (flow.steps.verifyCode === 'ERROR' && lastCode.current) void sendCode(lastCode.current.oneTimeCode, lastCode.current.sessionId);
    else if (flow.steps.loginPlayer === 'ERROR' && flow.session) logIn(flow.session.sessionId);
  };

  const schema = z.object({ amount: z.string() }).check(
    z.superRefine((values, context) => {
      const parsed = validateAmount(values.amount, terms.currency, bounds, locale);
      if (!parsed.ok) context.addIssue({ code: 'custom', path: ['amount'], message: parsed.problem });
    }),
  );
  const form = useForm<{ amount: string }>({ resolver: zodResolver(schema), defaultValues: { amount: '' }, reValidateMode: 'onChange' });

  const start = form.handleSubmit(async ({ amount }) => {
    const parsed = validateAmount(amount, terms.currency, bounds, locale);
    if (!parsed.ok || underWay.current) return;
    underWay.current = true;
    dispatch({ type: 'authorizeStarted', amount: parsed.minor });
    try {
      dispatch({ type: 'authorizeSucceeded', session: await authorize.mutateAsync({ amount: parsed.minor, currency: terms.currency, country: terms.country }) });
    } catch (error) {
      dispatch({ type: 'stepFailed', step: 'authorize', message: normalisePlatformError(error).message });
    } finally {
      underWay.current = false;
    }
  });

  if (session.authorized && flow.phase === 'AMOUNT') {
    return (
      <>
        <p>{t('payAndPlay.alreadyLoggedIn')}</p>
        <p>
          <SiteLink to={ACCOUNT_PAGES.deposit}>{t('payAndPlay.toDeposit')}</SiteLink>
        </p>
      </>
    );
  }

  switch (flow.phase) {
    case 'AMOUNT':
      return (
        <>
          {flow.stopped && <Notice role="status">{t(`payAndPlay.stopped.${flow.stopped}`)}</Notice>}
          {flow.steps.authorize === 'ERROR' && (
            <ErrorBox role="alert">
              <p>{t('payAndPlay.failed.authorize')}</p>
            </ErrorBox>
          )}
          <form noValidate aria-label={t('payAndPlay.form')} onSubmit={(event) => void start(event)}>
            <AmountField
              id="pay-and-play-amount"
              currency={terms.currency}
              market={market}
              bounds={bounds}
              problem={form.formState.errors.amount?.message as AmountProblem | undefined}
              quickPicks={QUICK_PICKS.map((major) => toMinorUnits(major, terms.currency))}
              onQuickPick={(text) => form.setValue('amount', text, { shouldValidate: true })}
              {...form.register('amount')}
            />
            <BusyButton block type="submit" busy={flow.steps.authorize === 'LOADING'} busyLabel={t('payAndPlay.starting')}>
              {t('payAndPlay.pay')}
            </BusyButton>
          </form>
          <Muted>{t('payAndPlay.explainer')}</Muted>
        </>
      );
    case 'PROVIDER':
      return flow.session && originOf(flow.session.iframeUrl) ? (
        <>
          <Muted role="status">{t('payAndPlay.provider.waiting')}</Muted>
          <ProviderFrame frameRef={providerFrame} src={flow.session.iframeUrl} title={t('payAndPlay.provider.frameTitle')} />
          <SecondaryButton type="button" onClick={() => dispatch({ type: 'providerStopped', reason: 'CANCELLED' })}>
            {t('payAndPlay.provider.cancel')}
          </SecondaryButton>
        </>
      ) : (
        <ErrorBox role="alert">
          <p>{t('payAndPlay.provider.broken')}</p>
        </ErrorBox>
      );
    case 'VERIFYING':
    case 'LOGGING_IN':
      return <StepProgress flow={flow} onRetry={retry} />;
    case 'DETAILS':
      return flow.session && flow.player ? (
        <>
          <Deposited flow={flow} />
          <PayAndPlayDetailsForm
            sessionId={flow.session.sessionId}
            onStarted={() => dispatch({ type: 'updateStarted' })}
            onSaved={() => dispatch({ type: 'updateSucceeded' })}
            onFailed={(message) => dispatch({ type: 'stepFailed', step: 'updatePlayer', message })}
          />
        </>
      ) : null;
    case 'COMPLETE':
      return (
        <>
          <Deposited flow={flow} />
          <p>
            <SiteLink to={SITE_AREAS.casino.path}>{t('payAndPlay.complete.play')}</SiteLink>
          </p>
        </>
      );
  }
}

/** The code and login steps: what is happening, or what failed with a retry. */
function StepProgress({ flow, onRetry }: { flow: PayAndPlayFlowState; onRetry: () => void }) {
  const { t } = useTranslation('cashier');
  const failed = flow.steps.verifyCode === 'ERROR' ? 'verifyCode' : flow.steps.loginPlayer === 'ERROR' ? 'loginPlayer' : null;
  if (!failed) return <Muted role="status">{t(flow.phase === 'VERIFYING' ? 'payAndPlay.verifying' : 'payAndPlay.loggingIn')}</Muted>;
  return (
    <ErrorBox role="alert">
      <p>{t(`payAndPlay.failed.${failed}`)}</p>
      {flow.error && <p>{flow.error}</p>}
      <SecondaryButton type="button" onClick={onRetry}>
        {t('payAndPlay.retry')}
      </SecondaryButton>
    </ErrorBox>
  );
}

/** The deposit that pay-and-play booked, as the heading the player's focus moves to. */
function Deposited({ flow }: { flow: PayAndPlayFlowState }) {
  const { t } = useTranslation('cashier');
  const { market } = useBusState('locale');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [flow.phase]);
  const deposit = flow.player?.deposit;
  return (
    <h2 ref={heading} tabIndex={-1}>
      {deposit ? t(flow.phase === 'COMPLETE' ? 'payAndPlay.complete.title' : 'payAndPlay.details.title', { amount: formatMinorMoney(deposit.amount, deposit.currency, market) }) : null}
    </h2>
  );
}
