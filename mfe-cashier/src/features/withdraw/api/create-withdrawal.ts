import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { WithdrawalRequest } from '@casino/shared/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency-key';
import { getPendingWithdrawalQueryOptions } from './get-pending-withdrawal';

/** A withdrawal request and the key of the attempt it belongs to. */
export interface CreateWithdrawalInput {
  body: WithdrawalRequest;
  idempotencyKey: string;
}

/**
 * `POST /player/wallet/withdrawal/request` `{ amount (minor units) }` with the attempt's `Idempotency-Key`
 * (issue 14): the amount moves from MAIN to LOCKED and waits for payout. The answer is not read: the
 * pending withdrawal is asked for again. Rejects with a `PlatformError`.
 */
export async function createWithdrawal(
  http: MountProps['http'],
  { body, idempotencyKey }: CreateWithdrawalInput,
): Promise<void> {
  await http.post('/player/wallet/withdrawal/request', body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** The withdrawal request as a mutation; the pending withdrawal is fetched again when it settles. */
export function useCreateWithdrawal() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateWithdrawalInput) => createWithdrawal(http, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getPendingWithdrawalQueryOptions(http).queryKey }),
  });
}
