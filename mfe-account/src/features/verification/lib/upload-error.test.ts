import { PlatformError } from '@casino/shared/platform';
import { uploadErrorKey } from './upload-error';

const fieldError = (field: string, code: string) => ({
  objectName: 'documentUpload',
  field,
  rejectedValue: null,
  status: 'INVALID',
  message: `bad ${field}`,
  code,
});
const refused = (status: number, fieldErrors = [fieldError('file', 'FileType')]) =>
  new PlatformError('Bad Request', 'client', status, undefined, fieldErrors);

describe('uploadErrorKey (issue 15 Bad input)', () => {
  it.each(['FileEmpty', 'FileTooLarge', 'FileType', 'FileCorrupt'])(
    'says what is wrong with the file for %s',
    (code) => {
      expect(uploadErrorKey(refused(400, [fieldError('file', code)]))).toBe(`kyc.upload.problems.${code}`);
    },
  );

  it('reads a body over the server limit (413) as a file too large', () => {
    expect(uploadErrorKey(refused(413, []))).toBe('kyc.upload.problems.FileTooLarge');
  });

  it('asks for the kind of document when the platform refuses it', () => {
    expect(uploadErrorKey(refused(400, [fieldError('subType', 'Invalid')]))).toBe(
      'kyc.upload.errors.subType',
    );
  });

  it('blames the connection when no answer came', () => {
    expect(uploadErrorKey(new PlatformError('Network Error', 'network', undefined, undefined))).toBe(
      'errors.network',
    );
    expect(uploadErrorKey({ code: 'ECONNABORTED' })).toBe('errors.network');
  });

  it('asks to try again for anything else', () => {
    expect(uploadErrorKey(refused(500, []))).toBe('kyc.upload.errors.unhandled');
    expect(uploadErrorKey(refused(400, [fieldError('file', 'Whatever')]))).toBe(
      'kyc.upload.errors.unhandled',
    );
  });
});
