import { DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES } from '@casino/shared/wire';

/** What a document upload's bytes are: a JPEG, PNG or PDF by content, or why not (a field-error code). */
export type FileVerdict =
  | { ok: true; contentType: (typeof DOCUMENT_CONTENT_TYPES)[number] }
  | { ok: false; code: 'FileEmpty' | 'FileTooLarge' | 'FileType' | 'FileCorrupt'; message: string };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bytes without trailing NUL and white space, which some writers pad files with. */
function trimmedEnd(bytes: Buffer): Buffer {
  let end = bytes.length;
  while (end > 0 && [0x00, 0x09, 0x0a, 0x0d, 0x20].includes(bytes[end - 1] ?? -1)) end -= 1;
  return bytes.subarray(0, end);
}

/**
 * Decides an upload by its content, never its name (issue 15): empty is refused; over `MAX_DOCUMENT_BYTES`
 * (10 × 1024 × 1024) too large; a JPEG must start `FF D8 FF` and end `FF D9`; a PNG must start with its
 * signature, have the IHDR chunk first and end with IEND; a PDF must start `%PDF-` and have `%%EOF` in
 * its last kilobyte. Anything else is not an accepted type; a known start with a broken end is corrupt.
 */
export function checkDocumentFile(bytes: Buffer): FileVerdict {
  if (bytes.length === 0) return { ok: false, code: 'FileEmpty', message: 'The file is empty' };
  if (bytes.length > MAX_DOCUMENT_BYTES) return { ok: false, code: 'FileTooLarge', message: 'The file is larger than 10 MB' };
  const corrupt = { ok: false, code: 'FileCorrupt', message: 'The file is damaged or incomplete: upload it again' } as const;
  const end = trimmedEnd(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return end.length >= 4 && end[end.length - 2] === 0xff && end[end.length - 1] === 0xd9 ? { ok: true, contentType: 'image/jpeg' } : corrupt;
  }
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    const ihdr = bytes.subarray(12, 16).toString('latin1') === 'IHDR';
    const iend = end.length >= 20 && end.subarray(end.length - 8, end.length - 4).toString('latin1') === 'IEND';
    return ihdr && iend ? { ok: true, contentType: 'image/png' } : corrupt;
  }
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return end.subarray(Math.max(0, end.length - 1024)).toString('latin1').includes('%%EOF') ? { ok: true, contentType: 'application/pdf' } : corrupt;
  }
  return { ok: false, code: 'FileType', message: 'Only JPEG, PNG or PDF files are accepted' };
}
