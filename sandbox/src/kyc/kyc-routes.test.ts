import {
  documentsVerificationSchema,
  errorBodySchema,
  idScanInitiateSchema,
  playerDocumentSchema,
  playerDocumentsSchema,
  questionnaireAnswerSchema,
  salaryRangesSchema,
  type DocumentStatusRequest,
  type DocumentUploadFields,
  type IdScanInitiateRequest,
  type QuestionnaireAnswerRequest,
} from '@casino/shared/wire';
import WebSocket from 'ws';

import { bearer, createTestSandbox, loginAs, type TestSandbox } from '../testing/test-sandbox';
import { checkDocumentFile } from './file-check';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 7), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(17, 1), Buffer.from([0, 0, 0, 0]), Buffer.from('IEND'), Buffer.from([0xae, 0x42, 0x60, 0x82])]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** A multipart/form-data body: the text fields, then the file part `file`. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----sandbox-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('document checks by content (issue 15)', () => {
  it('accepts JPEG, PNG and PDF by their bytes and refuses the rest', () => {
    expect(checkDocumentFile(JPEG)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkDocumentFile(PNG)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkDocumentFile(PDF)).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(checkDocumentFile(Buffer.alloc(0))).toMatchObject({ ok: false, code: 'FileEmpty' });
    expect(checkDocumentFile(Buffer.from('just some text, named passport.jpg'))).toMatchObject({ ok: false, code: 'FileType' });
    expect(checkDocumentFile(JPEG.subarray(0, 50))).toMatchObject({ ok: false, code: 'FileCorrupt' });
    expect(checkDocumentFile(PDF.subarray(0, 20))).toMatchObject({ ok: false, code: 'FileCorrupt' });
    expect(checkDocumentFile(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff))).toMatchObject({ ok: false, code: 'FileTooLarge' });
  });
});

describe('KYC calls (spec 001 §3 Verification, §4, §5, §7; issue 15)', () => {
  let sandbox: TestSandbox;
  beforeEach(async () => {
    sandbox = await createTestSandbox();
  });
  afterEach(() => sandbox.close());

  const as = async (email: string) => bearer((await loginAs(sandbox.app, email)).accessToken);
  const upload = async (headers: Record<string, string>, fields: DocumentUploadFields | Record<string, string>, file?: { name: string; bytes: Buffer }) => {
    const body = multipart(fields as Record<string, string>, file);
    return sandbox.app.inject({ method: 'POST', url: '/player/documents/upload', payload: body.payload, headers: { ...headers, ...body.headers } });
  };
  const documents = async (headers: Record<string, string>) => playerDocumentsSchema.parse((await sandbox.app.inject({ method: 'GET', url: '/player/documents', headers })).json());

  it('shows kyc@ with proof of ID and address requested, and anna needing no KYC', async () => {
    const kyc = await as('kyc@sandbox.test');
    const listed = await documents(kyc);
    expect(listed.idDocument).toMatchObject({ documentStatus: 'REQUESTED', documentTypeName: 'Proof of identity' });
    expect(listed.addressDocument.documentStatus).toBe('REQUESTED');
    expect(listed.sowDocument.documentStatus).toBe('UNREQUESTED');
    const verification = documentsVerificationSchema.parse((await sandbox.app.inject({ method: 'GET', url: '/player/documents/verification', headers: kyc })).json());
    expect(verification).toMatchObject({ kycStatus: 'NOT_VERIFIED', verificationRequired: true, requestDocumentTypeStatus: 'PROOF_OF_ID:REQUESTED,PROOF_OF_ADDRESS:REQUESTED' });
    const anna = (await sandbox.app.inject({ method: 'GET', url: '/player/documents/verification', headers: await as('anna@sandbox.test') })).json();
    expect(anna).toMatchObject({ kycStatus: 'FULLY VERIFIED', verificationRequired: false });
    const ulla = (await sandbox.app.inject({ method: 'GET', url: '/player/documents/verification', headers: await as('unverified@sandbox.test') })).json();
    expect(ulla).toMatchObject({ kycStatus: 'NOT_VERIFIED', verificationRequired: false });
    const status: DocumentStatusRequest = { documentType: 'PROOF_OF_ADDRESS' };
    const one = await sandbox.app.inject({ method: 'POST', url: '/player/documents/status', payload: status, headers: kyc });
    expect(playerDocumentSchema.parse(one.json()).documentStatus).toBe('REQUESTED');
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/documents' })).statusCode).toBe(401);
  });

  it('uploads an ID and a utility bill; the operator approves them, pushing PLAYER_ATTRIBUTE_CHANGE, and kyc@ is FULLY VERIFIED', async () => {
    const tokens = await loginAs(sandbox.app, 'kyc@sandbox.test');
    const kyc = bearer(tokens.accessToken);
    const id = await upload(kyc, { documentType: 'PROOF_OF_ID', subType: 'PASSPORT' }, { name: 'passport.png', bytes: PNG });
    expect(id.statusCode).toBe(201);
    expect(playerDocumentSchema.parse(id.json())).toMatchObject({ documentStatus: 'UNDER_REVIEW', contentType: 'image/png', fileName: 'passport.png', sizeBytes: PNG.length });
    expect((await upload(kyc, { documentType: 'PROOF_OF_ADDRESS', subType: 'UB' }, { name: 'bill.pdf', bytes: PDF })).statusCode).toBe(201);
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/profile', headers: kyc })).json()).toMatchObject({ kycStatus: 'PENDING', requestDocumentTypeStatus: 'PROOF_OF_ID:UNDER_REVIEW,PROOF_OF_ADDRESS:UNDER_REVIEW' });

    await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    const address = sandbox.app.server.address() as { port: number };
    const walletToken = (await sandbox.app.inject({ method: 'GET', url: '/player/wallet/session-token', headers: kyc })).json().token;
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/wallet-bonus/ws?token=${walletToken}`);
    const messages: unknown[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));

    const review = (documentType: string, decision: string, reason?: string) => sandbox.app.inject({ method: 'POST', url: '/__sandbox/kyc/kyc@sandbox.test/review', payload: { documentType, decision, ...(reason ? { reason } : {}) } });
    const rejected = await review('PROOF_OF_ADDRESS', 'reject', 'POA_ADDRESS_MISMATCH');
    expect(rejected.json()).toMatchObject({ document: { documentStatus: 'REQUESTED', rejectionReason: 'POA_ADDRESS_MISMATCH' }, kycStatus: 'NOT_VERIFIED' });
    expect((await upload(kyc, { documentType: 'PROOF_OF_ADDRESS', subType: 'BS' }, { name: 'statement.jpg', bytes: JPEG })).statusCode).toBe(201);
    await review('PROOF_OF_ID', 'approve');
    const approved = await review('PROOF_OF_ADDRESS', 'approve');
    expect(approved.json()).toMatchObject({ kycStatus: 'FULLY VERIFIED', requestDocumentTypeStatus: 'PROOF_OF_ID:VERIFIED,PROOF_OF_ADDRESS:VERIFIED' });
    for (let wait = 0; wait < 50 && messages.length < 5; wait += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    socket.close();
    expect(messages.at(-1)).toEqual({ body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { kycStatus: 'FULLY VERIFIED', requestDocumentTypeStatus: 'PROOF_OF_ID:VERIFIED,PROOF_OF_ADDRESS:VERIFIED' } } });
    const listed = await documents(kyc);
    expect(listed.idDocument.documentStatus).toBe('VERIFIED');
    expect(listed.addressDocument).toMatchObject({ documentStatus: 'VERIFIED', subType: 'BS' });
    expect((await review('SOURCE_OF_WEALTH', 'approve')).statusCode).toBe(404);
  });

  it('refuses a renamed text file, a 12 MB file, an empty one, a corrupt one and bad fields, storing nothing', async () => {
    const kyc = await as('kyc@sandbox.test');
    const cases: Array<[DocumentUploadFields | Record<string, string>, { name: string; bytes: Buffer } | undefined, string, string]> = [
      [{ documentType: 'PROOF_OF_ID' }, { name: 'passport.jpg', bytes: Buffer.from('I am a text file with a picture name') }, 'file', 'FileType'],
      [{ documentType: 'PROOF_OF_ID' }, { name: 'huge.jpg', bytes: Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(12 * 1024 * 1024)]) }, 'file', 'FileTooLarge'],
      [{ documentType: 'PROOF_OF_ID' }, { name: 'empty.png', bytes: Buffer.alloc(0) }, 'file', 'FileEmpty'],
      [{ documentType: 'PROOF_OF_ID' }, { name: 'cut.png', bytes: PNG.subarray(0, 30) }, 'file', 'FileCorrupt'],
      [{ documentType: 'PROOF_OF_ADDRESS' }, { name: 'bill.pdf', bytes: PDF }, 'subType', 'invalid_value'],
      [{ documentType: 'EDD_QUESTIONNAIRE' }, { name: 'form.pdf', bytes: PDF }, 'documentType', 'invalid_union'],
      [{ documentType: 'PROOF_OF_ID' }, undefined, 'file', 'FileEmpty'],
    ];
    for (const [fields, file, field, code] of cases) {
      const refused = await upload(kyc, fields, file);
      expect(refused.statusCode).toBe(400);
      const body = errorBodySchema.parse(refused.json());
      expect(body.validationErrors?.[0]).toMatchObject({ field, status: 'INVALID' });
      if (field === 'file') expect(body.validationErrors?.[0]?.code).toBe(code);
    }
    const listed = await documents(kyc);
    expect([listed.idDocument.documentStatus, listed.addressDocument.documentStatus]).toEqual(['REQUESTED', 'REQUESTED']);
    expect(await sandbox.db?.selectFrom('documents').select('id').where('content', 'is not', null).execute()).toEqual([]);
  });

  it('keeps payment documents per method and every other document', async () => {
    const ulla = await as('ulla@sandbox.test');
    await upload(ulla, { documentType: 'PROOF_OF_PAYMENT', subType: 'TRUSTLY' }, { name: 'a.pdf', bytes: PDF });
    await upload(ulla, { documentType: 'PROOF_OF_PAYMENT', subType: 'SKRILL' }, { name: 'b.pdf', bytes: PDF });
    await upload(ulla, { documentType: 'OTHER', subType: 'Letter' }, { name: 'c.pdf', bytes: PDF });
    await upload(ulla, { documentType: 'OTHER' }, { name: 'd.jpg', bytes: JPEG });
    const listed = await documents(ulla);
    expect(listed.paymentDocument.map((document) => document.subType).sort()).toEqual(['SKRILL', 'TRUSTLY']);
    expect(listed.otherDocument).toHaveLength(2);
  });

  it('runs an ID scan on the stand-in page: Complete scan verifies the ID and returns to the site', async () => {
    const kyc = await as('kyc@sandbox.test');
    const request: IdScanInitiateRequest = { returnUrl: 'http://localhost:3000/en-UN/my-account/account/verification' };
    const started = idScanInitiateSchema.parse((await sandbox.app.inject({ method: 'POST', url: '/jumio/documents/initiate', payload: request, headers: kyc })).json());
    expect(started.redirectUrl).toBe(`http://localhost:4000/id-scan/${started.scanId}`);
    const page = await sandbox.app.inject({ method: 'GET', url: `/id-scan/${started.scanId}` });
    expect(page.body).toContain('>Complete scan</button>');
    expect(page.body).toContain('>Fail scan</button>');
    const done = await sandbox.app.inject({ method: 'POST', url: `/id-scan/${started.scanId}/complete` });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('http://localhost:3000/en-UN/my-account/account/verification?idScan=SUCCESS');
    expect((await documents(kyc)).idDocument.documentStatus).toBe('VERIFIED');
    expect((await sandbox.app.inject({ method: 'POST', url: `/id-scan/${started.scanId}/fail` })).statusCode).toBe(409);

    const again = idScanInitiateSchema.parse((await sandbox.app.inject({ method: 'POST', url: '/jumio/documents/initiate', payload: request, headers: kyc })).json());
    const failed = await sandbox.app.inject({ method: 'POST', url: `/id-scan/${again.scanId}/fail` });
    expect(failed.headers.location).toContain('idScan=FAILED');
    expect((await documents(kyc)).idDocument).toMatchObject({ documentStatus: 'REQUESTED', rejectionReason: 'ID_SCAN_FAILED' });
    expect((await sandbox.app.inject({ method: 'POST', url: '/jumio/documents/initiate', payload: { returnUrl: 'javascript:alert(1)' }, headers: kyc })).statusCode).toBe(400);
  });

  it('takes the EDD questionnaire of edd@ with Other and its text (spec 001 §5), then the operator approves it', async () => {
    const edd = await as('edd@sandbox.test');
    const salaries = salaryRangesSchema.parse((await sandbox.app.inject({ method: 'GET', url: '/player/salary-range', headers: edd })).json());
    expect(salaries.salaryRanges[0]).toMatchObject({ id: 1, minAmount: 0 });
    const before = questionnaireAnswerSchema.parse((await sandbox.app.inject({ method: 'GET', url: '/player/questionnaire/answer', headers: edd })).json());
    expect(before).toEqual({ documentStatus: 'REQUESTED', answer: null });

    const missing = await sandbox.app.inject({ method: 'POST', url: '/player/questionnaire/answer', headers: edd, payload: { occupation: 'Other', salaryRangeId: 0, sourceOfFunds: '' } });
    expect(errorBodySchema.parse(missing.json()).validationErrors?.map((error) => error.field)).toEqual(expect.arrayContaining(['otherOccupation', 'salaryRangeId', 'sourceOfFunds']));
    const unknownRange = await sandbox.app.inject({ method: 'POST', url: '/player/questionnaire/answer', headers: edd, payload: { occupation: 'Engineer', salaryRangeId: 99, sourceOfFunds: 'Salary' } });
    expect(errorBodySchema.parse(unknownRange.json()).validationErrors?.[0]?.field).toBe('salaryRangeId');
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/questionnaire/answer', headers: edd })).json().answer).toBeNull();

    const answer: QuestionnaireAnswerRequest = { occupation: 'Other', otherOccupation: 'Falconer', salaryRangeId: 3, sourceOfFunds: 'Other', otherSourceOfFunds: 'Prize money', placeOfBirth: 'Valletta', nationality: 'MT' };
    const answered = questionnaireAnswerSchema.parse((await sandbox.app.inject({ method: 'POST', url: '/player/questionnaire/answer', headers: edd, payload: answer })).json());
    expect(answered).toMatchObject({ documentStatus: 'UNDER_REVIEW', answer: { occupation: 'Other', otherOccupation: 'Falconer', otherSourceOfFunds: 'Prize money', salaryRangeId: 3 } });
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/profile', headers: edd })).json().kycStatus).toBe('EDD_UNDER_REVIEW');
    const approved = await sandbox.app.inject({ method: 'POST', url: '/__sandbox/kyc/edd@sandbox.test/review', payload: { documentType: 'EDD_QUESTIONNAIRE', decision: 'approve' } });
    expect(approved.json().kycStatus).toBe('ENHANCED');
  });

  it('returns documents, answers and statuses to the seed at a reset', async () => {
    const kyc = await as('kyc@sandbox.test');
    await upload(kyc, { documentType: 'PROOF_OF_ID' }, { name: 'id.png', bytes: PNG });
    await sandbox.app.inject({ method: 'POST', url: '/__sandbox/reset' });
    const again = await as('kyc@sandbox.test');
    expect((await documents(again)).idDocument).toMatchObject({ documentStatus: 'REQUESTED', fileName: null });
    expect((await sandbox.app.inject({ method: 'GET', url: '/player/profile', headers: again })).json().kycStatus).toBe('NOT_VERIFIED');
  });
});
