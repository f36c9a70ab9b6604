import type { PlatformEvent } from '@casino/shared/bus';
import { createTestPlatform } from '@casino/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { annaDetails, loggedIn } from '../../../testing/account-fixtures';
import { renderApp } from '../../../testing/render-app';
import { PhoneScreen } from './phone-screen';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account/phone' };
const codeFailure = (code: string) => ({ status: 400, data: { error: 'Bad Request', code, message: code } });

function setup(verification: unknown = { smsVerificationId: 'sms-1', verified: true }) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const record = (answer: unknown) => (config: { url?: string; data?: unknown }) => {
    calls.push({ url: config.url ?? '', body: JSON.parse(String(config.data)) });
    return answer;
  };
  const platform = createTestPlatform({
    ...at,
    state: loggedIn,
    http: {
      'GET /player/details': annaDetails,
      'POST /player/phone_number/sms_request': record({
        smsVerificationId: 'sms-1',
        expiresInSeconds: 600,
        maxAttempts: 5,
      }),
      'POST /player/phone_number/sms_verification': record(verification),
      'POST /player/phone_number': record({ ...annaDetails, mobilePhone: '+358409999999' }),
    },
  });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<PhoneScreen />, { ...at, platform });
  return { calls, events };
}

async function askForCode(user: ReturnType<typeof userEvent.setup>, number = '40 999 9999') {
  const body = await screen.findByRole('textbox', { name: 'New mobile number' });
  await user.clear(body);
  await user.type(body, number);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('PhoneScreen (spec 001 §4 Phone change, §5)', () => {
  it('starts from the stored phone', async () => {
    setup();
    expect(await screen.findByRole('textbox', { name: 'New mobile number' })).toHaveValue('401000001');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('+358');
  });

  it('asks for a code, opens the popup, then verifies and saves the new phone', async () => {
    const user = userEvent.setup();
    const { calls, events } = setup();
    await askForCode(user);
    const dialog = await screen.findByRole('dialog', { name: 'Enter the code' });
    expect(dialog).toHaveTextContent('We sent a six-digit code to +358409999999.');
    expect(screen.getByRole('textbox', { name: 'Code from the SMS' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'Code from the SMS' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your mobile number is changed.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls).toEqual([
      { url: '/player/phone_number/sms_request', body: { mobilePhone: '+358409999999' } },
      { url: '/player/phone_number/sms_verification', body: { smsVerificationId: 'sms-1', code: '123456' } },
      { url: '/player/phone_number', body: { mobilePhone: '+358409999999', smsVerificationId: 'sms-1' } },
    ]);
    expect(events).toContainEqual({
      type: 'SHOW_TOAST',
      message: 'Your mobile number is changed.',
      variant: 'success',
    });
  });

  it('does not ask for a code for the number the player already has', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('textbox', { name: 'New mobile number' })).toHaveAccessibleDescription(
      'This is already your number. Enter a new one.',
    );
    expect(calls).toEqual([]);
  });

  it('closes the popup on a wrong code and says so, keeping the typed number', async () => {
    const user = userEvent.setup();
    setup(codeFailure('sms.code.invalid'));
    await askForCode(user);
    await user.type(await screen.findByRole('textbox', { name: 'Code from the SMS' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The code was not correct. Send a new code and try again.');
    expect(alert).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New mobile number' })).toHaveValue('40 999 9999');
  });

  it('after max attempts sends no new code until the number changes', async () => {
    const user = userEvent.setup();
    const { calls } = setup(codeFailure('sms.max.attempts.reached'));
    await askForCode(user);
    await user.type(await screen.findByRole('textbox', { name: 'Code from the SMS' }), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes.');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('sms_request'))).toHaveLength(1));
    await askForCode(user, '40 999 9998');
    expect(await screen.findByRole('dialog', { name: 'Enter the code' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('sms_request')).map((call) => call.body)).toEqual([
      { mobilePhone: '+358409999999' },
      { mobilePhone: '+358409999998' },
    ]);
  });

  it('closing the popup cancels, keeping the number', async () => {
    const user = userEvent.setup();
    setup();
    await askForCode(user);
    await screen.findByRole('dialog', { name: 'Enter the code' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New mobile number' })).toHaveValue('40 999 9999');
  });
});
