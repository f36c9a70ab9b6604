import type { ADDRESS_DOCUMENT_CODES, DocumentStatus, DocumentType, KycStatus } from '@casino/shared/wire';

/** spec 001 §4: where the verification flow stands, decided from the ID and address documents. */
export type VerificationOutcome = 'UPLOAD_ID' | 'SELECT_POA_DOCUMENT_TYPE' | 'UPLOADED' | 'SUCCESS' | 'ERROR';

/** spec 001 §3 short kinds of the documents a player uploads. */
export type DocumentKind = 'ID' | 'POA' | 'POP' | 'SOW' | 'OTHER';

/** An uploadable document type (every type but the EDD questionnaire, which is answered). */
export type UploadType = Exclude<DocumentType, 'EDD_QUESTIONNAIRE'>;

/** spec 001 §3: the short kind of each uploadable type. */
export const KIND_OF_TYPE: Readonly<Record<UploadType, DocumentKind>> = {
  PROOF_OF_ID: 'ID',
  PROOF_OF_ADDRESS: 'POA',
  PROOF_OF_PAYMENT: 'POP',
  SOURCE_OF_WEALTH: 'SOW',
  OTHER: 'OTHER',
};

/** A proof-of-address code (spec 001 §3: BS bank statement, CCS credit card statement, UB utility bill). */
export type AddressDocumentCode = (typeof ADDRESS_DOCUMENT_CODES)[number];

/**
 * spec 001 §4 "statuses per step": a file chosen and checked (PRE_UPLOAD), on its way (UPLOADING),
 * taken by the platform (SUCCESS) or refused (ERROR).
 */
export type StepStatus = 'PRE_UPLOAD' | 'UPLOADING' | 'SUCCESS' | 'ERROR';

export interface VerificationFlowState {
  /** spec 001 §4: pending, then loading, then the outcome is known (READY). */
  status: 'PENDING' | 'LOADING' | 'READY';
  outcome: VerificationOutcome | null;
  steps: Partial<Record<DocumentKind, StepStatus>>;
  /** The proof of address the player chose to send (SELECT_POA_DOCUMENT_TYPE); null before. */
  poaDocumentType: AddressDocumentCode | null;
}

export type VerificationFlowAction =
  | { type: 'load' }
  | { type: 'loaded'; kycStatus: KycStatus; id: DocumentStatus; address: DocumentStatus }
  | { type: 'loadFailed' }
  | { type: 'selectPoaDocumentType'; code: AddressDocumentCode }
  | { type: 'preUpload'; kind: DocumentKind }
  | { type: 'uploadStarted'; kind: DocumentKind }
  | { type: 'uploadSucceeded'; kind: DocumentKind }
  | { type: 'uploadFailed'; kind: DocumentKind }
  | { type: 'clear' };

export const initialVerificationFlow: VerificationFlowState = {
  status: 'PENDING',
  outcome: null,
  steps: {},
  poaDocumentType: null,
};

/** A document the player has done their part for: the operator has it or decided for it. */
const SENT: readonly DocumentStatus[] = ['VERIFIED', 'UNDER_REVIEW'];

/**
 * KYC levels at which the platform has verified the player: their verification is a success even when
 * the documents on file predate the document service (spec 001 §3 levels; the spec is silent here).
 */
const VERIFIED_LEVELS: readonly KycStatus[] = ['FULLY VERIFIED', 'ENHANCED KYC', 'ENHANCED'];

/**
 * spec 001 §4: the outcome from the ID and address documents' statuses. The ID comes first: until it is
 * VERIFIED or UNDER_REVIEW the player uploads it (UPLOAD_ID); then the proof of address, whose kind the
 * player chooses (SELECT_POA_DOCUMENT_TYPE); both sent is UPLOADED, both VERIFIED is SUCCESS.
 */
export function verificationOutcome(
  kycStatus: KycStatus,
  id: DocumentStatus,
  address: DocumentStatus,
): Exclude<VerificationOutcome, 'ERROR'> {
  if ((id === 'VERIFIED' && address === 'VERIFIED') || VERIFIED_LEVELS.includes(kycStatus)) return 'SUCCESS';
  if (!SENT.includes(id)) return 'UPLOAD_ID';
  if (!SENT.includes(address)) return 'SELECT_POA_DOCUMENT_TYPE';
  return 'UPLOADED';
}

/** The verification flow of spec 001 §4 as a pure reducer; `clear` resets it. */
export function verificationFlowReducer(
  state: VerificationFlowState,
  action: VerificationFlowAction,
): VerificationFlowState {
  switch (action.type) {
    case 'load':
      return { ...state, status: 'LOADING' };
    case 'loaded': {
      const outcome = verificationOutcome(action.kycStatus, action.id, action.address);
      return {
        ...state,
        status: 'READY',
        outcome,
        poaDocumentType: outcome === 'SELECT_POA_DOCUMENT_TYPE' ? state.poaDocumentType : null,
      };
    }
    case 'loadFailed':
      return { ...state, status: 'READY', outcome: 'ERROR' };
    case 'selectPoaDocumentType':
      return { ...state, poaDocumentType: action.code };
    case 'preUpload':
      return { ...state, steps: { ...state.steps, [action.kind]: 'PRE_UPLOAD' } };
    case 'uploadStarted':
      return { ...state, steps: { ...state.steps, [action.kind]: 'UPLOADING' } };
    case 'uploadSucceeded':
      return { ...state, steps: { ...state.steps, [action.kind]: 'SUCCESS' } };
    case 'uploadFailed':
      return { ...state, steps: { ...state.steps, [action.kind]: 'ERROR' } };
    case 'clear':
      return initialVerificationFlow;
    default:
      return state;
  }
}
