import { PAY_AND_PLAY_MARKETS } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { REDIRECT_PARAM, SITE_AREAS } from '@casino/shared/site-map';
import { Card, Notice, Page, SiteLink, lazyPage } from '@casino/shared/ui';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@casino/shared-modules/react-router';
import { StepIndicator } from '../../../components/step-indicator';
import { useStepFocus } from '../../../components/step-heading';
import { countryOptions } from '../../../lib/countries';
import { LOGIN_RETRY } from '../../../lib/spec-constants';
import { useRegistrationPage } from '../api/get-registration-page';
import type { ContactInfoValues } from '../lib/contact-info-schema';
import { defaultDetails, type DetailsValues } from '../lib/details-schema';
import { loadMarketRules } from '../lib/market-rules';
import {
  activeChannel,
  forgetSignupFlow,
  initialSignupFlow,
  keepSignupFlow,
  loginRetryDue,
  restoreSignupFlow,
  shownStepNumber,
  signupFlowReducer,
  wizardStepsOf,
} from '../lib/signup-flow';
import { BonusCallToAction } from './bonus-call-to-action';
import { DetailsStep } from './details-step';

/*
 * The steps after Details are chunks of their own (issue 19: the sign-up's start is to fit in 40 KB), fetched
 * once the player is in the form (`loadLaterSteps`, at the first focus inside it), so they are there by the time
 * Details is sent. A step still loading shows a busy placeholder, and its heading takes the focus when it comes.
 * Their English is a chunk of its own too, one for all of them, added before the first of them renders (`lazyPage`'s
 * `texts`).
 */
const later = { texts: () => import('../later-translations').then((module) => module.signUpLaterTexts) };
const ContactInfoStep = lazyPage(() => import('./contact-info-step').then((module) => module.ContactInfoStep), later);
const VerificationStep = lazyPage(() => import('./verification-step').then((module) => module.VerificationStep), later);
const LimitsStep = lazyPage(() => import('./limits-step').then((module) => module.LimitsStep), later);
const CompleteStep = lazyPage(() => import('./complete-step').then((module) => module.CompleteStep), later);
const UnsupportedStep = lazyPage(() => import('./outcome-steps').then((module) => module.UnsupportedStep), later);
const DuplicatedStep = lazyPage(() => import('./outcome-steps').then((module) => module.DuplicatedStep), later);
const LATER_STEPS = [ContactInfoStep, VerificationStep, LimitsStep, CompleteStep, UnsupportedStep, DuplicatedStep];

/** Starts fetching the later steps and the market rules (each once, however often the focus moves). */
function loadLaterSteps() {
  for (const step of LATER_STEPS) step.preload();
  loadMarketRules().catch(() => undefined);
}

/** A `?redirect=` that can be a site path; the host checks it fully before it follows it (spec 000 §2). */
function returnToOf(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/**
 * `/signup`: the sign-up wizard (spec 001 §3 Sign-up, §4), its state the pure `signupFlowReducer`.
 * Details creates the account, ContactInfo sends the profile update, Verification the SMS and e-mail
 * codes the registration asks for, Limits (issue 16 §5, where the account's market asks for limits at
 * sign-up: required in the Netherlands, offered in the United Kingdom) sets them, and Complete asks the host
 * to log the new player in
 * (`REGISTRATION_LOGIN`, up to 5 tries 3000 ms apart), which lands them on the page they came from
 * (`?redirect=`). Unsupported and Duplicated are outcomes. What the player typed is kept while they move
 * between steps; the password only in memory.
 */
export function SignupWizard() {
  const { t } = useTranslation('account');
  const { bus } = usePlatform();
  const locale = useBusState('locale');
  const session = useBusState('session');
  const [params] = useSearchParams();
  const [flow, dispatch] = useReducer(signupFlowReducer, initialSignupFlow(returnToOf(params.get(REDIRECT_PARAM))), restoreSignupFlow);
  const [details, setDetails] = useState<DetailsValues>(defaultDetails);
  // Nothing typed yet: the step starts from its own empty form (its schema's module is not in the start).
  const [contact, setContact] = useState<ContactInfoValues>();
  const credentials = useRef<{ email: string; password: string } | null>(null);
  const registrationPage = useRegistrationPage(locale.market);
  const channel = flow.currentStep === 'Verification' ? activeChannel(flow) : null;
  const headingRef = useStepFocus(`${flow.currentStep}${channel ?? ''}`);
  const loginAsked = useRef(-1);

  // A flow kept by an earlier version of this page lacks what its market asks for at sign-up: read it.
  const unreadCountry = flow.registration && flow.registration.limitsAsked === undefined ? flow.registration.countryCode : null;
  useEffect(() => {
    if (!unreadCountry) return;
    loadMarketRules()
      .then(({ signUpLimitsAskedOf }) => dispatch({ type: 'limitsAskedRead', limitsAsked: signUpLimitsAskedOf(unreadCountry) }))
      .catch(() => undefined);
  }, [unreadCountry]);

  useEffect(() => keepSignupFlow(flow), [flow]);

  // The host answers REGISTRATION_LOGIN with LOGGED_IN (then lands the player) or LOGIN_FAILED.
  const loginPending = useRef(false);
  useEffect(() => {
    const loggedIn = bus.on('LOGGED_IN').subscribe(() => {
      dispatch({ type: 'loginSucceeded' });
      if (!loginPending.current) return;
      loginPending.current = false;
      // The host moves on at once: the kept flow must not outlive this event.
      forgetSignupFlow();
      bus.emit({ type: 'SHOW_TOAST', message: t('signup.complete.toast'), variant: 'success' });
    });
    const failed = bus.on('LOGIN_FAILED').subscribe(() => {
      loginPending.current = false;
      dispatch({ type: 'loginFailed' });
    });
    return () => {
      loggedIn.unsubscribe();
      failed.unsubscribe();
    };
  }, [bus, t]);

  const returnTo = flow.returnTo;
  useEffect(() => {
    if (flow.currentStep !== 'Complete') return undefined;
    const logIn = () => {
      // One login per try, however often the effect runs (React's strict mode runs it twice).
      if (loginAsked.current === flow.login.attempts) return;
      loginAsked.current = flow.login.attempts;
      if (!credentials.current) {
        dispatch({ type: 'loginGivenUp' });
        return;
      }
      dispatch({ type: 'loginStarted' });
      loginPending.current = true;
      bus.emit({ type: 'REGISTRATION_LOGIN', ...credentials.current, ...(returnTo ? { redirectTo: returnTo } : {}) });
    };
    if (flow.login.status === 'UNINITIALIZED') logIn();
    if (!loginRetryDue(flow)) return undefined;
    const timer = setTimeout(logIn, LOGIN_RETRY.delayMs);
    return () => clearTimeout(timer);
    // flow itself changes on every action; the login moves only with these.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bus, flow.currentStep, flow.login.status, flow.login.attempts, returnTo]);

  const openLogin = () => bus.emit({ type: 'OPEN_LOGIN', ...(returnTo ? { redirectTo: returnTo } : {}) });
  const countryName = useMemo(
    () => countryOptions(locale.locale).find((country) => country.id === flow.riskCountry)?.countryName ?? flow.riskCountry ?? '',
    [locale.locale, flow.riskCountry],
  );

  if (session.authorized && flow.currentStep === 'Details') {
    return (
      <Page>
        <Card>
          <h1 id="signup-title">{t('signup.title')}</h1>
          <p>{t('signup.alreadyLoggedIn')}</p>
          <p>
            <SiteLink to="/">{t('signup.toHome')}</SiteLink>
          </p>
        </Card>
      </Page>
    );
  }

  const steps = wizardStepsOf(flow.registration);
  const numbered = steps.includes(flow.currentStep);
  const limitsAsked = flow.registration?.limitsAsked ?? null;
  return (
    <Page>
      <Card onFocus={loadLaterSteps}>
        <h1 id="signup-title">{t('signup.title')}</h1>
        {numbered && <StepIndicator steps={steps.map((step) => t(`signup.steps.${step}`))} current={shownStepNumber(flow.currentStep, steps) - 1} />}
        {flow.currentStep === 'Details' && (
          <>
            {registrationPage.data && <BonusCallToAction page={registrationPage.data} />}
            {PAY_AND_PLAY_MARKETS.includes(locale.market) && (
              <Notice>
                {t('signup.payAndPlay.text')} <SiteLink to={SITE_AREAS.payAndPlay.path}>{t('signup.payAndPlay.link')}</SiteLink>
              </Notice>
            )}
            <DetailsStep
              defaultValues={details}
              headingRef={headingRef}
              onLogIn={openLogin}
              onRiskChecked={(values, setting) => {
                setDetails(values);
                dispatch({ type: 'riskChecked', setting });
              }}
              onRegistered={(values, registration) => {
                setDetails(values);
                credentials.current = { email: registration.email, password: values.password };
                dispatch({ type: 'registered', registration });
              }}
              onDuplicated={(values, reason) => {
                setDetails(values);
                dispatch({ type: 'duplicated', reason });
              }}
            />
          </>
        )}
        {flow.currentStep === 'ContactInfo' && flow.registration && (
          <ContactInfoStep
            registration={flow.registration}
            defaultValues={contact}
            headingRef={headingRef}
            onUpdated={(values) => {
              setContact(values);
              dispatch({ type: 'profileUpdated' });
            }}
            onDuplicated={(values, reason) => {
              setContact(values);
              dispatch({ type: 'duplicated', reason });
            }}
          />
        )}
        {flow.currentStep === 'Verification' && flow.registration && channel && (
          <VerificationStep
            channel={channel}
            flow={flow}
            registration={flow.registration}
            dispatch={dispatch}
            smsMaxAttempts={registrationPage.data?.smsMaxAttempts}
            headingRef={headingRef}
          />
        )}
        {flow.currentStep === 'Limits' && flow.registration && limitsAsked && (
          <LimitsStep
            registration={flow.registration}
            asked={limitsAsked}
            headingRef={headingRef}
            onSaved={() => dispatch({ type: 'limitsSet' })}
            onSkipped={() => dispatch({ type: 'limitsSkipped' })}
          />
        )}
        {flow.currentStep === 'Complete' && <CompleteStep login={flow.login} headingRef={headingRef} onLogIn={openLogin} />}
        {flow.currentStep === 'Unsupported' && <UnsupportedStep countryName={countryName} headingRef={headingRef} onBack={() => dispatch({ type: 'previous' })} />}
        {flow.currentStep === 'Duplicated' && flow.duplicate && (
          <DuplicatedStep reason={flow.duplicate} headingRef={headingRef} onLogIn={openLogin} onBack={() => dispatch({ type: 'previous' })} />
        )}
      </Card>
    </Page>
  );
}
