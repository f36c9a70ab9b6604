import { z } from '@casino/shared-modules/zod';
import type { DepositResult } from './deposit-flow';

/**
 * The message the provider's hosted page posts to the frame's parent when the player is done
 * (issue 14): `{ type: 'PAYMENT_RESULT', referenceId, status }`. Only its origin (the page's, from
 * `redirectUrl`) makes it trustworthy; a success is still confirmed with the platform before it shows.
 */
const paymentResultMessageSchema = z.object({
  type: z.literal('PAYMENT_RESULT'),
  referenceId: z.string(),
  status: z.string(),
});

/** What a provider message says about the deposit `referenceId`: over (and how), confirm with the platform, or nothing. */
export type PaymentMessageMeaning =
  { kind: 'result'; result: DepositResult } | { kind: 'confirm' } | { kind: 'ignore' };

// A page that reports a payment still PENDING (or waiting for input) is one the player left without paying.
const CANCELLED = new Set(['CANCELLED', 'CANCELED', 'CANCEL', 'ABANDONED', 'PENDING', 'WAITING_INPUT']);
const DECLINED = new Set(['FAILED', 'DECLINED', 'DECLINE', 'REJECTED']);

/**
 * Reads a `message` event for the deposit `referenceId` whose page lives at `providerOrigin`. A cancel (or a
 * result that is still PENDING: the player closed the payment unpaid) or a decline moves no money, so it ends
 * the flow at once; anything else (an approval, SUCCESS) is checked with the platform, which credits the
 * wallet when the provider's webhook arrives.
 */
export function readPaymentMessage(
  event: Pick<MessageEvent, 'origin' | 'data'>,
  providerOrigin: string,
  referenceId: string,
): PaymentMessageMeaning {
  if (event.origin !== providerOrigin) return { kind: 'ignore' };
  const parsed = paymentResultMessageSchema.safeParse(event.data);
  if (!parsed.success || parsed.data.referenceId !== referenceId) return { kind: 'ignore' };
  const status = parsed.data.status.toUpperCase();
  if (CANCELLED.has(status)) return { kind: 'result', result: 'CANCELLED' };
  if (DECLINED.has(status)) return { kind: 'result', result: 'FAILED' };
  return { kind: 'confirm' };
}
