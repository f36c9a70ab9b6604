import { randomUUID } from 'node:crypto';

import type { DocumentsVerification, DocumentStatus, DocumentType, KycStatus, PlayerDocument, PlayerDocuments } from '@casino/shared/wire';
import type { Kysely } from 'kysely';

import type { Database, DocumentRow } from '../db/schema';
import { PERSONAS, requestDocumentTypeStatusOf } from '../seed/personas';

/** How the documents' types read to people (`documentTypeName`). */
const TYPE_NAMES: Record<DocumentType, string> = {
  PROOF_OF_ID: 'Proof of identity',
  PROOF_OF_ADDRESS: 'Proof of address',
  PROOF_OF_PAYMENT: 'Proof of payment',
  SOURCE_OF_WEALTH: 'Source of wealth',
  EDD_QUESTIONNAIRE: 'Enhanced due diligence questionnaire',
  OTHER: 'Other document',
};

/** Which status counts first when a type has several documents (payment, other): what still needs the player. */
const PRIORITY: Record<string, number> = { REQUESTED: 0, EXPIRED: 1, UNDER_REVIEW: 2, VERIFIED: 3, UNREQUESTED: 4 };

/** Seeded files have no bytes: the row says what the player uploaded before the seed. */
const SEEDED_FILE = { file_name: 'seeded-document.pdf', content_type: 'application/pdf', size_bytes: 48_213 };

function documentOf(row: DocumentRow): PlayerDocument {
  return {
    documentId: row.id,
    documentType: row.document_type as DocumentType,
    documentStatus: row.status as DocumentStatus,
    documentTypeName: TYPE_NAMES[row.document_type as DocumentType],
    subType: row.sub_type,
    rejectionReason: row.rejection_reason,
    fileName: row.file_name,
    contentType: row.content_type as PlayerDocument['contentType'],
    sizeBytes: row.size_bytes,
    requestedAt: row.requested_at?.toISOString() ?? null,
    uploadedAt: row.uploaded_at?.toISOString() ?? null,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/** A type never asked for. */
export function unrequested(documentType: DocumentType, subType: string | null = null): PlayerDocument {
  return {
    documentId: null,
    documentType,
    documentStatus: 'UNREQUESTED',
    documentTypeName: TYPE_NAMES[documentType],
    subType,
    rejectionReason: null,
    fileName: null,
    contentType: null,
    sizeBytes: null,
    requestedAt: null,
    uploadedAt: null,
    reviewedAt: null,
  };
}

/**
 * The player's KYC level from their current documents (spec 001 §3, §4; a sandbox reading, in the README):
 * RESTRICTED and SUSPENDED stay (the operator's); no document asked for keeps the level as it is (NOT_REQUIRED
 * or NOT_VERIFIED: KYC not needed); a document REQUESTED → NOT_VERIFIED (EXPIRED → PENDING_EXPIRED); else one
 * UNDER_REVIEW → PENDING; else (ID, address and the rest verified) the EDD questionnaire decides: REQUESTED →
 * EDD_PENDING, UNDER_REVIEW → EDD_UNDER_REVIEW, VERIFIED → ENHANCED; none → FULLY VERIFIED.
 */
export function kycStatusOf(current: readonly PlayerDocument[], previous: KycStatus): KycStatus {
  if (previous === 'RESTRICTED' || previous === 'SUSPENDED') return previous;
  const asked = current.filter((document) => document.documentStatus !== 'UNREQUESTED');
  if (asked.length === 0) return previous;
  const others = asked.filter((document) => document.documentType !== 'EDD_QUESTIONNAIRE').map((document) => document.documentStatus);
  if (others.includes('EXPIRED')) return 'PENDING_EXPIRED';
  if (others.includes('REQUESTED')) return 'NOT_VERIFIED';
  if (others.includes('UNDER_REVIEW')) return 'PENDING';
  const edd = asked.find((document) => document.documentType === 'EDD_QUESTIONNAIRE')?.documentStatus;
  if (edd === 'REQUESTED') return 'EDD_PENDING';
  if (edd === 'UNDER_REVIEW') return 'EDD_UNDER_REVIEW';
  if (edd === 'VERIFIED') return 'ENHANCED';
  return 'FULLY VERIFIED';
}

/** spec 001 §4: KYC is not needed when NOT_REQUIRED, or NOT_VERIFIED with every document UNREQUESTED. */
export function verificationRequired(kycStatus: KycStatus, current: readonly PlayerDocument[]): boolean {
  if (kycStatus === 'NOT_REQUIRED') return false;
  if (kycStatus === 'NOT_VERIFIED' && current.every((document) => document.documentStatus === 'UNREQUESTED')) return false;
  return kycStatus !== 'FULLY VERIFIED' && kycStatus !== 'ENHANCED' && kycStatus !== 'ENHANCED KYC';
}

/**
 * The KYC documents of the players (table `documents`): one row per request or upload, the newest of a
 * type (per payment method for PROOF_OF_PAYMENT, each one for OTHER) being the current one.
 */
export class KycDocuments {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Writes the personas' seeded documents for the players that have none yet (a fresh database, or after a reset). */
  async ensureSeeded(): Promise<void> {
    const seeded = new Set((await this.db.selectFrom('documents').select('player_id').distinct().execute()).map((row) => row.player_id));
    const now = this.now();
    const rows = PERSONAS.filter((persona) => !seeded.has(persona.playerId)).flatMap((persona) =>
      persona.documents.map((document, index) => ({
        id: `doc-${persona.playerId}-${index + 1}`,
        player_id: persona.playerId,
        document_type: document.documentType,
        sub_type: document.subType ?? null,
        status: document.status,
        rejection_reason: null,
        ...(document.status === 'REQUESTED' || document.documentType === 'EDD_QUESTIONNAIRE' ? { file_name: null, content_type: null, size_bytes: null } : SEEDED_FILE),
        content: null,
        requested_at: new Date(now.getTime() - 7 * 86_400_000),
        uploaded_at: document.status === 'REQUESTED' ? null : new Date(now.getTime() - 2 * 86_400_000),
        reviewed_at: document.status === 'VERIFIED' ? new Date(now.getTime() - 86_400_000) : null,
        updated_at: new Date(now.getTime() - 86_400_000),
      })),
    );
    if (rows.length > 0) await this.db.insertInto('documents').values(rows).execute();
  }

  /** Every document row of the player, newest first. */
  private rows(playerId: string): Promise<DocumentRow[]> {
    return this.db.selectFrom('documents').selectAll().where('player_id', '=', playerId).orderBy('seq', 'desc').execute();
  }

  /** `GET /player/documents`: the player's current documents. */
  async documents(playerId: string): Promise<PlayerDocuments> {
    const rows = (await this.rows(playerId)).map(documentOf);
    const latest = (type: DocumentType) => rows.find((row) => row.documentType === type) ?? unrequested(type);
    const payments = new Map<string, PlayerDocument>();
    for (const row of rows.filter((document) => document.documentType === 'PROOF_OF_PAYMENT')) if (!payments.has(row.subType ?? '')) payments.set(row.subType ?? '', row);
    return {
      idDocument: latest('PROOF_OF_ID'),
      addressDocument: latest('PROOF_OF_ADDRESS'),
      sowDocument: latest('SOURCE_OF_WEALTH'),
      eddQuestionnaire: latest('EDD_QUESTIONNAIRE'),
      otherDocument: rows.filter((document) => document.documentType === 'OTHER'),
      paymentDocument: [...payments.values()],
    };
  }

  /** The current documents as one list. */
  async current(playerId: string): Promise<PlayerDocument[]> {
    const documents = await this.documents(playerId);
    return [documents.idDocument, documents.addressDocument, documents.sowDocument, documents.eddQuestionnaire, ...documents.otherDocument, ...documents.paymentDocument];
  }

  /** `POST /player/documents/status`: the current document of a type (and subType). */
  async status(playerId: string, documentType: DocumentType, subType?: string): Promise<PlayerDocument> {
    const current = await this.current(playerId);
    return current.find((document) => document.documentType === documentType && (subType === undefined || document.subType === subType)) ?? unrequested(documentType, subType ?? null);
  }

  /** The profile's KYC attributes from the current documents: `kycStatus` and `requestDocumentTypeStatus`. */
  async attributes(playerId: string, previous: KycStatus): Promise<Pick<DocumentsVerification, 'kycStatus' | 'requestDocumentTypeStatus' | 'verificationRequired' | 'documents'>> {
    const current = await this.current(playerId);
    const byType = new Map<string, string>();
    for (const document of current) {
      if (document.documentStatus === 'UNREQUESTED') continue;
      const known = byType.get(document.documentType);
      if (known === undefined || (PRIORITY[document.documentStatus] ?? 9) < (PRIORITY[known] ?? 9)) byType.set(document.documentType, document.documentStatus);
    }
    const kycStatus = kycStatusOf(current, previous);
    return {
      kycStatus,
      requestDocumentTypeStatus: requestDocumentTypeStatusOf([...byType].map(([documentType, status]) => ({ documentType, status }))),
      verificationRequired: verificationRequired(kycStatus, current),
      documents: current.filter((document) => document.documentStatus !== 'UNREQUESTED').map(({ documentType, subType, documentStatus }) => ({ documentType, subType, documentStatus })),
    };
  }

  /** Stores an upload as a new current document of its type, UNDER_REVIEW. */
  async upload(playerId: string, file: { documentType: DocumentType; subType: string | null; fileName: string; contentType: string; bytes: Buffer }): Promise<PlayerDocument> {
    const now = this.now();
    const requested = await this.db
      .selectFrom('documents')
      .select('requested_at')
      .where('player_id', '=', playerId)
      .where('document_type', '=', file.documentType)
      .where('status', '=', 'REQUESTED')
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    const row = await this.db
      .insertInto('documents')
      .values({
        id: `doc-${randomUUID()}`,
        player_id: playerId,
        document_type: file.documentType,
        sub_type: file.subType,
        status: 'UNDER_REVIEW',
        rejection_reason: null,
        file_name: file.fileName.slice(0, 200),
        content_type: file.contentType,
        size_bytes: file.bytes.length,
        content: file.bytes,
        requested_at: requested?.requested_at ?? null,
        uploaded_at: now,
        reviewed_at: null,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return documentOf(row);
  }

  /** Sets the status of the player's latest document of a type (a review, the questionnaire, an ID scan); inserts one when there is none and `create` is set. */
  async setStatus(playerId: string, documentType: DocumentType, change: { status: DocumentStatus; rejectionReason?: string | null; reviewed?: boolean; subType?: string | null }, create = false): Promise<PlayerDocument | null> {
    const now = this.now();
    const latest = await this.db
      .selectFrom('documents')
      .select('id')
      .where('player_id', '=', playerId)
      .where('document_type', '=', documentType)
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    const values = { status: change.status, rejection_reason: change.rejectionReason ?? null, updated_at: now, ...(change.reviewed ? { reviewed_at: now } : {}) };
    if (latest) return documentOf(await this.db.updateTable('documents').set(values).where('id', '=', latest.id).returningAll().executeTakeFirstOrThrow());
    if (!create) return null;
    const row = await this.db
      .insertInto('documents')
      .values({ id: `doc-${randomUUID()}`, player_id: playerId, document_type: documentType, sub_type: change.subType ?? null, file_name: null, content_type: null, size_bytes: null, content: null, requested_at: null, uploaded_at: now, reviewed_at: null, ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
    return documentOf(row);
  }
}
