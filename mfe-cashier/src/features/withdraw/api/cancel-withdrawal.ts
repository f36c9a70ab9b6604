import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import type { PendingWithdrawal, WithdrawalCancellationRequest } from '@casino/shared/wire';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotency-key';
import { getPendingWithdrawalQueryOptions } from './get-pending-withdrawal';

/** spec 001 §8: the code of a cancellation the platform refuses because the player cancelled too often. */
export const CANCEL_LIMIT_REACHED = 'error.withdrawal.cancel.limit_reached';

/**
 * The `Idempotency-Key` of cancelling one pending withdrawal: made from its id, so asking twice (a retry
 * after a timeout, a second tab) moves the money back once. Only the characters keys allow are kept.
 */
export function cancellationKeyOf(pendingWithdrawalId: string): string {
  return `withdrawal-cancel:${pendingWithdrawalId.replace(/[^A-Za-z0-9._:-]/g, '_')}`.slice(0, 200);
}

/**
 * `POST /player/wallet/withdrawal/cancellation` `{ pendingWithdrawalId, amount, cancelByPlayer: true }`
 * (spec 001 §7) with an `Idempotency-Key` (it moves money: the locked amount goes back to MAIN). Rejects
 * with a `PlatformError`, whose `code` is `CANCEL_LIMIT_REACHED` when the platform allows no more
 * cancellations.
 */
export async function cancelWithdrawal(
  http: MountProps['http'],
  withdrawal: PendingWithdrawal,
): Promise<void> {
  const body: WithdrawalCancellationRequest = {
    pendingWithdrawalId: withdrawal.pendingWithdrawalId,
    amount: withdrawal.amount,
    cancelByPlayer: true,
  };
  await http.post('/player/wallet/withdrawal/cancellation', body, {
    headers: { [IDEMPOTENCY_HEADER]: cancellationKeyOf(withdrawal.pendingWithdrawalId) },
  });
}

/** The cancellation as a mutation; the pending withdrawal is fetched again when it settles. */
export function useCancelWithdrawal() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withdrawal: PendingWithdrawal) => cancelWithdrawal(http, withdrawal),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getPendingWithdrawalQueryOptions(http).queryKey }),
  });
}
