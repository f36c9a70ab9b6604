import { z } from '@casino/shared-modules/zod';

/**
 * The message the provider's authorize page posts to the frame's parent when the player is done
 * (sandbox/README.md, "Pay and play"): `{ type: 'PAY_AND_PLAY_RESULT', sessionId, status, oneTimeCode? }`,
 * status APPROVED (with the one-time code), DECLINED or CANCELLED. Only the page's own origin is believed.
 */
const payAndPlayResultSchema = z.object({
  type: z.literal('PAY_AND_PLAY_RESULT'),
  sessionId: z.string(),
  status: z.enum(['APPROVED', 'DECLINED', 'CANCELLED']),
  oneTimeCode: z.optional(z.string().check(z.minLength(1))),
});

/** What a provider message means for the session: approved with its code, stopped, or nothing. */
export type ProviderOutcome = { kind: 'approved'; oneTimeCode: string } | { kind: 'stopped'; reason: 'DECLINED' | 'CANCELLED' } | { kind: 'ignore' };

/** Reads a `message` event for pay-and-play session `sessionId` whose page lives at `providerOrigin`. */
export function readProviderMessage(event: Pick<MessageEvent, 'origin' | 'data'>, providerOrigin: string, sessionId: string): ProviderOutcome {
  if (event.origin !== providerOrigin) return { kind: 'ignore' };
  const parsed = payAndPlayResultSchema.safeParse(event.data);
  if (!parsed.success || parsed.data.sessionId !== sessionId) return { kind: 'ignore' };
  const { status, oneTimeCode } = parsed.data;
  if (status === 'APPROVED') return oneTimeCode ? { kind: 'approved', oneTimeCode } : { kind: 'ignore' };
  return { kind: 'stopped', reason: status };
}
