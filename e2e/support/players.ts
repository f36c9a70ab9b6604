import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueMark } from './outbox';
import { SANDBOX } from './sandbox';

/**
 * Registers a player of this run's own through the platform (a GB sign-up needs no code to verify:
 * sandbox/README.md, sign-up), so a journey that counts the player's sockets, or changes the player, meets
 * no other journey's sessions and leaves nothing for them. Resolves with the new player's e-mail
 * (`<name>.<mark>@example.com`); they log in with `password`.
 */
export async function registerPlayer(request: APIRequestContext, password: string, name = 'player'): Promise<string> {
  const email = `${name}.${uniqueMark()}@example.com`;
  const registration = await request.post(`${SANDBOX}/player/registration`, {
    headers: { 'X-Captcha-Token': 'e2e' },
    data: {
      email,
      password,
      mobilePhone: `+4477009${String(Date.now() % 1e5).padStart(5, '0')}`,
      countryCode: 'GB',
      languageCode: 'en',
      termsAndConditionsAccepted: true,
      cookiePolicyAccepted: true,
      marketingOptIn: false,
    },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  return email;
}
