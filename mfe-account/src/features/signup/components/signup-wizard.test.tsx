import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes, type TestPlatform } from '@casino/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignUp as renderApp } from '../../../testing/render-app';
import { SignupWizard } from './signup-wizard';

const at = { basePath: '/en-UN/signup', path: '/en-UN/signup' };
type User = ReturnType<typeof userEvent.setup>;

const registered = (sms: boolean, email = false) => ({
  status: 201,
  data: { playerId: 'p-new', token: 'opaque', smsVerificationRequired: sms, emailVerificationRequired: email, accountStatus: sms || email ? 'ACCOUNT_UNVERIFIED' : 'REGISTERED' },
});
const profileUpdated = { playerId: 'p-new', smsVerificationRequired: true, emailVerificationRequired: false, accountStatus: 'ACCOUNT_UNVERIFIED' };
const smsSent = { status: 'SENT', channel: 'SMS', sentTo: '+358*****4567', expiresInSeconds: 600, maxAttempts: 5 };
const emailSent = { status: 'SENT', channel: 'EMAIL', sentTo: 'p***@example.com', expiresInSeconds: 600, maxAttempts: 5 };
const verified = { playerId: 'p-new', verified: true, smsVerified: true, emailVerified: false, accountStatus: 'REGISTERED' };
const refused = (code: string, status = 400) => ({ status, data: { error: 'Bad Request', message: code, code } });
/** What this file reads of the request a test route gets (axios' config). */
interface RouteConfig {
  data?: unknown;
  params?: unknown;
  headers: { toJSON(): Record<string, unknown> };
}
const bodyOf = (config: RouteConfig) => JSON.parse(String(config.data)) as Record<string, unknown>;

/** A platform that answers the sign-up calls; `http` overrides or adds routes. */
function signupPlatform(http: HttpRoutes = {}, search = '') {
  const platform = createTestPlatform({
    ...at,
    state: { session: { status: 'Resolved', authorized: false, claims: null } },
    content: { registrationPage: null },
    http: {
      'GET /player/markets/risk-setting': { siteId: 1, countryCode: 'FI', marketRiskSetting: 'LOW' },
      'POST /player/registration': registered(true),
      'PUT /player/registration': profileUpdated,
      'POST /player/registration/sms_request': smsSent,
      'POST /player/registration/sms_verification': verified,
      ...http,
    },
  });
  platform.bus.set('location', { pathname: at.path, search, hash: '' });
  platform.i18n.options.saveMissing = true;
  platform.i18n.on('missingKey', (_languages: readonly string[], namespace: string, key: string) => missingKeys.push(`${namespace}:${key}`));
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  return { platform, events };
}

/** Plays the host: answers every REGISTRATION_LOGIN with `answer` (LOGGED_IN by default). */
function answerLogins(platform: TestPlatform, answer: () => PlatformEvent = () => ({ type: 'LOGGED_IN', playerId: 'p-new' })) {
  platform.bus.on('REGISTRATION_LOGIN').subscribe(() => queueMicrotask(() => platform.bus.emit(answer())));
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillDetails(user: User) {
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'player@example.com');
  await fill(user, screen.getByLabelText('Password'), 'secret123');
  await fill(user, screen.getByRole('textbox', { name: 'Mobile number' }), '40 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the cookie policy' }));
}

async function fillContactInfo(user: User) {
  await fill(user, screen.getByRole('textbox', { name: 'First name' }), 'Pia');
  await fill(user, screen.getByRole('textbox', { name: 'Last name' }), 'Player');
  await fill(user, screen.getByRole('textbox', { name: 'Date of birth' }), '17/05/1990');
  await fill(user, screen.getByRole('textbox', { name: 'Street address' }), 'Mannerheimintie 1');
  await fill(user, screen.getByRole('textbox', { name: 'Postal code' }), '00100');
  await fill(user, screen.getByRole('textbox', { name: 'City' }), 'Helsinki');
}

/**
 * The keys a render asked for that its texts lack (i18next's `missingKey`): the wizard renders with its parcel's
 * texts (`renderSignUp`), and its later steps must bring theirs (issue 19). Each test ends with none.
 */
let missingKeys: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  missingKeys = [];
});
afterEach(() => expect(missingKeys).toEqual([]));

describe('SignupWizard, Details (spec 001 §3, §4, §5)', () => {
  it('shows step 1 of 4 with Finland preselected', () => {
    renderApp(<SignupWizard />, { platform: signupPlatform().platform });
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(progress).toHaveTextContent('Step 1 of 4');
    expect(within(progress).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Details', 'Contact info', 'Verification', 'Complete']);
    expect(within(progress).getByText('Details')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('FI');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+358');
    expect(screen.getByRole('checkbox', { name: /bonus offers/ })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'CPF' })).not.toBeInTheDocument();
  });

  it('shows each field its own message, wired to the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { platform } = signupPlatform();
    renderApp(<SignupWizard />, { platform });
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'player@example');
    await fill(user, screen.getByLabelText('Password'), 'short');
    await fill(user, screen.getByRole('textbox', { name: 'Mobile number' }), '123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('A mobile number has 6 to 12 digits.');
    expect(screen.getByRole('checkbox', { name: /accept the terms and conditions/ })).toHaveAccessibleDescription('Accept the terms and conditions to continue.');
    expect(screen.getByRole('checkbox', { name: 'I accept the cookie policy' })).toHaveAccessibleDescription('Accept the cookie policy to continue.');
    expect(screen.getByRole('checkbox', { name: /bonus offers/ })).toHaveAttribute('aria-invalid', 'false');
    expect(email).toHaveFocus();
    expect(platform.unhandled).toEqual([]);
  });

  it('moves the phone prefix with the country until the player picks one', async () => {
    const user = userEvent.setup();
    renderApp(<SignupWizard />, { platform: signupPlatform().platform });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NO');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+47');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+46');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+46');
  });

  it('shows the bonus call-to-action of the market’s registration page', async () => {
    const { platform } = signupPlatform();
    const page = { market: 'UN', slug: 'signup', title: 'Welcome bonus', description: '100% up to EUR 100', iconUrl: 'http://cdn/i.svg', bannerImg: 'http://cdn/b.svg', smsMaxAttempts: 5 };
    renderApp(<SignupWizard />, { platform: { ...platform, content: { fetch: async <R,>() => page as R } } });
    const offer = await screen.findByRole('region', { name: 'Welcome bonus' });
    expect(offer).toHaveTextContent('100% up to EUR 100');
  });

  it('sends the registration with the captcha and country headers, and says so when the platform cannot take it, keeping every value', async () => {
    const user = userEvent.setup();
    const sent: { body: unknown; headers: Record<string, unknown> }[] = [];
    const { platform } = signupPlatform({
      'POST /player/registration': (config: RouteConfig) => {
        sent.push({ body: bodyOf(config), headers: config.headers.toJSON() });
        return refused('error.signup.unhandled');
      },
    });
    renderApp(<SignupWizard />, { platform });
    await fillDetails(user);
    await user.click(screen.getByRole('checkbox', { name: /bonus offers/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not create your account right now. Please try again.');
    expect(alert).toHaveFocus();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      email: 'player@example.com',
      password: 'secret123',
      mobilePhone: '+358401234567',
      countryCode: 'FI',
      languageCode: 'en',
      termsAndConditionsAccepted: true,
      cookiePolicyAccepted: true,
      marketingOptIn: true,
    });
    expect(sent[0]?.headers['X-Captcha-Token']).toEqual(expect.stringMatching(/.+/));
    expect(sent[0]?.headers['X-Country-Code']).toBe('FI');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('40 123 4567');
    expect(screen.getByRole('checkbox', { name: /bonus offers/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('shows the platform field errors on their fields', async () => {
    const user = userEvent.setup();
    const { platform } = signupPlatform({
      'POST /player/registration': {
        status: 400,
        data: {
          error: 'Bad Request',
          message: 'Validation failed',
          validationErrors: [
            { objectName: 'registration', field: 'email', rejectedValue: 'player@example.com', status: 'INVALID', message: 'email domain is not accepted', code: 'Email' },
            { objectName: 'registration', field: 'mobilePhone', rejectedValue: '+358401234567', status: 'INVALID', message: 'mobile phone is not valid', code: 'Phone' },
            { objectName: 'registration', field: 'captchaToken', rejectedValue: null, status: 'MISSING', message: 'captcha token is missing', code: 'NotNull' },
          ],
        },
      },
    });
    renderApp(<SignupWizard />, { platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the marked fields and try again.');
    expect(alert).toHaveTextContent('captcha token is missing');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('email domain is not accepted');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('mobile phone is not valid');
  });

  it.each`
    answer                                           | message
    ${refused('error.captcha.validation', 403)}       | ${'We could not verify that you are a person. Please try again.'}
    ${refused('error.country.blocked', 403)}          | ${'Registration is not available in your country.'}
    ${{ status: 500, data: { error: 'Internal Server Error', message: 'boom', code: 'error.system.error' } }} | ${'Something went wrong on our side. Please try again in a moment.'}
  `('says what a refusal means: $message', async ({ answer, message }) => {
    const user = userEvent.setup();
    renderApp(<SignupWizard />, { platform: signupPlatform({ 'POST /player/registration': answer }).platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
  });

  it('marks the phone when the SMS provider refuses it (Vonage 403)', async () => {
    const user = userEvent.setup();
    renderApp(<SignupWizard />, { platform: signupPlatform({ 'POST /player/registration': refused('error.vonage.validation', 403) }).platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const phone = screen.getByRole('textbox', { name: 'Mobile number' });
    await waitFor(() => expect(phone).toHaveAccessibleDescription('We cannot send text messages to this number. Check it and try again.'));
    expect(phone).toHaveFocus();
  });

  it('asks a Brazilian for the CPF and marks it when another account has it', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    const { platform } = signupPlatform({
      'POST /player/registration': (config: RouteConfig) => {
        bodies.push(bodyOf(config));
        // As the sandbox sends it: a field error on `cpf` whose code is the spec's.
        return {
          status: 400,
          data: {
            error: 'Bad Request',
            message: 'Validation failed',
            validationErrors: [{ objectName: 'registration', field: 'cpf', rejectedValue: '123.456.789-09', status: 'INVALID', message: 'a player with this CPF already exists', code: 'error.cpf.duplicate_found' }],
          },
        };
      },
    });
    renderApp(<SignupWizard />, { platform });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'BR');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const cpf = screen.getByRole('textbox', { name: 'CPF' });
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('Enter your CPF.'));
    await fill(user, cpf, '123.456.789-09');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(cpf).toHaveAccessibleDescription('An account with this CPF already exists.'));
    expect(bodies[0]).toMatchObject({ countryCode: 'BR', mobilePhone: '+55401234567', cpf: '123.456.789-09' });
  });

  it('says so when there is no response (Network Error)', async () => {
    const user = userEvent.setup();
    const { platform } = signupPlatform();
    platform.http.defaults.adapter = async () => {
      throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
    };
    renderApp(<SignupWizard />, { platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our servers.');
  });
});

describe('SignupWizard, outcomes (spec 001 §3 Unsupported, Duplicated)', () => {
  it('shows Duplicated for a player who already exists, and goes back to Details with everything typed', async () => {
    const user = userEvent.setup();
    const { platform, events } = signupPlatform({ 'POST /player/registration': refused('error.registration.player_already_exists', 409) }, '?redirect=%2Fen-UN%2Fpromotions');
    renderApp(<SignupWizard />, { platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', { level: 2, name: 'You already have an account' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/An account with this email address already exists/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Progress' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en-UN/reset-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(events).toContainEqual({ type: 'OPEN_LOGIN', redirectTo: '/en-UN/promotions' });

    await user.click(screen.getByRole('button', { name: 'Use another email address' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your details' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    expect(screen.getByRole('checkbox', { name: 'I accept the cookie policy' })).toBeChecked();
  });

  it('shows Unsupported when the country’s risk setting is UNSUPPORTED, and sends no registration', async () => {
    const user = userEvent.setup();
    const { platform } = signupPlatform({
      'GET /player/markets/risk-setting': (config: RouteConfig) => ({ siteId: 1, countryCode: (config.params as { countryCode: string }).countryCode, marketRiskSetting: 'UNSUPPORTED' }),
      'POST /player/registration': () => {
        throw new Error('no registration expected');
      },
    });
    renderApp(<SignupWizard />, { platform });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NO');
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'We cannot open your account' })).toHaveFocus();
    expect(screen.getByText('We do not take new players from Norway at the moment.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose another country' }));
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('NO');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  });
});

describe('SignupWizard, ContactInfo → Verification → Complete (spec 001 §4)', () => {
  it('a new visitor signs up with SMS verification and is logged in, landing where they came from', async () => {
    const user = userEvent.setup();
    const calls: { key: string; body: Record<string, unknown> }[] = [];
    const record = (key: string, answer: unknown) => (config: RouteConfig) => {
      calls.push({ key, body: bodyOf(config) });
      return answer;
    };
    const { platform, events } = signupPlatform(
      {
        'PUT /player/registration': record('profile', profileUpdated),
        'POST /player/registration/sms_request': record('sms_request', smsSent),
        'POST /player/registration/sms_verification': (config: RouteConfig) => {
          calls.push({ key: 'sms_verification', body: bodyOf(config) });
          return bodyOf(config).code === '123456' ? verified : refused('sms.code.invalid');
        },
      },
      '?redirect=%2Fen-UN%2Fonline-casino',
    );
    answerLogins(platform);
    renderApp(<SignupWizard />, { platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Step 2 of 4');
    await fillContactInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your mobile number' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Step 3 of 4');
    expect(await screen.findByText('We sent a 6-digit code to +358*****4567.')).toBeInTheDocument();
    expect(calls.filter((call) => call.key === 'sms_request')).toEqual([{ key: 'sms_request', body: { playerId: 'p-new', siteId: 1 } }]);
    expect(calls.find((call) => call.key === 'profile')?.body).toEqual({
      playerId: 'p-new',
      dateOfBirth: '1990-05-17',
      postalCode: '00100',
      mobilePhone: '+358401234567',
      countryCode: 'FI',
      termsAndConditionsAccepted: true,
      languageCode: 'en',
      firstName: 'Pia',
      lastName: 'Player',
      address: 'Mannerheimintie 1',
      city: 'Helsinki',
    });

    const code = screen.getByRole('textbox', { name: 'Code from the text message' });
    await fill(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right. You can try 4 more times.'));
    expect(code).toHaveFocus();
    expect(code).toHaveValue('000000');

    await user.clear(code);
    await fill(user, code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Step 4 of 4');
    expect(calls.filter((call) => call.key === 'sms_verification').map((call) => call.body)).toEqual([
      { playerId: 'p-new', siteId: 1, code: '000000' },
      { playerId: 'p-new', siteId: 1, code: '123456' },
    ]);
    await waitFor(() => expect(events).toContainEqual({ type: 'SHOW_TOAST', message: 'Welcome! Your account is ready.', variant: 'success' }));
    expect(events.filter((event) => event.type === 'REGISTRATION_LOGIN')).toEqual([
      { type: 'REGISTRATION_LOGIN', email: 'player@example.com', password: 'secret123', redirectTo: '/en-UN/online-casino' },
    ]);
    expect(sessionStorage.length).toBe(0);
  });

  it('verifies the e-mail after the phone when the registration asks for both', async () => {
    const user = userEvent.setup();
    const { platform } = signupPlatform({
      'POST /player/registration': registered(true, true),
      'POST /player/registration/email_request': emailSent,
      'POST /player/registration/email_verification': { ...verified, emailVerified: true },
    });
    answerLogins(platform);
    renderApp(<SignupWizard />, { platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await fillContactInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fill(user, await screen.findByRole('textbox', { name: 'Code from the text message' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Verify your email address' })).toHaveFocus();
    expect(await screen.findByText('We sent a 6-digit code to p***@example.com.')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Code from the email' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' })).toBeInTheDocument();
  });

  it('after the last wrong code asks for a new one; a new code lets the player try again', async () => {
    const user = userEvent.setup();
    let requests = 0;
    renderApp(<SignupWizard />, {
      platform: signupPlatform({
        'POST /player/registration/sms_request': () => {
          requests += 1;
          return smsSent;
        },
        'POST /player/registration/sms_verification': refused('sms.max.attempts.reached'),
      }).platform,
    });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await fillContactInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByRole('textbox', { name: 'Code from the text message' });
    await fill(user, code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('Too many wrong codes. Send a new code and try again.'));
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled());
    expect(requests).toBe(2);
    expect(code).toHaveValue('111111');
    expect(code).toHaveAttribute('aria-invalid', 'false');
  });

  it('says when the code could not be sent (the SMS provider refused the phone)', async () => {
    const user = userEvent.setup();
    renderApp(<SignupWizard />, { platform: signupPlatform({ 'POST /player/registration/sms_request': refused('error.vonage.validation', 403) }).platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await fillContactInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We cannot send text messages to this number. Check it and try again.');
  });

  it('goes back from Verification to ContactInfo with what was typed', async () => {
    const user = userEvent.setup();
    renderApp(<SignupWizard />, { platform: signupPlatform().platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await fillContactInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Verify your mobile number' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('17/05/1990');
  });

  it('shows ContactInfo’s own messages, and Duplicated for the same person (error.same.customer.info.detected)', async () => {
    const user = userEvent.setup();
    renderApp(<SignupWizard />, { platform: signupPlatform({ 'PUT /player/registration': refused('error.same.customer.info.detected') }).platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await fill(user, screen.getByRole('textbox', { name: 'Date of birth' }), '01/01/2020');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveAccessibleDescription('You must be 18 or older to play.'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Enter your first name.');
    await user.clear(screen.getByRole('textbox', { name: 'Date of birth' }));
    await fillContactInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/An account with these personal details already exists/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change my details' }));
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveValue('Helsinki');
  });
});

describe('SignupWizard, the login after sign-up (spec 001 §4, §9: 5 tries, 3000 ms apart)', () => {
  afterEach(() => jest.useRealTimers());

  it('logs in at once when no code is needed, retries 5 times 3000 ms apart, then lets the player log in', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { platform, events } = signupPlatform({ 'POST /player/registration': registered(false), 'PUT /player/registration': { ...profileUpdated, smsVerificationRequired: false } }, '?redirect=%2Fen-UN%2Fsportsbook');
    answerLogins(platform, () => ({ type: 'LOGIN_FAILED', code: 'error.player.not.found', message: 'Wrong email or password.' }));
    const times: number[] = [];
    platform.bus.events$.subscribe(() => times.push(Date.now()));
    renderApp(<SignupWizard />, { platform });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'About you' });
    await fillContactInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' })).toBeInTheDocument();
    const loginTimes = () => events.flatMap((event, index) => (event.type === 'REGISTRATION_LOGIN' ? [times[index] ?? 0] : []));
    for (let step = 0; step < 60 && !screen.queryByText(/could not log you in/); step += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
    }
    const failure = screen.getByRole('alert');
    expect(failure).toHaveTextContent('We could not log you in automatically.');
    const tries = loginTimes();
    expect(tries).toHaveLength(5);
    for (let index = 1; index < tries.length; index += 1) {
      const gap = (tries[index] ?? 0) - (tries[index - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(3000);
      expect(gap).toBeLessThan(3500);
    }
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(loginTimes()).toHaveLength(5);
    await user.click(within(failure).getByRole('button', { name: 'Log in' }));
    expect(events).toContainEqual({ type: 'OPEN_LOGIN', redirectTo: '/en-UN/sportsbook' });
  });
});

describe('SignupWizard for a logged-in player', () => {
  it('says they are logged in already', () => {
    const { platform } = signupPlatform();
    platform.bus.set('session', { status: 'Resolved', authorized: true, claims: null });
    renderApp(<SignupWizard />, { platform });
    expect(screen.getByText('You are logged in already.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
  });
});
