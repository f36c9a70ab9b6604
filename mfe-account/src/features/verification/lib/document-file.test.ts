import { MAX_DOCUMENT_BYTES } from '@casino/shared/wire';
import { checkDocumentFile, contentTypeOf } from './document-file';

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00];
const PDF = [...'%PDF-1.4\n'].map((char) => char.charCodeAt(0));

const file = (bytes: number[], name: string, type = '') => new File([new Uint8Array(bytes)], name, { type });

describe('contentTypeOf (magic bytes)', () => {
  it('knows JPEG, PNG and PDF by their first bytes', () => {
    expect(contentTypeOf(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(contentTypeOf(new Uint8Array(PNG))).toBe('image/png');
    expect(contentTypeOf(new Uint8Array(PDF))).toBe('application/pdf');
  });

  it('knows nothing else, nor a cut signature', () => {
    expect(contentTypeOf(new Uint8Array([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(contentTypeOf(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(contentTypeOf(new Uint8Array([]))).toBeNull();
  });
});

describe('checkDocumentFile (issue 15 Bad input)', () => {
  it('accepts a JPEG, a PNG and a PDF', async () => {
    await expect(checkDocumentFile(file(JPEG, 'id.jpg', 'image/jpeg'))).resolves.toBeNull();
    await expect(checkDocumentFile(file(PNG, 'id.png'))).resolves.toBeNull();
    await expect(checkDocumentFile(file(PDF, 'bill.pdf', 'application/pdf'))).resolves.toBeNull();
  });

  it('judges by content, not by name or type: a text file named .pdf is refused', async () => {
    const text = [...'just some words'].map((char) => char.charCodeAt(0));
    await expect(checkDocumentFile(file(text, 'bill.pdf', 'application/pdf'))).resolves.toBe('FileType');
    await expect(checkDocumentFile(file(JPEG, 'notes.txt', 'text/plain'))).resolves.toBeNull();
  });

  it('refuses an empty file', async () => {
    await expect(checkDocumentFile(file([], 'empty.jpg', 'image/jpeg'))).resolves.toBe('FileEmpty');
  });

  it('takes exactly 10 × 1024 × 1024 bytes and refuses one more', async () => {
    const at = (size: number) =>
      new File([new Uint8Array(JPEG), new Uint8Array(size - JPEG.length)], 'big.jpg');
    await expect(checkDocumentFile(at(MAX_DOCUMENT_BYTES))).resolves.toBeNull();
    await expect(checkDocumentFile(at(MAX_DOCUMENT_BYTES + 1))).resolves.toBe('FileTooLarge');
  });

  it('calls a file it cannot read corrupt', async () => {
    const unreadable = {
      size: 10,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('gone')) }),
    } as unknown as Blob;
    await expect(checkDocumentFile(unreadable)).resolves.toBe('FileCorrupt');
  });
});
