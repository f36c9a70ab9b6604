import type { PlatformEvent } from '@casino/shared/bus';
import type { HttpRoutes } from '@casino/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountScreenPlatform } from '../../../testing/account-fixtures';
import { renderApp } from '../../../testing/render-app';
import { PasswordScreen } from './password-screen';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account/password' };

function setup(answer: HttpRoutes[string]) {
  const { platform, sent } = accountScreenPlatform(at, 'POST /player/password', (_body, config) => (typeof answer === 'function' ? answer(config) : answer));
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<PasswordScreen />, { ...at, platform });
  return { sent, events };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  old = 'Sandbox!2026',
  next = 'Changed123',
  repeat = next,
) {
  await user.type(screen.getByLabelText('Current password'), old);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordScreen (spec 001 §7 password, §8)', () => {
  it('sends the old and the new password, empties the form and says so', async () => {
    const user = userEvent.setup();
    const { sent, events } = setup({ status: 204, data: null });
    await fill(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed.');
    expect(sent).toEqual([{ oldPassword: 'Sandbox!2026', newPassword: 'Changed123' }]);
    expect(events).toContainEqual({
      type: 'SHOW_TOAST',
      message: 'Your password is changed.',
      variant: 'success',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the fields before sending anything', async () => {
    const user = userEvent.setup();
    const { sent } = setup({ status: 204, data: null });
    await fill(user, 'Sandbox!2026', 'short', 'other');
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      'Use at least 8 characters.',
    );
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The two new passwords are not the same.',
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('says a wrong current password in a toast and on the field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { events } = setup({
      status: 400,
      data: {
        error: 'Bad Request',
        code: 'error.old_password.incorrect',
        message: 'Old password is incorrect',
      },
    });
    await fill(user, 'Wrong!2026');
    await waitFor(() =>
      expect(events).toContainEqual({
        type: 'SHOW_TOAST',
        message: 'Your current password is not correct.',
        variant: 'error',
      }),
    );
    const old = screen.getByLabelText('Current password');
    expect(old).toHaveAccessibleDescription('Your current password is not correct.');
    expect(old).toHaveFocus();
    expect(old).toHaveValue('Wrong!2026');
    expect(screen.getByLabelText('New password')).toHaveValue('Changed123');
  });

  it('puts the platform field errors on their fields', async () => {
    const user = userEvent.setup();
    setup({
      status: 400,
      data: {
        error: 'Bad Request',
        validationErrors: [
          {
            objectName: 'passwordChange',
            field: 'newPassword',
            rejectedValue: null,
            status: 'INVALID',
            message: 'must not be a common password',
            code: 'Weak',
          },
        ],
      },
    });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the marked fields and try again.',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'must not be a common password',
    );
    expect(screen.getByLabelText('New password')).toHaveValue('Changed123');
  });
});
