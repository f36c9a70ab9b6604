import { randomInt, randomUUID } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { CodePurpose, Database, VerificationCodeRow } from '../db/schema';
import { CODE_WINDOW_MINUTES, DEFAULT_RATE_LIMITS } from '../security/rate-limits';
import { outboxAddressOf, type Outbox } from './outbox';

/** Wrong codes a code allows: the fifth wrong one answers `sms.max.attempts.reached` (spec 001 §8, issue 15). */
export const CODE_MAX_ATTEMPTS = 5;
/** How long a code lives, in seconds of the sandbox clock. */
export const CODE_LIFETIME_SECONDS = 10 * 60;
/** How long a password reset key lives after its code was verified, in seconds. */
export const RESET_KEY_LIFETIME_SECONDS = 15 * 60;

/** Why a code was not accepted: wrong (`sms.code.invalid`), the fifth wrong or after it, or no live code to check. */
export type CodeRefusal = 'sms.code.invalid' | 'sms.max.attempts.reached' | 'no-code';

export type CodeCheck = { ok: true; row: VerificationCodeRow } | { ok: false; refusal: CodeRefusal };

/** `+358401234567` → `+358*****4567`; `anna@sandbox.test` → `a***@sandbox.test`: where a code went, as an answer may say it. */
export function maskRecipient(recipient: string): string {
  if (recipient.includes('@')) {
    const [local = '', domain = ''] = recipient.split('@');
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `${recipient.slice(0, 4)}${'*'.repeat(Math.max(recipient.length - 8, 1))}${recipient.slice(-4)}`;
}

/**
 * Six-digit codes sent by SMS or e-mail (issue 15: sign-up verification, password reset, phone change),
 * in the `verification_codes` table. A new code for the same player and purpose replaces the one before
 * (whose wrong tries no longer count); a code lives `CODE_LIFETIME_SECONDS`; every message goes to the outbox.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox: Outbox,
    private readonly now: () => Date,
    /** Codes one phone or address may be sent in `CODE_WINDOW_MINUTES` (issue 21 point 7). */
    private readonly perRecipient = DEFAULT_RATE_LIMITS.codesPerRecipient,
  ) {}

  /**
   * Issues a code for `purpose` and sends `text(code)` to `recipient` through the outbox (not when
   * `playerId` is null: a password reset of an identifier nobody has records a code nobody can know).
   * Answers the code's id, or null, sending nothing, when `recipient` has had `perRecipient` codes in the
   * last `CODE_WINDOW_MINUTES` (someone pumping SMS to a number, or guessing through fresh codes).
   */
  async issue(request: { purpose: CodePurpose; playerId: string | null; channel: 'SMS' | 'EMAIL'; recipient: string; text: (code: string) => string }): Promise<{ id: string; code: string } | null> {
    const now = this.now();
    const recent = await this.db
      .selectFrom('verification_codes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('recipient', '=', outboxAddressOf(request.recipient))
      .where('created_at', '>', new Date(now.getTime() - CODE_WINDOW_MINUTES * 60_000))
      .executeTakeFirstOrThrow();
    if (Number(recent.count) >= this.perRecipient) return null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const id = randomUUID();
    await this.db.transaction().execute(async (trx) => {
      if (request.playerId) {
        await trx.updateTable('verification_codes').set({ status: 'REPLACED' }).where('player_id', '=', request.playerId).where('purpose', '=', request.purpose).where('status', 'in', ['SENT', 'MAX_ATTEMPTS']).execute();
      }
      await trx
        .insertInto('verification_codes')
        .values({
          id,
          purpose: request.purpose,
          player_id: request.playerId,
          channel: request.channel,
          recipient: outboxAddressOf(request.recipient),
          code,
          status: 'SENT',
          reset_key: null,
          created_at: now,
          expires_at: new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000),
          verified_at: null,
        })
        .execute();
    });
    if (request.playerId) await this.outbox.send({ to: request.recipient, channel: request.channel, text: request.text(code), code });
    return { id, code };
  }

  /** Sends the same code another way (a password reset's e-mail copy of its SMS). */
  async sendCopy(message: { to: string; channel: 'SMS' | 'EMAIL'; text: string; code: string }): Promise<void> {
    await this.outbox.send(message);
  }

  /** Checks `code` against the code `id` of `purpose` (the password reset and phone change ids). */
  async check(id: string, purpose: CodePurpose, code: string, playerId?: string): Promise<CodeCheck> {
    let query = this.db.selectFrom('verification_codes').selectAll().where('id', '=', id).where('purpose', '=', purpose);
    if (playerId) query = query.where('player_id', '=', playerId);
    return this.verify(await query.executeTakeFirst(), code);
  }

  /** Checks `code` against the player's latest code of `purpose` (sign-up verification goes by player id). */
  async checkLatest(playerId: string, purpose: CodePurpose, code: string): Promise<CodeCheck> {
    const row = await this.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('player_id', '=', playerId)
      .where('purpose', '=', purpose)
      .where('status', '!=', 'REPLACED')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return this.verify(row, code);
  }

  /** A verified code of `purpose` by its id, or undefined (a phone change saves only a verified phone). */
  async verified(id: string, purpose: CodePurpose, playerId: string): Promise<VerificationCodeRow | undefined> {
    return this.db.selectFrom('verification_codes').selectAll().where('id', '=', id).where('purpose', '=', purpose).where('player_id', '=', playerId).where('status', '=', 'VERIFIED').executeTakeFirst();
  }

  /** The verified password-reset code of a live `resetKey`, or undefined (unknown, used or expired). */
  async resetKey(resetKey: string): Promise<VerificationCodeRow | undefined> {
    const row = await this.db.selectFrom('verification_codes').selectAll().where('reset_key', '=', resetKey).where('status', '=', 'VERIFIED').executeTakeFirst();
    if (!row?.verified_at || row.verified_at.getTime() + RESET_KEY_LIFETIME_SECONDS * 1000 <= this.now().getTime()) return undefined;
    return row;
  }

  /** Marks a code used (a reset key that set a password, a phone that was saved): it cannot be used again. */
  async use(id: string): Promise<void> {
    await this.db.updateTable('verification_codes').set({ status: 'USED' }).where('id', '=', id).execute();
  }

  private async verify(row: VerificationCodeRow | undefined, code: string): Promise<CodeCheck> {
    if (!row || row.status === 'REPLACED' || row.status === 'USED') return { ok: false, refusal: 'no-code' };
    if (row.status === 'MAX_ATTEMPTS') return { ok: false, refusal: 'sms.max.attempts.reached' };
    if (row.status === 'VERIFIED') return row.code === code ? { ok: true, row } : { ok: false, refusal: 'sms.code.invalid' };
    if (row.expires_at.getTime() <= this.now().getTime()) return { ok: false, refusal: 'no-code' };
    if (row.code !== code) {
      const attempts = row.attempts + 1;
      const exhausted = attempts >= CODE_MAX_ATTEMPTS;
      await this.db
        .updateTable('verification_codes')
        .set({ attempts, ...(exhausted ? { status: 'MAX_ATTEMPTS' as const } : {}) })
        .where('id', '=', row.id)
        .execute();
      return { ok: false, refusal: exhausted ? 'sms.max.attempts.reached' : 'sms.code.invalid' };
    }
    const verifiedAt = this.now();
    const resetKey = row.purpose === 'PASSWORD_RESET' ? randomUUID() : null;
    const verified = await this.db
      .updateTable('verification_codes')
      .set({ status: 'VERIFIED', verified_at: verifiedAt, reset_key: resetKey })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, row: verified };
  }
}
