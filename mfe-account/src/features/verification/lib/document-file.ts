import { MAX_DOCUMENT_BYTES, type DOCUMENT_CONTENT_TYPES } from '@casino/shared/wire';

/** What a document file may be, by its content. */
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/**
 * Why a file is refused, in the platform's own field-error codes (`POST /player/documents/upload`), so
 * the client's check and the platform's answer read the same message.
 */
export type DocumentFileProblem = 'FileEmpty' | 'FileTooLarge' | 'FileType' | 'FileCorrupt';

/** The first bytes of each accepted format: JPEG `FF D8 FF`, PNG's 8-byte signature, PDF `%PDF-`. */
const SIGNATURES: ReadonlyArray<{ type: DocumentContentType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The format the bytes begin with, or null: the name and the browser's `type` are not trusted. */
export function contentTypeOf(head: Uint8Array): DocumentContentType | null {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type ?? null;
}

function readHead(file: Blob, length: number): Promise<Uint8Array> {
  const part = file.slice(0, length);
  if (typeof part.arrayBuffer === 'function')
    return part.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(part);
  });
}

/**
 * The checks before a document is sent (issue 15 "Bad input"): not empty, at most 10 × 1024 × 1024
 * bytes, and JPEG, PNG or PDF by its first bytes. A file the browser cannot read is corrupt.
 *
 * @returns the problem, or null for a file that may be sent.
 */
export async function checkDocumentFile(file: Blob): Promise<DocumentFileProblem | null> {
  if (file.size === 0) return 'FileEmpty';
  if (file.size > MAX_DOCUMENT_BYTES) return 'FileTooLarge';
  try {
    return contentTypeOf(await readHead(file, 8)) ? null : 'FileType';
  } catch {
    return 'FileCorrupt';
  }
}
