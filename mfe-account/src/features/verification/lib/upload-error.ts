import { normalisePlatformError } from '@casino/shared/platform';
import type { DocumentFileProblem } from './document-file';

const FILE_PROBLEMS: readonly DocumentFileProblem[] = [
  'FileEmpty',
  'FileTooLarge',
  'FileType',
  'FileCorrupt',
];

/** The message key (in the `account` namespace) of a file problem, found by the client or by the platform. */
export function fileProblemKey(problem: DocumentFileProblem): string {
  return `kyc.upload.problems.${problem}`;
}

/**
 * What a refused upload tells the player (`POST /player/documents/upload`; sandbox: a 400 field error
 * on `file` with code FileEmpty, FileTooLarge, FileType or FileCorrupt, nothing stored):
 *
 * - a field error on `file` with a known code: that problem's message (the client's checks say the same);
 * - 413 (a body over the server's limit): the file is too large;
 * - a field error on `subType`: choose the kind of document;
 * - no answer (network, timeout): the connection;
 * - anything else: the upload failed, try again.
 *
 * @returns a message key of the `account` namespace.
 */
export function uploadErrorKey(error: unknown): string {
  const platformError = normalisePlatformError(error);
  const fileError = platformError.fieldErrors.find((fieldError) => fieldError.field === 'file');
  const problem = FILE_PROBLEMS.find((code) => code === fileError?.code);
  if (problem) return fileProblemKey(problem);
  if (platformError.status === 413) return fileProblemKey('FileTooLarge');
  if (platformError.fieldErrors.some((fieldError) => fieldError.field === 'subType'))
    return 'kyc.upload.errors.subType';
  if (platformError.kind === 'network' || platformError.kind === 'timeout') return 'errors.network';
  return 'kyc.upload.errors.unhandled';
}
