import { sql, type Kysely } from 'kysely';

// A migration is a snapshot (see 001): its lists are written out here, not imported.
const CHANNELS = ['SMS', 'EMAIL'];
const PURPOSES = ['REGISTRATION_SMS', 'REGISTRATION_EMAIL', 'PASSWORD_RESET', 'PHONE_CHANGE'];
const DOCUMENT_TYPES = ['PROOF_OF_ID', 'PROOF_OF_ADDRESS', 'PROOF_OF_PAYMENT', 'SOURCE_OF_WEALTH', 'EDD_QUESTIONNAIRE', 'OTHER'];
const DOCUMENT_STATUSES = ['UNREQUESTED', 'REQUESTED', 'UNDER_REVIEW', 'VERIFIED', 'EXPIRED'];

const oneOf = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/**
 * Issue 15 (join, recover, verify): registrations, the codes sent by SMS and e-mail with the outbox that
 * records every message, KYC documents (the uploaded file's bytes in `content`), ID scans, the EDD
 * questionnaire's answers, login history and the CRM inbox. Every player table cascades from `players`,
 * so the ledger's reset clears them too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registrations')
    .addColumn('player_id', 'text', (column) => column.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('email', 'text', (column) => column.notNull().unique())
    .addColumn('country_code', 'text', (column) => column.notNull())
    .addColumn('language_code', 'text', (column) => column.notNull())
    .addColumn('mobile_phone', 'text', (column) => column.notNull())
    .addColumn('cpf', 'text', (column) => column.unique())
    .addColumn('sms_required', 'boolean', (column) => column.notNull())
    .addColumn('email_required', 'boolean', (column) => column.notNull())
    .addColumn('sms_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('email_verified', 'boolean', (column) => column.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('purpose', 'text', (column) => column.notNull().check(oneOf('purpose', PURPOSES)))
    .addColumn('player_id', 'text', (column) => column.references('players.id').onDelete('cascade'))
    .addColumn('channel', 'text', (column) => column.notNull().check(oneOf('channel', CHANNELS)))
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('status', 'text', (column) => column.notNull().check(oneOf('status', ['SENT', 'VERIFIED', 'MAX_ATTEMPTS', 'REPLACED', 'USED'])))
    .addColumn('reset_key', 'text', (column) => column.unique())
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .addColumn('expires_at', 'timestamptz', (column) => column.notNull())
    .addColumn('verified_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('verification_codes_player').on('verification_codes').columns(['player_id', 'purpose']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('recipient', 'text', (column) => column.notNull())
    .addColumn('channel', 'text', (column) => column.notNull().check(oneOf('channel', CHANNELS)))
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('code', 'text')
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient', 'id desc']).execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('document_type', 'text', (column) => column.notNull().check(oneOf('document_type', DOCUMENT_TYPES)))
    .addColumn('sub_type', 'text')
    .addColumn('status', 'text', (column) => column.notNull().check(oneOf('status', DOCUMENT_STATUSES)))
    .addColumn('rejection_reason', 'text')
    .addColumn('file_name', 'text')
    .addColumn('content_type', 'text')
    .addColumn('size_bytes', 'integer')
    .addColumn('content', 'bytea')
    .addColumn('requested_at', 'timestamptz')
    .addColumn('uploaded_at', 'timestamptz')
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull())
    .addColumn('seq', 'bigserial', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('documents_player').on('documents').columns(['player_id', 'document_type', 'seq desc']).execute();

  await db.schema
    .createTable('id_scans')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('return_url', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull().check(oneOf('status', ['STARTED', 'SUCCESS', 'FAILED'])))
    .addColumn('created_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('questionnaire_answers')
    .addColumn('player_id', 'text', (column) => column.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('answer', 'jsonb', (column) => column.notNull())
    .addColumn('answered_at', 'timestamptz', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('login_history')
    .addColumn('id', 'bigserial', (column) => column.primaryKey())
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('login_date', 'timestamptz', (column) => column.notNull())
    .addColumn('login_ip', 'text', (column) => column.notNull())
    .addColumn('login_country', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('login_history_player').on('login_history').columns(['player_id', 'login_date desc']).execute();

  await db.schema
    .createTable('inbox_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('player_id', 'text', (column) => column.notNull().references('players.id').onDelete('cascade'))
    .addColumn('category', 'text', (column) => column.notNull().check(oneOf('category', ['MESSAGE', 'NOTIFICATION'])))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'timestamptz', (column) => column.notNull())
    .addColumn('read', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
}

/** Drops issue 15's tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['inbox_messages', 'login_history', 'questionnaire_answers', 'id_scans', 'documents', 'outbox', 'verification_codes', 'registrations']) {
    await db.schema.dropTable(table).execute();
  }
}
