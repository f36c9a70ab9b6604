import { createHmac, timingSafeEqual } from 'node:crypto';

import { z } from 'zod';

/** The secret the stand-in sports providers sign their webhooks with, and the platform checks them with. */
export const SPORTS_WEBHOOK_SECRET = 'casino-sandbox-sportsbook-secret-not-for-production';
/** The header carrying a sports webhook's signature: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const SPORTS_SIGNATURE_HEADER = 'x-sportsbook-signature';
/** Where the providers send the user-balance-update webhook (the platform's route). */
export const USER_BALANCE_UPDATE_PATH = '/sportsbook/webhooks/user-balance-update';

/**
 * The user-balance-update webhook's body (spec 001 §7; issue 18 point 6): the provider's own id of the
 * move (`transactionId`, which makes a replay harmless), the provider session it was made in, the bet,
 * `BET` (a stake to take) or `WIN` (a winning bet's return to pay), the amount in minor units, and the
 * currency, which must be the player's.
 */
export const userBalanceUpdateSchema = z.object({
  transactionId: z.string().trim().min(1).max(100),
  sessionId: z.string().min(1).max(200),
  betId: z.string().trim().min(1).max(100),
  type: z.enum(['BET', 'WIN']),
  amount: z.number().int('amount must be a whole number of minor units').positive('amount must be more than zero').max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code'),
});
/** The user-balance-update webhook's body. */
export type UserBalanceUpdate = z.infer<typeof userBalanceUpdateSchema>;

/** The signature header value of a webhook body: `sha256=<hex>`. */
export function signSportsWebhook(rawBody: string, secret = SPORTS_WEBHOOK_SECRET): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Whether `signature` signs `rawBody` (constant-time comparison). */
export function verifySportsWebhook(rawBody: string, signature: unknown, secret = SPORTS_WEBHOOK_SECRET): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(signSportsWebhook(rawBody, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
