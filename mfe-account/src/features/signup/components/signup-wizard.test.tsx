import { createTestPlatform } from '@casino/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { SignupWizard } from './signup-wizard';

const at = { basePath: '/en-UN/signup', path: '/en-UN/signup' };

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'player@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '40 123 4567');
  await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the cookie policy' }));
}

describe('SignupWizard, Details step (spec 001 §3, §4, §5)', () => {
  it('shows step 1 of 4 with Finland preselected', () => {
    renderApp(<SignupWizard />, at);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Progress' });
    expect(progress).toHaveTextContent('Step 1 of 4');
    expect(within(progress).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Details', 'Contact info', 'Verification', 'Complete']);
    expect(within(progress).getByText('Details')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('FI');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+358');
    expect(screen.getByRole('checkbox', { name: /bonus offers/ })).not.toBeChecked();
  });

  it('shows each field its own message, wired to the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { platform } = renderApp(<SignupWizard />, at);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'player@example');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '123');
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
    renderApp(<SignupWizard />, at);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NO');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+47');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+46');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+46');
  });

  it('sends the registration and, when the platform cannot take it, says so and keeps every value', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const platform = createTestPlatform({
      ...at,
      http: {
        'POST /player/registration': (config: { data?: unknown }) => {
          sent.push(JSON.parse(String(config.data)));
          return { status: 404, data: { error: 'Not Found', message: 'Route POST:/player/registration not found' } };
        },
      },
    });
    renderApp(<SignupWizard />, { ...at, platform });
    await fillValidForm(user);
    await user.click(screen.getByRole('checkbox', { name: /bonus offers/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not create your account right now. Please try again.');
    expect(alert).toHaveFocus();
    expect(sent).toEqual([
      {
        email: 'player@example.com',
        password: 'secret123',
        mobilePhone: '+358401234567',
        countryCode: 'FI',
        languageCode: 'en',
        termsAndConditionsAccepted: true,
        cookiePolicyAccepted: true,
        marketingOptIn: true,
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('40 123 4567');
    expect(screen.getByRole('checkbox', { name: /accept the terms and conditions/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /bonus offers/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('shows the platform field errors on their fields', async () => {
    const user = userEvent.setup();
    renderApp(<SignupWizard />, {
      ...at,
      http: {
        'POST /player/registration': {
          status: 400,
          data: {
            message: 'Validation failed',
            validationErrors: [
              { objectName: 'registration', field: 'email', rejectedValue: 'player@example.com', status: 'INVALID', message: 'email domain is not accepted', code: 'Email' },
              { objectName: 'registration', field: 'mobilePhone', rejectedValue: '+358401234567', status: 'INVALID', message: 'mobile phone is not valid', code: 'Phone' },
              { objectName: 'registration', field: 'captchaToken', rejectedValue: null, status: 'MISSING', message: 'captcha token is missing', code: 'NotNull' },
            ],
          },
        },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the marked fields and try again.');
    expect(alert).toHaveTextContent('captcha token is missing');
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('email domain is not accepted');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription('mobile phone is not valid');
    expect(email).toHaveValue('player@example.com');
  });

  it('offers to log in when the player already exists', async () => {
    const user = userEvent.setup();
    const { platform } = renderApp(<SignupWizard />, {
      ...at,
      http: { 'POST /player/registration': { status: 409, data: { message: 'code:error.registration.player_already_exists' } } },
    });
    const events: unknown[] = [];
    platform.bus.events$.subscribe((event) => events.push(event));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An account with these details already exists.');
    await user.click(within(alert).getByRole('button', { name: 'Log in' }));
    expect(events).toEqual([{ type: 'OPEN_LOGIN' }]);
  });

  it('says so when the platform cannot be reached', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform(at);
    platform.http.defaults.adapter = async () => {
      throw Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
    };
    renderApp(<SignupWizard />, { ...at, platform });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our servers.');
  });
});
