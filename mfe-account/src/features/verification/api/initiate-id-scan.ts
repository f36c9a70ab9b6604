import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { idScanInitiateSchema, type IdScanInitiate, type IdScanInitiateRequest } from '@casino/shared/wire';
import { useMutation } from '@tanstack/react-query';

/**
 * `POST /jumio/documents/initiate` `{ returnUrl }` (spec 001 §7): the ID-scan page to open. That page
 * sends the player back to `returnUrl` with `idScan=SUCCESS` or `idScan=FAILED` added.
 */
export async function initiateIdScan(
  http: MountProps['http'],
  body: IdScanInitiateRequest,
): Promise<IdScanInitiate> {
  const { data } = await http.post<unknown>('/jumio/documents/initiate', body);
  return idScanInitiateSchema.parse(data);
}

export function useInitiateIdScan() {
  const { http } = usePlatform();
  return useMutation({ mutationFn: (body: IdScanInitiateRequest) => initiateIdScan(http, body) });
}
