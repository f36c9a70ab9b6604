import {
  addressUpdateRequestSchema,
  languageUpdateSchema,
  marketingPreferencesUpdateRequestSchema,
  passwordChangeRequestSchema,
  phoneNumberUpdateRequestSchema,
  phoneSmsRequestSchema,
  phoneSmsVerificationRequestSchema,
  provinceUpdateRequestSchema,
  type Inbox,
  type InboxMessage,
  type LanguageUpdate,
  type LatestActivityLog,
  type MarketingPreferences,
  type PersonalDetails,
  type PhoneSmsVerification,
  type PostalAddress,
  type Provinces,
  type SmsVerificationId,
} from '@casino/shared/wire';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import { requirePlayer } from '../auth/auth-routes';
import { hashPassword, passwordMatches } from '../auth/passwords';
import type { AuthenticatedPlayer, PlayerSessions } from '../auth/player-sessions';
import type { Database } from '../db/schema';
import { INVALID_PHONE_PREFIX, sendCodeRefusal, sendTooManyCodes } from '../join/registration-routes';
import { CODE_LIFETIME_SECONDS, CODE_MAX_ATTEMPTS, type VerificationCodes } from '../join/verification-codes';
import { sendCodedError, sendFieldErrors, sendValidationError } from '../lib/errors';
import { PERSONAS } from '../seed/personas';
import type { StateStore } from '../state/state-store';
import type { WalletHub } from '../wallet/wallet-hub';

/** spec 000 §3 Country "Canadian provinces: code and label"; other countries have none here. */
export const PROVINCES: Record<string, Array<{ code: string; label: string }>> = {
  CA: [
    { code: 'AB', label: 'Alberta' },
    { code: 'BC', label: 'British Columbia' },
    { code: 'MB', label: 'Manitoba' },
    { code: 'NB', label: 'New Brunswick' },
    { code: 'NL', label: 'Newfoundland and Labrador' },
    { code: 'NS', label: 'Nova Scotia' },
    { code: 'NT', label: 'Northwest Territories' },
    { code: 'NU', label: 'Nunavut' },
    { code: 'ON', label: 'Ontario' },
    { code: 'PE', label: 'Prince Edward Island' },
    { code: 'QC', label: 'Quebec' },
    { code: 'SK', label: 'Saskatchewan' },
    { code: 'YT', label: 'Yukon' },
  ],
};

const activityQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
const inboxQuerySchema = z.object({ category: z.enum(['MESSAGE', 'NOTIFICATION']).optional() });

/**
 * Writes the personas' seeded CRM inbox (two messages and a notification each) and two earlier logins, for
 * the players that have none yet (a fresh database, or after a reset).
 */
export async function seedAccountArea(db: Kysely<Database>, now: Date): Promise<void> {
  const seeded = new Set((await db.selectFrom('inbox_messages').select('player_id').distinct().execute()).map((row) => row.player_id));
  const missing = PERSONAS.filter((persona) => !seeded.has(persona.playerId));
  if (missing.length === 0) return;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  await db
    .insertInto('inbox_messages')
    .values(
      missing.flatMap((persona) => [
        { id: `msg-${persona.playerId}-1`, player_id: persona.playerId, category: 'MESSAGE' as const, title: 'Welcome to Sandbox Casino', body: `Hello ${persona.details.firstName}, welcome aboard! Your account is ready: explore the lobby and set your limits any time.`, sent_at: new Date(persona.registrationDate), read: true },
        { id: `msg-${persona.playerId}-2`, player_id: persona.playerId, category: 'MESSAGE' as const, title: 'Your weekend reload is waiting', body: 'Deposit this weekend and get 50% up to EUR 100 as a casino bonus. Terms apply.', sent_at: hoursAgo(24), read: false },
        { id: `msg-${persona.playerId}-3`, player_id: persona.playerId, category: 'NOTIFICATION' as const, title: 'Remember your limits', body: 'Set deposit, loss and session limits in your account whenever you like.', sent_at: hoursAgo(2), read: false },
      ]),
    )
    .execute();
  await db
    .insertInto('login_history')
    .values(missing.flatMap((persona) => [72, 240].map((hours) => ({ player_id: persona.playerId, login_date: hoursAgo(hours), login_ip: '127.0.0.1', login_country: persona.profile.countryCode }))))
    .execute();
}

/** Records a login (spec 001 §3 Login history): the request's IP and the country it appears to be in. */
export async function recordLogin(db: Kysely<Database>, playerId: string, ip: string, country: string, at: Date): Promise<void> {
  await db.insertInto('login_history').values({ player_id: playerId, login_date: at, login_ip: ip, login_country: country }).execute();
}

/**
 * The account area (spec 000 §2, §3; spec 001 §4 Phone change, §7 Player, §8; issue 15), Bearer token:
 * - `GET /player/details` → `PersonalDetails`; `GET`/`POST /player/address` → `PostalAddress`;
 * - `GET`/`POST /player/province` → `Provinces` (the profile's `provinceCode` changes and is pushed);
 * - `POST /player/language` `{ languageCode }` → the same (stored as sent; later tokens carry it);
 * - `POST /player/password` `{ oldPassword, newPassword }` → 204; 400 `error.old_password.incorrect`;
 * - `POST /player/phone_number/sms_request` `{ mobilePhone }` → `SmsVerificationId`; `sms_verification`
 *   `{ smsVerificationId, code }` → `{ smsVerificationId, verified }`; `POST /player/phone_number`
 *   `{ mobilePhone, smsVerificationId }` → `PersonalDetails` (400 `error.phone.not_verified` before that);
 * - `GET`/`PATCH /player/marketing_preferences` → `MarketingPreferences`;
 * - `GET /player/latest-activity-log?limit` → `LatestActivityLog`;
 * - `GET /player/inbox?category` → `Inbox`; `POST /player/inbox/:id/read` → `InboxMessage`.
 */
export function registerAccountAreaRoutes(app: FastifyInstance, options: { db: Kysely<Database>; store: StateStore; sessions: PlayerSessions; hub: WalletHub; codes: VerificationCodes }): void {
  const { db, store, sessions, hub, codes } = options;

  const addressOf = (player: AuthenticatedPlayer): PostalAddress => {
    const { details, profile } = sessions.playerState(player.email);
    return { address: details.address ?? '', city: details.city ?? '', postalCode: details.postalCode ?? '', countryCode: profile.countryCode, provinceCode: profile.provinceCode ?? null };
  };
  const detailsOf = (player: AuthenticatedPlayer): PersonalDetails => {
    const { details } = sessions.playerState(player.email);
    return { playerId: player.persona.playerId, email: player.email, firstName: details.firstName, lastName: details.lastName, mobilePhone: details.mobilePhone, dateOfBirth: details.dateOfBirth, address: addressOf(player) };
  };
  const provincesOf = (player: AuthenticatedPlayer): Provinces => {
    const { profile } = sessions.playerState(player.email);
    return { provinceCode: profile.provinceCode ?? null, provinces: PROVINCES[profile.countryCode] ?? [] };
  };

  app.get('/player/details', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    return player ? detailsOf(player) : reply;
  });

  app.get('/player/address', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    return player ? addressOf(player) : reply;
  });

  app.post('/player/address', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = addressUpdateRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'addressUpdate', request.body, parsed.error);
    await store.update((draft) => {
      const stored = draft.players[player.email];
      if (stored) Object.assign(stored.details, parsed.data);
    });
    return addressOf(player);
  });

  app.get('/player/province', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    return player ? provincesOf(player) : reply;
  });

  app.post('/player/province', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = provinceUpdateRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'provinceUpdate', request.body, parsed.error);
    const { provinces } = provincesOf(player);
    if (!provinces.some((province) => province.code === parsed.data.provinceCode)) {
      return sendFieldErrors(reply, [{ objectName: 'provinceUpdate', field: 'provinceCode', rejectedValue: parsed.data.provinceCode, status: 'INVALID', message: "is not a province of the player's country", code: 'invalid_value' }]);
    }
    await store.update((draft) => {
      const stored = draft.players[player.email];
      if (stored) stored.profile.provinceCode = parsed.data.provinceCode;
    });
    hub.send(player.email, JSON.stringify({ body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { provinceCode: parsed.data.provinceCode } } }));
    return provincesOf(player);
  });

  app.post('/player/language', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = languageUpdateSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'languageUpdate', request.body, parsed.error);
    await store.update((draft) => {
      const stored = draft.players[player.email];
      if (stored) stored.profile.languageCode = parsed.data.languageCode;
    });
    return { languageCode: parsed.data.languageCode } satisfies LanguageUpdate;
  });

  app.post('/player/password', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = passwordChangeRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'passwordChange', request.body, parsed.error);
    if (!passwordMatches(sessions.playerState(player.email).passwordHash, player.persona.playerId, parsed.data.oldPassword)) {
      return sendCodedError(reply, 400, 'error.old_password.incorrect', 'The old password is not right');
    }
    await store.update((draft) => {
      const stored = draft.players[player.email];
      if (stored) stored.passwordHash = hashPassword(player.persona.playerId, parsed.data.newPassword);
    });
    return reply.code(204).send();
  });

  app.post('/player/phone_number/sms_request', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = phoneSmsRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'phoneSmsRequest', request.body, parsed.error);
    if (parsed.data.mobilePhone.startsWith(INVALID_PHONE_PREFIX)) return sendCodedError(reply, 403, 'error.vonage.validation', 'error.vonage.phone.invalid');
    const issued = await codes.issue({ purpose: 'PHONE_CHANGE', playerId: player.persona.playerId, channel: 'SMS', recipient: parsed.data.mobilePhone, text: (code) => `Sandbox Casino: your code to confirm this phone is ${code}. It expires in 10 minutes.` });
    if (!issued) return sendTooManyCodes(reply);
    return { smsVerificationId: issued.id, expiresInSeconds: CODE_LIFETIME_SECONDS, maxAttempts: CODE_MAX_ATTEMPTS } satisfies SmsVerificationId;
  });

  app.post('/player/phone_number/sms_verification', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = phoneSmsVerificationRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'phoneSmsVerification', request.body, parsed.error);
    const check = await codes.check(parsed.data.smsVerificationId, 'PHONE_CHANGE', parsed.data.code, player.persona.playerId);
    if (!check.ok) return sendCodeRefusal(reply, check);
    return { smsVerificationId: check.row.id, verified: true } satisfies PhoneSmsVerification;
  });

  app.post('/player/phone_number', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = phoneNumberUpdateRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'phoneNumberUpdate', request.body, parsed.error);
    const verified = await codes.verified(parsed.data.smsVerificationId, 'PHONE_CHANGE', player.persona.playerId);
    if (!verified || verified.recipient !== parsed.data.mobilePhone) return sendCodedError(reply, 400, 'error.phone.not_verified', 'Confirm the new phone with the SMS code first');
    await store.update((draft) => {
      const stored = draft.players[player.email];
      if (stored) stored.details.mobilePhone = parsed.data.mobilePhone;
    });
    await codes.use(verified.id);
    return detailsOf(player);
  });

  app.get('/player/marketing_preferences', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    return player ? (sessions.playerState(player.email).marketingPreferences satisfies MarketingPreferences) : reply;
  });

  app.patch('/player/marketing_preferences', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = marketingPreferencesUpdateRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'marketingPreferences', request.body, parsed.error);
    const state = await store.update((draft) => {
      const stored = draft.players[player.email];
      if (!stored) return;
      Object.assign(stored.marketingPreferences.subscriptionChannels, parsed.data.subscriptionChannels);
      Object.assign(stored.marketingPreferences.subscriptionCommunications, parsed.data.subscriptionCommunications);
    });
    return state.players[player.email]?.marketingPreferences;
  });

  app.get('/player/latest-activity-log', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = activityQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendValidationError(reply, 'latestActivityLogQuery', request.query, parsed.error);
    const rows = await db.selectFrom('login_history').selectAll().where('player_id', '=', player.persona.playerId).orderBy('login_date', 'desc').orderBy('id', 'desc').limit(parsed.data.limit).execute();
    return {
      activities: rows.map((row) => ({ loginDate: row.login_date.toISOString(), loginIp: row.login_ip, loginCountry: row.login_country, createdAt: row.login_date.toISOString(), realIpAddress: row.login_ip, realCountryCode: row.login_country })),
    } satisfies LatestActivityLog;
  });

  app.get('/player/inbox', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = inboxQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendValidationError(reply, 'inboxQuery', request.query, parsed.error);
    let query = db.selectFrom('inbox_messages').selectAll().where('player_id', '=', player.persona.playerId).orderBy('sent_at', 'desc');
    if (parsed.data.category) query = query.where('category', '=', parsed.data.category);
    const messages = (await query.execute()).map(inboxMessageOf);
    return { messages, unreadCount: messages.filter((message) => !message.read).length } satisfies Inbox;
  });

  app.post<{ Params: { id: string } }>('/player/inbox/:id/read', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const row = await db.updateTable('inbox_messages').set({ read: true }).where('id', '=', request.params.id).where('player_id', '=', player.persona.playerId).returningAll().executeTakeFirst();
    if (!row) return sendCodedError(reply, 404, 'error.inbox.message_not_found', `No message ${request.params.id}`);
    return inboxMessageOf(row);
  });
}

function inboxMessageOf(row: { id: string; category: 'MESSAGE' | 'NOTIFICATION'; title: string; body: string; sent_at: Date; read: boolean }): InboxMessage {
  return { id: row.id, category: row.category, title: row.title, body: row.body, sentAt: row.sent_at.toISOString(), read: row.read };
}
