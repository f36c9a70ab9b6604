import { codeSentTo, uniqueFinnishMobile, uniqueMark } from '../support/outbox';
import { expect, test } from '../support/test';

/*
 * Issue 15, sign-up (spec 001 §3 Sign-up, §4; spec 000 §2 login redirect). Each run signs up an e-mail and
 * a phone of its own, so the desktop and phone projects (one sandbox) and a second run do not meet.
 */
test.describe('sign up as a new player (issue 15)', () => {
  test('a new visitor signs up from the casino with SMS verification and lands there logged in @phone', async ({ page, request }) => {
    const email = `new.player.${uniqueMark()}@example.com`;
    const phone = uniqueFinnishMobile();

    await page.goto('/en-UN');
    await page.getByRole('banner').getByRole('link', { name: 'Casino', exact: true }).click();
    await expect(page).toHaveURL(/\/en-UN\/online-casino$/);
    await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/en-UN\/signup\?redirect=%2Fen-UN%2Fonline-casino$/);

    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('FI');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Newplayer1');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone.body);
    await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: 'I accept the cookie policy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeFocused();
    await page.getByRole('textbox', { name: 'First name' }).fill('Eeva');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Uusi');
    await page.getByRole('textbox', { name: 'Date of birth' }).fill('17/05/1990');
    await page.getByRole('textbox', { name: 'Street address' }).fill('Mannerheimintie 10');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('00100');
    await page.getByRole('textbox', { name: 'City' }).fill('Helsinki');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Verify your mobile number' })).toBeFocused();
    await expect(page.getByText(/We sent a 6-digit code to \+358/)).toBeVisible();
    const code = await codeSentTo(request, phone.e164, 'SMS');
    const field = page.getByRole('textbox', { name: 'Code from the text message' });
    await field.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(field).toHaveAccessibleDescription('That code is not right. You can try 4 more times.');
    await field.fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    // A player from Finland who chose English lands on Finland's market in English (issue 18 point 1).
    await expect(page).toHaveURL(/\/en-FI\/online-casino$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toContainText('0.00');
    await expect(page.getByText('Welcome! Your account is ready.')).toBeVisible();
  });

  test('an e-mail that already has an account gets Duplicated, with a way to log in or reset the password', async ({ page }) => {
    await page.goto('/en-UN/signup');
    await page.getByRole('textbox', { name: 'Email' }).fill('anna@sandbox.test');
    await page.getByLabel('Password', { exact: true }).fill('Whatever1');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniqueFinnishMobile().body);
    await page.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await page.getByRole('checkbox', { name: 'I accept the cookie policy' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'You already have an account' })).toBeFocused();
    await expect(page.getByText('An account with this email address already exists.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/en-UN/reset-password');
    await page.getByRole('button', { name: 'Use another email address' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('anna@sandbox.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Whatever1');
  });
});
