import { z } from '@casino/shared-modules/zod';

import { DOCUMENT_STATUSES, DOCUMENT_TYPES, KYC_STATUSES, PAYMENT_METHODS } from '../constants/enums';

/*
 * Identity verification (spec 001 §3 Verification (KYC), §4 Verification flow, §5 EDD, §7 Player). The
 * spec shows no answers: these are the platform's as the sandbox serves them (sandbox/README.md "KYC").
 * Calls need the player's Bearer token.
 */

/** spec 001 §3 document types; EDD_QUESTIONNAIRE is answered, never uploaded. */
export const documentTypeSchema = z.enum(DOCUMENT_TYPES);
/** spec 001 §3 document statuses. A rejected document goes back to REQUESTED with a `rejectionReason`. */
export const documentStatusSchema = z.enum(DOCUMENT_STATUSES);

/** spec 001 §3 address codes (PROOF_OF_ADDRESS `subType`): bank statement, credit card statement, utility bill. */
export const ADDRESS_DOCUMENT_CODES = ['BS', 'CCS', 'UB'] as const;
/**
 * spec 001 §3 source-of-wealth codes (SOURCE_OF_WEALTH `subType`): employment, sale of property, savings
 * (the spec reuses BS), sale of securities, inheritance, winnings, other.
 */
export const SOURCE_OF_WEALTH_CODES = ['PS', 'SP', 'BS', 'SC', 'WI', 'WN', 'OT'] as const;
/** PROOF_OF_ID `subType` (optional): the kind of identity document. */
export const ID_DOCUMENT_CODES = ['PASSPORT', 'ID_CARD', 'DRIVING_LICENCE'] as const;

/** The largest upload: 10 MB = 10 × 1024 × 1024 bytes. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
/** What an upload may be, decided by its content (magic bytes), not its name. */
export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/**
 * The text fields of `POST /player/documents/upload` (multipart/form-data, fields before the one file
 * part `file`): `documentType` one of PROOF_OF_ID, PROOF_OF_ADDRESS, PROOF_OF_PAYMENT, SOURCE_OF_WEALTH,
 * OTHER; `subType` required for address (`ADDRESS_DOCUMENT_CODES`), payment (a spec 001 §3 payment method)
 * and source of wealth (`SOURCE_OF_WEALTH_CODES`), optional for ID (`ID_DOCUMENT_CODES`) and other (free
 * text, at most 100 characters). A refused file is 400 with a field error on `file`: code `FileEmpty`,
 * `FileTooLarge` (over `MAX_DOCUMENT_BYTES`), `FileType` (not JPEG, PNG or PDF by content) or `FileCorrupt`;
 * nothing is stored.
 */
export const documentUploadFieldsSchema = z.discriminatedUnion('documentType', [
  z.object({ documentType: z.literal('PROOF_OF_ID'), subType: z.optional(z.enum(ID_DOCUMENT_CODES)) }),
  z.object({ documentType: z.literal('PROOF_OF_ADDRESS'), subType: z.enum(ADDRESS_DOCUMENT_CODES) }),
  z.object({ documentType: z.literal('PROOF_OF_PAYMENT'), subType: z.enum(PAYMENT_METHODS) }),
  z.object({ documentType: z.literal('SOURCE_OF_WEALTH'), subType: z.enum(SOURCE_OF_WEALTH_CODES) }),
  z.object({
    documentType: z.literal('OTHER'),
    subType: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  }),
]);
/** The text fields of a document upload. */
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/**
 * One document on the profile (spec 001 §3 "Documents on the profile"): its status, the type's name for
 * people (`documentTypeName`, e.g. "Proof of address"), its `subType` (code, payment method or null), the
 * operator's `rejectionReason` (spec 001 §3 codes such as BAD_QUALITY; null unless rejected), and the last
 * upload's file (null when none). Times are ISO 8601. `documentId` is null for a type never requested.
 */
export const playerDocumentSchema = z.object({
  documentId: z.nullable(z.string()),
  documentType: documentTypeSchema,
  documentStatus: documentStatusSchema,
  documentTypeName: z.string(),
  subType: z.nullable(z.string()),
  rejectionReason: z.nullable(z.string()),
  fileName: z.nullable(z.string()),
  contentType: z.nullable(z.enum(DOCUMENT_CONTENT_TYPES)),
  /** Bytes of the uploaded file. */
  sizeBytes: z.nullable(z.int()),
  requestedAt: z.nullable(z.string()),
  uploadedAt: z.nullable(z.string()),
  reviewedAt: z.nullable(z.string()),
});
/** One document on the profile. */
export type PlayerDocument = z.infer<typeof playerDocumentSchema>;

/**
 * `GET /player/documents` answer (spec 001 §3 form fields): one entry per single document (UNREQUESTED
 * when never asked for), and every other and payment document (payment: one per method).
 */
export const playerDocumentsSchema = z.object({
  idDocument: playerDocumentSchema,
  addressDocument: playerDocumentSchema,
  sowDocument: playerDocumentSchema,
  eddQuestionnaire: playerDocumentSchema,
  otherDocument: z.array(playerDocumentSchema),
  paymentDocument: z.array(playerDocumentSchema),
});
/** `GET /player/documents` answer. */
export type PlayerDocuments = z.infer<typeof playerDocumentsSchema>;

/**
 * `GET /player/documents/verification` answer: the player's KYC level, the comma-separated
 * `requestDocumentTypeStatus` (`PROOF_OF_ID:REQUESTED,…`, spec 000 §3) and whether verification is needed
 * (spec 001 §4: not when NOT_REQUIRED, or NOT_VERIFIED with every document UNREQUESTED).
 */
export const documentsVerificationSchema = z.object({
  kycStatus: z.enum(KYC_STATUSES),
  requestDocumentTypeStatus: z.string(),
  verificationRequired: z.boolean(),
  documents: z.array(
    z.object({
      documentType: documentTypeSchema,
      subType: z.nullable(z.string()),
      documentStatus: documentStatusSchema,
    }),
  ),
});
/** `GET /player/documents/verification` answer. */
export type DocumentsVerification = z.infer<typeof documentsVerificationSchema>;

/** `POST /player/documents/status` body (spec 001 §7 "document status"): which document; answer: its `PlayerDocument`. */
export const documentStatusRequestSchema = z.object({
  documentType: documentTypeSchema,
  subType: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
/** `POST /player/documents/status` body. */
export type DocumentStatusRequest = z.infer<typeof documentStatusRequestSchema>;

/**
 * `POST /jumio/documents/initiate` body: where the ID-scan page returns to (an http(s) URL of the site);
 * the page appends `idScan=SUCCESS` or `idScan=FAILED` to it.
 */
export const idScanInitiateRequestSchema = z.object({ returnUrl: z.url({ protocol: /^https?$/ }) });
/** `POST /jumio/documents/initiate` body. */
export type IdScanInitiateRequest = z.infer<typeof idScanInitiateRequestSchema>;

/** `POST /jumio/documents/initiate` answer (spec 001 §7): the ID-scan page to open, and the scan's id. */
export const idScanInitiateSchema = z.object({ redirectUrl: z.string(), scanId: z.string() });
/** `POST /jumio/documents/initiate` answer. */
export type IdScanInitiate = z.infer<typeof idScanInitiateSchema>;

/** `GET /player/salary-range` answer: yearly salary ranges, amounts in minor units of `currency` (`maxAmount` null: no top). */
export const salaryRangesSchema = z.object({
  currency: z.string(),
  salaryRanges: z.array(
    z.object({
      id: z.int().check(z.positive()),
      label: z.string(),
      minAmount: z.int(),
      maxAmount: z.nullable(z.int()),
    }),
  ),
});
/** `GET /player/salary-range` answer. */
export type SalaryRanges = z.infer<typeof salaryRangesSchema>;

/** The value of the Other option of occupation and source of funds (spec 001 §3). */
export const QUESTIONNAIRE_OTHER = 'Other';

/**
 * `POST /player/questionnaire/answer` body (spec 001 §3 EDD questionnaire, §5): `occupation` and
 * `sourceOfFunds` are the content lists' values (non-empty; `Other` needs its free text), `salaryRangeId`
 * above 0 and one of `GET /player/salary-range`. Answering puts the questionnaire UNDER_REVIEW.
 */
export const questionnaireAnswerRequestSchema = z
  .object({
    occupation: z.string().check(z.trim(), z.minLength(1, 'occupation is required'), z.maxLength(100)),
    otherOccupation: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    salaryRangeId: z.int().check(z.positive('salary range is required')),
    sourceOfFunds: z
      .string()
      .check(z.trim(), z.minLength(1, 'source of funds is required'), z.maxLength(100)),
    otherSourceOfFunds: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    placeOfBirth: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    nationality: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  })
  .check(
    z.superRefine((answer, context) => {
      if (answer.occupation === QUESTIONNAIRE_OTHER && !answer.otherOccupation) {
        context.addIssue({
          code: 'custom',
          path: ['otherOccupation'],
          message: 'other occupation is required when occupation is Other',
        });
      }
      if (answer.sourceOfFunds === QUESTIONNAIRE_OTHER && !answer.otherSourceOfFunds) {
        context.addIssue({
          code: 'custom',
          path: ['otherSourceOfFunds'],
          message: 'other source of funds is required when source of funds is Other',
        });
      }
    }),
  );
/** `POST /player/questionnaire/answer` body. */
export type QuestionnaireAnswerRequest = z.infer<typeof questionnaireAnswerRequestSchema>;

/**
 * `GET` and `POST /player/questionnaire/answer` answer: the questionnaire's status (the EDD_QUESTIONNAIRE
 * document's) and the answer given (null before one), with `answeredAt` (ISO 8601).
 */
export const questionnaireAnswerSchema = z.object({
  documentStatus: documentStatusSchema,
  answer: z.nullable(
    z.object({
      occupation: z.string(),
      otherOccupation: z.nullable(z.string()),
      salaryRangeId: z.int(),
      sourceOfFunds: z.string(),
      otherSourceOfFunds: z.nullable(z.string()),
      placeOfBirth: z.nullable(z.string()),
      nationality: z.nullable(z.string()),
      answeredAt: z.string(),
    }),
  ),
});
/** `GET` / `POST /player/questionnaire/answer` answer. */
export type QuestionnaireAnswer = z.infer<typeof questionnaireAnswerSchema>;

/**
 * One entry of the content service's `occupation` and `sourceOfFunds` lists (spec 000 §3 Content types,
 * spec 001 §3 supporting lists): `value` is what the questionnaire sends (`Other` for the free-text
 * option), `label` the English text, `order` the position in the list.
 */
export const questionnaireOptionSchema = z.object({ value: z.string(), label: z.string(), order: z.int() });
/** One occupation or source of funds of the content lists. */
export type QuestionnaireOption = z.infer<typeof questionnaireOptionSchema>;
