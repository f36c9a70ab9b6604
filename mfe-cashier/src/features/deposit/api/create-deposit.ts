import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { Deposit, DepositRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency-key';

/** A deposit request and the key of the attempt it belongs to. */
export interface CreateDepositInput {
  body: DepositRequest;
  idempotencyKey: string;
}

/**
 * `POST /player/wallet/deposit/request` (spec 001 §7 Wallet) `{ amount (minor units), paymentMethod,
 * bonusId? }` with the attempt's `Idempotency-Key`: the same key twice makes one deposit (issue 14).
 * Answers the PENDING deposit with the provider's page (`redirectUrl`). Rejects with a `PlatformError`
 * (a 400 carries field errors), or a `ZodError` for another shape.
 */
export async function createDeposit(
  http: MountProps['http'],
  { body, idempotencyKey }: CreateDepositInput,
): Promise<Deposit> {
  // The schema comes beside the answer, not in the deposit's start (issue 19's 40 KB).
  const [{ data }, { depositSchema }] = await Promise.all([
    http.post<unknown>('/player/wallet/deposit/request', body, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
    import(/* webpackExports: ["depositSchema"] */ '@casino/shared/wire'),
  ]);
  return depositSchema.parse(data);
}

/** The deposit request as a mutation, with the parcel's http client. */
export function useCreateDeposit() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (input: CreateDepositInput) => createDeposit(http, input) });
}
