import { randomUUID } from 'node:crypto';

import fastifyMultipart from '@fastify/multipart';
import {
  DOCUMENT_TYPES,
  documentStatusRequestSchema,
  documentUploadFieldsSchema,
  idScanInitiateRequestSchema,
  MAX_DOCUMENT_BYTES,
  questionnaireAnswerRequestSchema,
  type DocumentsVerification,
  type FieldError,
  type IdScanInitiate,
  type KycStatus,
  type PlayerDocument,
  type QuestionnaireAnswer,
  type SalaryRanges,
} from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import { requirePlayer } from '../auth/auth-routes';
import type { PlayerSessions } from '../auth/player-sessions';
import { CONTROL_PREFIX } from '../control/faults';
import type { Database } from '../db/schema';
import { sendCodedError, sendError, sendFieldErrors, sendValidationError } from '../lib/errors';
import { escapeHtml } from '../lib/html';
import type { StateStore } from '../state/state-store';
import type { WalletHub } from '../wallet/wallet-hub';
import { checkDocumentFile } from './file-check';
import type { KycDocuments } from './kyc-documents';

/** `GET /player/salary-range`: yearly salary, EUR minor units (a sandbox choice). */
export const SALARY_RANGES: SalaryRanges = {
  currency: 'EUR',
  salaryRanges: [
    { id: 1, label: 'Under EUR 20,000', minAmount: 0, maxAmount: 1_999_999 },
    { id: 2, label: 'EUR 20,000 – 49,999', minAmount: 2_000_000, maxAmount: 4_999_999 },
    { id: 3, label: 'EUR 50,000 – 99,999', minAmount: 5_000_000, maxAmount: 9_999_999 },
    { id: 4, label: 'EUR 100,000 – 249,999', minAmount: 10_000_000, maxAmount: 24_999_999 },
    { id: 5, label: 'EUR 250,000 or more', minAmount: 25_000_000, maxAmount: null },
  ],
};

const reviewRequestSchema = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES),
    decision: z.enum(['approve', 'reject']),
    reason: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{2,60}$/, 'a rejection reason code such as BAD_QUALITY')
      .optional(),
  })
  .strict();

const fileError = (code: string, message: string, rejectedValue: unknown): FieldError => ({ objectName: 'documentUpload', field: 'file', rejectedValue, status: 'INVALID', message, code });

/**
 * KYC (spec 001 §3 Verification, §4, §5, §7; issue 15). Player calls need the Bearer token:
 * - `GET /player/documents` → `PlayerDocuments`; `GET /player/documents/verification` → `DocumentsVerification`;
 * - `POST /player/documents/status` `{ documentType, subType? }` → `PlayerDocument`;
 * - `POST /player/documents/upload` multipart (fields `documentType`, `subType?`, then the part `file`) →
 *   201 `PlayerDocument` UNDER_REVIEW; 400 field errors on `file` (FileEmpty, FileTooLarge, FileType,
 *   FileCorrupt) or the fields, nothing stored;
 * - `POST /jumio/documents/initiate` `{ returnUrl }` → `{ redirectUrl, scanId }`: the stand-in ID-scan page
 *   `GET /id-scan/:scanId` with **Complete scan** (proof of ID VERIFIED) and **Fail scan** (REQUESTED again,
 *   reason ID_SCAN_FAILED), each returning to `returnUrl` with `idScan=SUCCESS|FAILED`;
 * - `GET /player/salary-range` → `SalaryRanges`; `GET`/`POST /player/questionnaire/answer` → `QuestionnaireAnswer`
 *   (answering puts the EDD questionnaire UNDER_REVIEW).
 * Test control: `POST /__sandbox/kyc/:email/review` `{ documentType, decision, reason? }` reviews the player's
 * latest document of the type. Every change recomputes the profile's `kycStatus` and
 * `requestDocumentTypeStatus` and pushes them as PLAYER_ATTRIBUTE_CHANGE on the wallet socket.
 */
export async function registerKycRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; store: StateStore; sessions: PlayerSessions; hub: WalletHub; kyc: KycDocuments; publicUrl: string; now: () => Date },
): Promise<void> {
  const { db, store, sessions, hub, kyc, now } = options;
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1000 } });

  /** Recomputes the KYC attributes of the profile from the documents and pushes them (PLAYER_ATTRIBUTE_CHANGE). */
  const refresh = async (email: string, playerId: string): Promise<Pick<DocumentsVerification, 'kycStatus' | 'requestDocumentTypeStatus'>> => {
    const previous = store.state.players[email]?.profile.kycStatus ?? 'NOT_VERIFIED';
    const { kycStatus, requestDocumentTypeStatus } = await kyc.attributes(playerId, previous);
    await store.update((draft) => {
      const stored = draft.players[email];
      if (stored) Object.assign(stored.profile, { kycStatus, requestDocumentTypeStatus });
    });
    hub.send(email, JSON.stringify({ body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { kycStatus, requestDocumentTypeStatus } } }));
    return { kycStatus, requestDocumentTypeStatus };
  };

  app.get('/player/documents', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return kyc.documents(player.persona.playerId);
  });

  app.get('/player/documents/verification', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const previous: KycStatus = sessions.playerState(player.email).profile.kycStatus;
    return (await kyc.attributes(player.persona.playerId, previous)) satisfies DocumentsVerification;
  });

  app.post('/player/documents/status', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = documentStatusRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'documentStatusRequest', request.body, parsed.error);
    return (await kyc.status(player.persona.playerId, parsed.data.documentType, parsed.data.subType)) satisfies PlayerDocument;
  });

  app.post('/player/documents/upload', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    if (!request.isMultipart()) return sendFieldErrors(reply, [fileError('NotMultipart', 'send the document as multipart/form-data with a part named file', null)]);
    const fields: Record<string, string> = {};
    let file: { fileName: string; bytes: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') file = { fileName: part.filename || 'document', bytes: await part.toBuffer() };
        else fields[part.fieldname] = String(part.value);
      }
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') return sendFieldErrors(reply, [fileError('FileTooLarge', 'The file is larger than 10 MB', null)]);
      return sendFieldErrors(reply, [fileError('FileCorrupt', 'The upload could not be read: send it again', null)]);
    }
    const parsed = documentUploadFieldsSchema.safeParse({ documentType: fields.documentType, ...(fields.subType ? { subType: fields.subType } : {}) });
    if (!parsed.success) return sendValidationError(reply, 'documentUpload', fields, parsed.error);
    if (!file) return sendFieldErrors(reply, [fileError('FileEmpty', 'Choose a file to upload', null)]);
    const verdict = checkDocumentFile(file.bytes);
    if (!verdict.ok) return sendFieldErrors(reply, [fileError(verdict.code, verdict.message, file.fileName)]);
    const document = await kyc.upload(player.persona.playerId, { documentType: parsed.data.documentType, subType: parsed.data.subType ?? null, fileName: file.fileName, contentType: verdict.contentType, bytes: file.bytes });
    await refresh(player.email, player.persona.playerId);
    return reply.code(201).send(document satisfies PlayerDocument);
  });

  app.post('/jumio/documents/initiate', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = idScanInitiateRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'idScanInitiate', request.body, parsed.error);
    const scanId = `scan-${randomUUID()}`;
    await db.insertInto('id_scans').values({ id: scanId, player_id: player.persona.playerId, return_url: parsed.data.returnUrl, status: 'STARTED', created_at: now() }).execute();
    return { redirectUrl: `${options.publicUrl.replace(/\/+$/, '')}/id-scan/${scanId}`, scanId } satisfies IdScanInitiate;
  });

  const scanOf = (scanId: string) => db.selectFrom('id_scans').innerJoin('players', 'players.id', 'id_scans.player_id').selectAll('id_scans').select('players.email').where('id_scans.id', '=', scanId).executeTakeFirst();

  app.get<{ Params: { scanId: string } }>('/id-scan/:scanId', async (request, reply) => {
    const scan = await scanOf(request.params.scanId);
    if (!scan) return sendError(reply, 404, 'NOT_FOUND', 'No such ID scan');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(idScanPage(scan.id, scan.status));
  });

  for (const outcome of ['complete', 'fail'] as const) {
    app.post<{ Params: { scanId: string } }>(`/id-scan/:scanId/${outcome}`, async (request, reply) => {
      const scan = await scanOf(request.params.scanId);
      if (!scan) return sendError(reply, 404, 'NOT_FOUND', 'No such ID scan');
      if (scan.status !== 'STARTED') return sendCodedError(reply, 409, 'error.id_scan.finished', 'This ID scan has finished');
      const success = outcome === 'complete';
      await db.updateTable('id_scans').set({ status: success ? 'SUCCESS' : 'FAILED' }).where('id', '=', scan.id).execute();
      await kyc.setStatus(scan.player_id, 'PROOF_OF_ID', success ? { status: 'VERIFIED', reviewed: true, subType: 'ID_SCAN' } : { status: 'REQUESTED', rejectionReason: 'ID_SCAN_FAILED', reviewed: true }, true);
      await refresh(scan.email, scan.player_id);
      const back = new URL(scan.return_url);
      back.searchParams.set('idScan', success ? 'SUCCESS' : 'FAILED');
      return reply.redirect(back.toString(), 303);
    });
  }

  app.get('/player/salary-range', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return SALARY_RANGES;
  });

  const questionnaireOf = async (playerId: string): Promise<QuestionnaireAnswer> => {
    const status = await kyc.status(playerId, 'EDD_QUESTIONNAIRE');
    const row = await db.selectFrom('questionnaire_answers').selectAll().where('player_id', '=', playerId).executeTakeFirst();
    return { documentStatus: status.documentStatus, answer: row ? ({ ...row.answer, answeredAt: row.answered_at.toISOString() } as QuestionnaireAnswer['answer']) : null };
  };

  app.get('/player/questionnaire/answer', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    return questionnaireOf(player.persona.playerId);
  });

  app.post('/player/questionnaire/answer', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = questionnaireAnswerRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'questionnaireAnswer', request.body, parsed.error);
    const body = parsed.data;
    if (!SALARY_RANGES.salaryRanges.some((range) => range.id === body.salaryRangeId)) {
      return sendFieldErrors(reply, [{ objectName: 'questionnaireAnswer', field: 'salaryRangeId', rejectedValue: body.salaryRangeId, status: 'INVALID', message: 'is not one of GET /player/salary-range', code: 'invalid_value' }]);
    }
    const answer = {
      occupation: body.occupation,
      otherOccupation: body.occupation === 'Other' ? (body.otherOccupation ?? null) : null,
      salaryRangeId: body.salaryRangeId,
      sourceOfFunds: body.sourceOfFunds,
      otherSourceOfFunds: body.sourceOfFunds === 'Other' ? (body.otherSourceOfFunds ?? null) : null,
      placeOfBirth: body.placeOfBirth || null,
      nationality: body.nationality || null,
    };
    const answeredAt = now();
    await db
      .insertInto('questionnaire_answers')
      .values({ player_id: player.persona.playerId, answer: JSON.stringify(answer), answered_at: answeredAt })
      .onConflict((conflict) => conflict.column('player_id').doUpdateSet({ answer: JSON.stringify(answer), answered_at: answeredAt }))
      .execute();
    await kyc.setStatus(player.persona.playerId, 'EDD_QUESTIONNAIRE', { status: 'UNDER_REVIEW' }, true);
    await refresh(player.email, player.persona.playerId);
    return questionnaireOf(player.persona.playerId);
  });

  app.post<{ Params: { email: string } }>(`${CONTROL_PREFIX}/kyc/:email/review`, async (request, reply) => {
    const persona = sessions.directory.find(request.params.email);
    if (!persona) return sendError(reply, 404, 'NOT_FOUND', `No player ${request.params.email}`);
    const parsed = reviewRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'kycReview', request.body, parsed.error);
    const { documentType, decision, reason } = parsed.data;
    const document = await kyc.setStatus(persona.playerId, documentType, decision === 'approve' ? { status: 'VERIFIED', reviewed: true } : { status: 'REQUESTED', rejectionReason: reason ?? 'BAD_QUALITY', reviewed: true });
    if (!document) return sendError(reply, 404, 'NOT_FOUND', `${persona.email} has no ${documentType} document`);
    return { document, ...(await refresh(persona.email, persona.playerId)) };
  });
}

/** The stand-in ID-scan page: the scan's state and two buttons, **Complete scan** and **Fail scan** (plain form posts). */
function idScanPage(scanId: string, status: string): string {
  const open = status === 'STARTED';
  const disabled = open ? '' : ' disabled';
  const id = escapeHtml(encodeURIComponent(scanId));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox ID scan</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; background: #0f2b3d; color: #fff; display: grid; place-items: center; min-height: 100vh; }
main { background: #173f57; padding: 1.5rem; border-radius: .75rem; max-width: 26rem; width: calc(100% - 2rem); }
.actions { display: flex; gap: .75rem; flex-wrap: wrap; margin-top: 1rem; }
button { font: inherit; padding: .6rem 1rem; border-radius: .4rem; border: 0; cursor: pointer; }
button.complete { background: #2fbf71; color: #06230f; }
button.fail { background: #e4574b; color: #fff; }
button[disabled] { opacity: .5; cursor: default; }
</style>
</head>
<body>
<main>
<h1>Sandbox ID scan</h1>
<p>Stand-in for the identity-scan service: hold your ID to the camera, or choose an outcome.</p>
<p role="status">${open ? 'Waiting for the scan.' : `This scan has finished: ${escapeHtml(status)}.`}</p>
<div class="actions">
<form method="post" action="/id-scan/${id}/complete"><button type="submit" class="complete"${disabled}>Complete scan</button></form>
<form method="post" action="/id-scan/${id}/fail"><button type="submit" class="fail"${disabled}>Fail scan</button></form>
</div>
</main>
</body>
</html>
`;
}

