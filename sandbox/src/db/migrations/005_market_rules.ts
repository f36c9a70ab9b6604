import { sql, type Kysely } from 'kysely';

/**
 * Issue 16 §5, the market rules that need the database: a player's **balance limit** (the Netherlands: a
 * deposit that would take the balance over it is refused) beside the time-out and exclusion, and on a
 * sign-up whether its market asks for limits before the account is complete (`limits_required`, from the
 * market table's `signUpLimits`) and when the sign-up set them (`limits_set_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('player_protection')
    .addColumn('balance_limit', 'bigint', (column) => column.check(sql`balance_limit > 0`))
    .execute();
  await db.schema
    .alterTable('registrations')
    .addColumn('limits_required', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('registrations').addColumn('limits_set_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('registrations').dropColumn('limits_set_at').execute();
  await db.schema.alterTable('registrations').dropColumn('limits_required').execute();
  await db.schema.alterTable('player_protection').dropColumn('balance_limit').execute();
}
