import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { payAndPlayAuthorizeSchema, type PayAndPlayAuthorize } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/** What the provider is asked to authorize: `amount` in minor units of `currency`, for a player in `country`. */
export interface AuthorizeInput {
  amount: number;
  currency: string;
  /** ISO country of the market (FI, SE). */
  country: string;
}

/**
 * `GET /paynplay/authorize?amount&currency&country` (spec 001 §7 Pay and play): the payment provider's
 * authorize page (`iframeUrl`, its own origin) and the session it opened (`sessionId`). Rejects with a
 * `PlatformError`, or a `ZodError` for another shape.
 */
export async function authorize(http: MountProps['http'], params: AuthorizeInput): Promise<PayAndPlayAuthorize> {
  const { data } = await http.get<unknown>('/paynplay/authorize', { params });
  return payAndPlayAuthorizeSchema.parse(data);
}

/** `authorize` as a mutation, with the parcel's http client. */
export function useAuthorize() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (input: AuthorizeInput) => authorize(http, input) });
}
