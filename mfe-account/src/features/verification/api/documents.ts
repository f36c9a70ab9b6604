import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import {
  documentsVerificationSchema,
  playerDocumentsSchema,
  type DocumentsVerification,
  type PlayerDocuments,
} from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Every KYC query starts with this key: an upload or a review refreshes them all. */
export const KYC_QUERY_KEY = ['kyc'] as const;

/** `GET /player/documents` (spec 001 §3 Documents on the profile): each document's status, reason and file. */
export async function getDocuments(http: MountProps['http']): Promise<PlayerDocuments> {
  const { data } = await http.get<unknown>('/player/documents');
  return playerDocumentsSchema.parse(data);
}

export function getDocumentsQueryOptions(http: MountProps['http']) {
  // A review can land at any time: never served from a cache older than the page.
  return queryOptions({
    queryKey: [...KYC_QUERY_KEY, 'documents'],
    queryFn: () => getDocuments(http),
    staleTime: 0,
  });
}

export function useDocuments() {
  const { http } = usePlatform();
  return useQuery(getDocumentsQueryOptions(http));
}

/** `GET /player/documents/verification`: the KYC level, `requestDocumentTypeStatus` and each document's status. */
export async function getDocumentsVerification(http: MountProps['http']): Promise<DocumentsVerification> {
  const { data } = await http.get<unknown>('/player/documents/verification');
  return documentsVerificationSchema.parse(data);
}

export function getDocumentsVerificationQueryOptions(http: MountProps['http']) {
  return queryOptions({
    queryKey: [...KYC_QUERY_KEY, 'verification'],
    queryFn: () => getDocumentsVerification(http),
    staleTime: 0,
  });
}

export function useDocumentsVerification() {
  const { http } = usePlatform();
  return useQuery(getDocumentsVerificationQueryOptions(http));
}
