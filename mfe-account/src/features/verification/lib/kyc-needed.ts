import type { DocumentStatus, KycStatus, PlayerDocuments } from '@casino/shared/wire';

/**
 * spec 001 §4, spec 000 §5: KYC is not needed when the player's `kycStatus` is NOT_REQUIRED, or
 * NOT_VERIFIED with every document UNREQUESTED; in every other case it is.
 */
export function isKycNeeded(kycStatus: KycStatus, documentStatuses: readonly DocumentStatus[]): boolean {
  if (kycStatus === 'NOT_REQUIRED') return false;
  if (kycStatus === 'NOT_VERIFIED' && documentStatuses.every((status) => status === 'UNREQUESTED'))
    return false;
  return true;
}

/** Every document of the profile (spec 001 §3 "Documents on the profile"), the lists included. */
export function allDocuments(documents: PlayerDocuments) {
  return [
    documents.idDocument,
    documents.addressDocument,
    documents.sowDocument,
    documents.eddQuestionnaire,
    ...documents.otherDocument,
    ...documents.paymentDocument,
  ];
}
