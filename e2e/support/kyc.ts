import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { SANDBOX } from './sandbox';

/** Small valid documents for uploads (a JPEG ending FF D9, a PDF ending %%EOF) and a text file named .pdf. */
export const FIXTURES = {
  idCard: path.resolve(import.meta.dirname, '..', 'fixtures', 'id-card.jpg'),
  utilityBill: path.resolve(import.meta.dirname, '..', 'fixtures', 'utility-bill.pdf'),
  renamedText: path.resolve(import.meta.dirname, '..', 'fixtures', 'notes-renamed.pdf'),
} as const;

type ReviewedType = 'PROOF_OF_ID' | 'PROOF_OF_ADDRESS' | 'EDD_QUESTIONNAIRE';

/**
 * The operator's review (`POST /__sandbox/kyc/:email/review`): approve, or reject (the document is asked
 * for again). The sandbox pushes the new kycStatus as PLAYER_ATTRIBUTE_CHANGE.
 * @returns false when the player has no such document yet (404).
 */
export async function reviewDocument(
  request: APIRequestContext,
  email: string,
  documentType: ReviewedType,
  decision: 'approve' | 'reject',
): Promise<boolean> {
  const response = await request.post(`${SANDBOX}/__sandbox/kyc/${encodeURIComponent(email)}/review`, {
    data: { documentType, decision },
  });
  if (response.status() === 404) return false;
  expect(response.ok(), `review of ${email}'s ${documentType}: ${response.status()}`).toBeTruthy();
  return true;
}

/**
 * Asks `email` for these documents again, whatever a previous run left (the desktop and phone runs, and a
 * retry, share one sandbox): a document sent or verified goes back to REQUESTED.
 */
export async function askForDocumentsAgain(
  request: APIRequestContext,
  email: string,
  types: readonly ReviewedType[],
) {
  for (const documentType of types) await reviewDocument(request, email, documentType, 'reject');
}
