import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountScreenPlatform } from '../../../testing/account-fixtures';
import { renderApp } from '../../../testing/render-app';
import { AddressScreen } from './address-screen';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account/address' };

function setup(answer: unknown) {
  const { platform, sent } = accountScreenPlatform(at, 'POST /player/address', () => answer);
  renderApp(<AddressScreen />, { ...at, platform });
  return { sent };
}

describe('AddressScreen (spec 000 §2 address screen)', () => {
  it('starts from the stored address and saves the new one', async () => {
    const user = userEvent.setup();
    const { sent } = setup({
      address: 'Aleksanterinkatu 2',
      city: 'Helsinki',
      postalCode: '00170',
      countryCode: 'FI',
      provinceCode: null,
    });
    const street = await screen.findByRole('textbox', { name: 'Street address' });
    expect(street).toHaveValue('Mannerheimintie 1');
    await user.clear(street);
    await user.type(street, 'Aleksanterinkatu 2');
    await user.clear(screen.getByRole('textbox', { name: 'Postal code' }));
    await user.type(screen.getByRole('textbox', { name: 'Postal code' }), '00170');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your address is saved.');
    expect(sent).toEqual([{ address: 'Aleksanterinkatu 2', city: 'Helsinki', postalCode: '00170' }]);
  });

  it('says what is missing before sending', async () => {
    const user = userEvent.setup();
    const { sent } = setup({});
    await user.clear(await screen.findByRole('textbox', { name: 'City' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
      'Enter your city.',
    );
    expect(sent).toEqual([]);
  });

  it('keeps the platform field error on its field and what was typed', async () => {
    const user = userEvent.setup();
    setup({
      status: 400,
      data: {
        error: 'Bad Request',
        validationErrors: [
          {
            objectName: 'address',
            field: 'postalCode',
            rejectedValue: 'ABC',
            status: 'INVALID',
            message: 'must be five digits in FI',
            code: 'Pattern',
          },
        ],
      },
    });
    const postal = await screen.findByRole('textbox', { name: 'Postal code' });
    await user.clear(postal);
    await user.type(postal, 'ABC');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the marked fields');
    expect(postal).toHaveAccessibleDescription('must be five digits in FI');
    expect(postal).toHaveFocus();
    expect(postal).toHaveValue('ABC');
  });
});
