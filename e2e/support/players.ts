import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueMark } from './outbox';
import { PASSWORD, SANDBOX } from './sandbox';

/** A player of a journey's own, registered through the platform by `registerPlayer`. */
export interface OwnPlayer {
  email: string;
  password: string;
  playerId: string;
  mobilePhone: string;
}

/**
 * A mobile number of the country (E.164) no other journey of the run is likely to use: a British one in the
 * range kept for fiction (07700 900000–900999 and on), or a New Zealand one, from the clock and chance.
 */
function uniqueMobile(country: 'GB' | 'NZ'): string {
  const digits = (length: number) => `${(Date.now() + Math.floor(Math.random() * 10 ** length)) % 10 ** length}`.padStart(length, '0');
  return country === 'GB' ? `+4477009${digits(5)}` : `+6421${digits(7)}`;
}

/**
 * Registers a player of this run's own through the platform, so a journey that counts the player's sockets,
 * changes the player or puts hostile names on them meets no other journey's sessions and leaves nothing for
 * them. The country is one whose sign-up needs no code to verify (sandbox/README.md, sign-up): Great Britain
 * by default, or New Zealand (spec 001 §4: no verification there). Resolves with the player, whose e-mail is
 * `<name>.<mark>@example.com` and who logs in with `password` (the personas' by default).
 */
export async function registerPlayer(
  request: APIRequestContext,
  { name = 'player', password = PASSWORD, country = 'GB', ...names }: { name?: string; password?: string; country?: 'GB' | 'NZ'; firstName?: string; lastName?: string } = {},
): Promise<OwnPlayer> {
  const email = `${name}.${uniqueMark()}@example.com`;
  const mobilePhone = uniqueMobile(country);
  const registration = await request.post(`${SANDBOX}/player/registration`, {
    headers: { 'X-Captcha-Token': 'e2e' },
    data: { email, password, mobilePhone, countryCode: country, languageCode: 'en', termsAndConditionsAccepted: true, cookiePolicyAccepted: true, marketingOptIn: false, ...names },
  });
  expect(registration.status(), await registration.text()).toBe(201);
  return { email, password, mobilePhone, playerId: ((await registration.json()) as { playerId: string }).playerId };
}
