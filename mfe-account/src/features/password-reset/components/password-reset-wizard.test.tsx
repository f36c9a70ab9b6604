import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { PasswordResetWizard } from './password-reset-wizard';

const at = { basePath: '/en-UN/reset-password', path: '/en-UN/reset-password' };

describe('PasswordResetWizard, Email step (spec 001 §3 Password reset)', () => {
  it('shows step 1 of 4 and checks the address before sending', async () => {
    const user = userEvent.setup();
    const { platform } = renderApp(<PasswordResetWizard />, at);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Progress' })).toHaveTextContent('Step 1 of 4');

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your email address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.'));
    expect(platform.unhandled).toEqual([]);
  });

  it('sends the request and confirms with its heading focused', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    renderApp(<PasswordResetWizard />, {
      ...at,
      http: {
        'POST /player/password_reset': (config: { data?: unknown }) => {
          bodies.push(JSON.parse(String(config.data)));
          return { status: 'SENT' };
        },
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' player@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('If an account exists for player@example.com, we have sent a reset link.')).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'player@example.com' }]);

    await user.click(screen.getByRole('button', { name: 'Use a different email address' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
  });

  it('shows the platform field error on the field and keeps the value', async () => {
    const user = userEvent.setup();
    renderApp(<PasswordResetWizard />, {
      ...at,
      http: {
        'POST /player/password_reset': {
          status: 400,
          data: {
            error: 'Bad Request',
            message: 'Validation failed',
            validationErrors: [{ objectName: 'passwordResetRequest', field: 'email', rejectedValue: 'a@b.co', status: 'INVALID', message: 'must be a well-formed email address', code: 'Email' }],
          },
        },
      },
    });
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the email address and try again.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('must be a well-formed email address');
    expect(email).toHaveValue('a@b.co');
  });

  it('says when the request failed and keeps the value', async () => {
    const user = userEvent.setup();
    renderApp(<PasswordResetWizard />, { ...at, http: { 'POST /player/password_reset': { status: 503, data: { message: 'Service Unavailable' } } } });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'player@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not send a reset link right now. Please try again.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('player@example.com');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });
});
