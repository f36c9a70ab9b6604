import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform, type HttpRoutes } from '@casino/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { PasswordResetWizard } from './password-reset-wizard';

const at = { basePath: '/en-UN/reset-password', path: '/en-UN/reset-password' };
type User = ReturnType<typeof userEvent.setup>;
interface RouteConfig {
  data?: unknown;
}
const bodyOf = (config: RouteConfig) => JSON.parse(String(config.data)) as Record<string, string>;
const refused = (code: string) => ({ status: 400, data: { error: 'Bad Request', message: code, code } });

/** A platform that answers the reset calls and records their bodies; `http` overrides. */
function resetPlatform(http: HttpRoutes = {}) {
  const calls: { path: string; body: Record<string, string> }[] = [];
  let keys = 0;
  const platform = createTestPlatform({
    ...at,
    http: {
      'POST /player/password_reset': (config: RouteConfig) => {
        calls.push({ path: 'password_reset', body: bodyOf(config) });
        keys += 1;
        return { status: 'SENT', smsResetKeyId: `key-${keys}` };
      },
      'POST /player/password_reset/sms_verification': (config: RouteConfig) => {
        calls.push({ path: 'sms_verification', body: bodyOf(config) });
        return bodyOf(config).code === '123456' ? { resetKey: 'reset-1' } : refused('sms.code.invalid');
      },
      'POST /player/password_reset/new_password': (config: RouteConfig) => {
        calls.push({ path: 'new_password', body: bodyOf(config) });
        return { status: 204, data: '' };
      },
      ...http,
    },
  });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  return { platform, calls, events };
}

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function sendCode(user: User, email = 'anna@sandbox.test') {
  await fill(user, screen.getByRole('textbox', { name: 'Email' }), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  return screen.findByRole('heading', { level: 2, name: 'Enter your code' });
}

async function typeCode(user: User, code: string) {
  const field = screen.getByRole('textbox', { name: 'Code' });
  await user.clear(field);
  await fill(user, field, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return field;
}

describe('PasswordResetWizard (spec 001 §3 Password reset form, §4)', () => {
  it('shows step 1 of 4 and checks the address before sending', async () => {
    const user = userEvent.setup();
    const { platform } = resetPlatform();
    renderApp(<PasswordResetWizard />, { platform });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Step 1 of 4');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your email address.'));
    await fill(user, email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.'));
    expect(platform.unhandled).toEqual([]);
  });

  it('Email → Verification → Password → Complete, then home with the login dialog', async () => {
    const user = userEvent.setup();
    const { platform, calls, events } = resetPlatform();
    renderApp(<PasswordResetWizard />, { platform });

    const verification = await sendCode(user, ' anna@sandbox.test ');
    expect(verification).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Step 2 of 4');
    expect(screen.getByText('If an account exists for anna@sandbox.test, we have sent a 6-digit code to its phone and email address.')).toBeInTheDocument();

    const code = await typeCode(user, '000000');
    await waitFor(() => expect(code).toHaveAccessibleDescription('That code is not right.'));
    expect(code).toHaveValue('000000');
    await typeCode(user, '123456');

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a new password' })).toHaveFocus();
    await fill(user, screen.getByLabelText('New password'), 'Another1pass');
    await fill(user, screen.getByLabelText('Repeat the new password'), 'Another1pas');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords are not the same.'));
    await user.type(screen.getByLabelText('Repeat the new password'), 's');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your password is changed' })).toHaveFocus();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Step 4 of 4');
    expect(calls).toEqual([
      { path: 'password_reset', body: { email: 'anna@sandbox.test' } },
      { path: 'sms_verification', body: { smsResetKeyId: 'key-1', code: '000000' } },
      { path: 'sms_verification', body: { smsResetKeyId: 'key-1', code: '123456' } },
      { path: 'new_password', body: { resetKey: 'reset-1', password: 'Another1pass' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Log in with your new password' }));
    expect(events).toEqual([{ type: 'NAVIGATE', to: '/en-UN' }, { type: 'OPEN_LOGIN' }]);
  });

  it('goes back to Email keeping the address, and on to the code again without a new one', async () => {
    const user = userEvent.setup();
    const { platform, calls } = resetPlatform();
    renderApp(<PasswordResetWizard />, { platform });
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your email address' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@sandbox.test');
    await user.click(screen.getByRole('button', { name: 'I have a code already' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Enter your code' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('sends a new code on request and checks the next code against it', async () => {
    const user = userEvent.setup();
    const { platform, calls } = resetPlatform();
    renderApp(<PasswordResetWizard />, { platform });
    await sendCode(user);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeInTheDocument();
    await typeCode(user, '123456');
    await screen.findByRole('heading', { level: 2, name: 'Choose a new password' });
    expect(calls.map((call) => call.body)).toEqual([{ email: 'anna@sandbox.test' }, { email: 'anna@sandbox.test' }, { smsResetKeyId: 'key-2', code: '123456' }]);
  });

  it('sms.max.attempts.reached starts again at Email and opens the reset modal', async () => {
    const user = userEvent.setup();
    const { platform } = resetPlatform({ 'POST /player/password_reset/sms_verification': refused('sms.max.attempts.reached') });
    renderApp(<PasswordResetWizard />, { platform });
    await sendCode(user);
    await typeCode(user, '999999');

    const dialog = await screen.findByRole('dialog', { name: 'Too many wrong codes' });
    expect(dialog).toHaveTextContent('For your security we stopped this reset.');
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your email address' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@sandbox.test');
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Step 1 of 4');
    expect(screen.queryByRole('button', { name: 'I have a code already' })).not.toBeInTheDocument();
  });

  it.each(['sms_verification', 'new_password'])('error.password.reset at %s starts again at Email and says the reset expired', async (call) => {
    const user = userEvent.setup();
    const { platform } = resetPlatform({ [`POST /player/password_reset/${call}`]: refused('error.password.reset') });
    renderApp(<PasswordResetWizard />, { platform });
    await sendCode(user);
    await typeCode(user, '123456');
    if (call === 'new_password') {
      await screen.findByRole('heading', { level: 2, name: 'Choose a new password' });
      await fill(user, screen.getByLabelText('New password'), 'Another1pass');
      await fill(user, screen.getByLabelText('Repeat the new password'), 'Another1pass');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset has expired. Please start again.');
    expect(screen.getByRole('heading', { level: 2, name: 'Your email address' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@sandbox.test');
  });

  it('shows the platform field error on the field and keeps the value', async () => {
    const user = userEvent.setup();
    const { platform } = resetPlatform({
      'POST /player/password_reset': {
        status: 400,
        data: {
          error: 'Bad Request',
          message: 'Validation failed',
          validationErrors: [{ objectName: 'passwordResetRequest', field: 'email', rejectedValue: 'a@b.co', status: 'INVALID', message: 'must be a well-formed email address', code: 'Email' }],
        },
      },
    });
    renderApp(<PasswordResetWizard />, { platform });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await fill(user, email, 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the email address and try again.');
    expect(email).toHaveAccessibleDescription('must be a well-formed email address');
    expect(email).toHaveValue('a@b.co');
  });

  it('says when the request failed and keeps the value', async () => {
    const user = userEvent.setup();
    renderApp(<PasswordResetWizard />, { platform: resetPlatform({ 'POST /player/password_reset': { status: 503, data: { message: 'Service Unavailable' } } }).platform });
    await fill(user, screen.getByRole('textbox', { name: 'Email' }), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not do that right now. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
    expect(screen.queryByRole('heading', { name: 'Enter your code' })).not.toBeInTheDocument();
  });
});
