import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes } from '@casino/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { signUpLimitsAskedOf } from '../lib/sign-up-limits';
import { initialSignupFlow, SIGNUP_STORAGE_KEY, type SignupFlowState } from '../lib/signup-flow';
import { SignupWizard } from './signup-wizard';

const at = { basePath: '/en-NL/signup', path: '/en-NL/signup' };
type User = ReturnType<typeof userEvent.setup>;
interface RouteConfig {
  data?: unknown;
}
const bodyOf = (config: RouteConfig) => JSON.parse(String(config.data)) as Record<string, unknown>;

/**
 * A sign-up this tab left on the Limits step (a Dutch registration, its SMS code verified). `earlier`: kept by an
 * earlier version of the page, without what the market asks for (the wizard reads it then).
 */
const keptAtLimits = (countryCode = 'NL', kept: 'current' | 'earlier' = 'current'): SignupFlowState => ({
  ...initialSignupFlow(),
  currentStep: 'Limits',
  registration: {
    playerId: 'p-nl',
    token: null,
    email: 'daan@example.com',
    mobilePhone: '+31612345678',
    countryCode,
    languageCode: 'en',
    smsVerificationRequired: true,
    emailVerificationRequired: false,
    ...(kept === 'current' && { limitsAsked: signUpLimitsAskedOf(countryCode) }),
  },
  pins: {
    sms: { status: 'SUCCESS_VERIFY', pending: null, sentTo: '+316*****5678', attemptsLeft: 5, error: null },
    email: { status: 'UNINITIALIZE', pending: null, sentTo: null, attemptsLeft: null, error: null },
  },
});
const saved = (body: Record<string, unknown>) => ({ playerId: 'p-nl', currency: 'EUR', depositLimit: null, loginTimeLimit: null, balanceLimit: null, accountStatus: 'REGISTERED', ...body });

function setup(http: HttpRoutes = {}) {
  const bodies: Record<string, unknown>[] = [];
  const platform = createTestPlatform({
    ...at,
    state: { session: { status: 'Resolved', authorized: false, claims: null } },
    content: { registrationPage: null },
    http: {
      'PUT /player/registration/limits': (config: RouteConfig) => {
        const body = bodyOf(config);
        bodies.push(body);
        return saved(body);
      },
      ...http,
    },
  });
  platform.bus.set('location', { pathname: at.path, search: '', hash: '' });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<SignupWizard />, { platform });
  return { bodies, events };
}

async function fillDutchLimits(user: User) {
  const deposit = screen.getByRole('group', { name: 'Deposit limit' });
  await user.selectOptions(within(deposit).getByRole('combobox', { name: 'Period' }), 'M');
  await user.type(within(deposit).getByRole('textbox', { name: 'Amount (EUR)' }), '300');
  const loginTime = screen.getByRole('group', { name: 'Login time limit' });
  await user.selectOptions(within(loginTime).getByRole('combobox', { name: 'Period' }), 'D');
  await user.selectOptions(within(loginTime).getByRole('combobox', { name: 'Time' }), '60');
  await user.type(within(screen.getByRole('group', { name: 'Balance limit' })).getByRole('textbox', { name: 'Amount (EUR)' }), '250');
}

beforeEach(() => sessionStorage.clear());

describe('the sign-up’s Limits step (issue 16 §5)', () => {
  it('NL: step 4 of 5 asks for deposit, login-time and balance limits, all required, then the account is complete', async () => {
    sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(keptAtLimits('NL', 'earlier')));
    const user = userEvent.setup();
    const { bodies } = setup();
    // The wizard comes back at its Limits step, whose code loads on its own; kept by an earlier version of the
    // page, the flow learns what the market asks for first.
    expect(await screen.findByRole('heading', { level: 2, name: 'Set your limits' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(progress).toHaveTextContent('Step 4 of 5');
    expect(within(progress).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Details', 'Contact info', 'Verification', 'Limits', 'Complete']);
    expect(within(progress).getAllByRole('listitem')[3]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Not now' })).not.toBeInTheDocument();

    await fillDutchLimits(user);
    await user.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' })).toBeInTheDocument();
    expect(bodies).toEqual([{ playerId: 'p-nl', depositLimit: { duration: 'M', limit: 300_00 }, loginTimeLimit: { duration: 'D', limit: 60 }, balanceLimit: 250_00 }]);
  });

  it('refuses empty, negative and too small limits on their fields and sends nothing', async () => {
    sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(keptAtLimits()));
    const user = userEvent.setup();
    const { bodies } = setup();
    await user.type(within(screen.getByRole('group', { name: 'Deposit limit' })).getByRole('textbox', { name: 'Amount (EUR)' }), '-5');
    await user.type(within(screen.getByRole('group', { name: 'Balance limit' })).getByRole('textbox', { name: 'Amount (EUR)' }), '0.5');
    await user.click(screen.getByRole('button', { name: 'Save my limits' }));
    const deposit = within(screen.getByRole('group', { name: 'Deposit limit' })).getByRole('textbox', { name: 'Amount (EUR)' });
    expect(deposit).toHaveAccessibleDescription('A limit cannot be negative.');
    expect(deposit).toHaveFocus();
    expect(within(screen.getByRole('group', { name: 'Login time limit' })).getByRole('combobox', { name: 'Time' })).toHaveAccessibleDescription('Choose 30, 60 or 120 minutes.');
    expect(within(screen.getByRole('group', { name: 'Balance limit' })).getByRole('textbox', { name: 'Amount (EUR)' })).toHaveAccessibleDescription('The smallest limit is €1.00.');
    expect(bodies).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Set your limits' })).toBeInTheDocument();
  });

  it('shows the platform’s field errors on their limits', async () => {
    sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(keptAtLimits()));
    const user = userEvent.setup();
    setup({
      'PUT /player/registration/limits': {
        status: 400,
        data: {
          error: 'Bad Request',
          message: 'balanceLimit: too big',
          validationErrors: [{ objectName: 'signUpLimits', field: 'balanceLimit', rejectedValue: 250_00, status: 'INVALID', message: 'the balance limit is above what the market allows', code: 'too_big' }],
        },
      },
    });
    await fillDutchLimits(user);
    await user.click(screen.getByRole('button', { name: 'Save my limits' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the marked limits.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(within(screen.getByRole('group', { name: 'Balance limit' })).getByRole('textbox', { name: 'Amount (EUR)' })).toHaveAccessibleDescription('the balance limit is above what the market allows');
  });

  it('goes on when the platform says the limits are set already (a reload after saving)', async () => {
    sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(keptAtLimits()));
    const user = userEvent.setup();
    setup({ 'PUT /player/registration/limits': { status: 409, data: { error: 'Conflict', message: 'set', code: 'error.registration.limits_already_set' } } });
    await fillDutchLimits(user);
    await user.click(screen.getByRole('button', { name: 'Save my limits' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' })).toBeInTheDocument();
  });

  it('UK: offers a deposit limit alone; "Not now" goes on to Complete, where the player is logged in', async () => {
    sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(keptAtLimits('GB')));
    const user = userEvent.setup();
    const { bodies } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Would you like to set a deposit limit?' })).toBeInTheDocument();
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label') ?? group.querySelector('legend')?.textContent)).toEqual(['Deposit limit']);
    expect(within(screen.getByRole('group', { name: 'Deposit limit' })).getByRole('textbox', { name: 'Amount (GBP)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('UK: sets the offered deposit limit', async () => {
    sessionStorage.setItem(SIGNUP_STORAGE_KEY, JSON.stringify(keptAtLimits('GB')));
    const user = userEvent.setup();
    const { bodies } = setup();
    const deposit = screen.getByRole('group', { name: 'Deposit limit' });
    await user.selectOptions(within(deposit).getByRole('combobox', { name: 'Period' }), 'W');
    await user.type(within(deposit).getByRole('textbox', { name: 'Amount (GBP)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Set deposit limit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' })).toBeInTheDocument();
    expect(bodies).toEqual([{ playerId: 'p-nl', depositLimit: { duration: 'W', limit: 50_00 } }]);
  });
});
