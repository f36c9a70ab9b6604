import { randomUUID } from 'node:crypto';

import { marketOfCountry, playerProtectionOf } from '@casino/shared/market';
import {
  registrationCodeRequestSchema,
  registrationCodeVerificationRequestSchema,
  registrationRequestSchema,
  registrationUpdateRequestSchema,
  signUpLimitsRequestSchema,
  type CodeSent,
  type MarketRiskSetting,
  type RegistrationResult,
  type RegistrationVerification,
  type SignUpLimits,
} from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';

import type { PlayerDirectory } from '../auth/player-directory';
import type { Database } from '../db/schema';
import type { Ledger } from '../ledger/ledger';
import { sendCodedError, sendFieldErrors, sendValidationError } from '../lib/errors';
import { CODE_WINDOW_MINUTES, DEFAULT_RATE_LIMITS, TOO_MANY } from '../security/rate-limits';
import { protectedPlayerOf, signUpLimitProblems, type PlayerProtection } from '../protection/player-protection';
import { CURRENT_TERMS_VERSION, normaliseEmail, registeredPersona, type Persona } from '../seed/personas';
import { marketingPreferencesOf, seedPlayer } from '../state/sandbox-state';
import type { StateStore } from '../state/state-store';
import { CODE_LIFETIME_SECONDS, CODE_MAX_ATTEMPTS, maskRecipient, type CodeCheck, type VerificationCodes } from './verification-codes';

/** The header the client sends the captcha's token in; the sandbox takes any non-empty value. */
export const CAPTCHA_HEADER = 'x-captcha-token';
/** The optional header with the visitor's country (two letters). */
export const COUNTRY_HEADER = 'x-country-code';
/** Phones the stand-in SMS provider (Vonage) refuses: spec 001 §8 `error.vonage.validation`. */
export const INVALID_PHONE_PREFIX = '+999';
/** Brazil's tax id the sandbox treats as already registered, besides those of registered players. */
export const TAKEN_CPF = '11144477735';

/** Countries whose sign-ups verify the e-mail instead of the phone; `NO_VERIFICATION` ones verify neither (spec 001 §4: logged in at once). */
const EMAIL_VERIFICATION = new Set(['DE', 'AT']);
const NO_VERIFICATION = new Set(['CA', 'NZ', 'GB']);
const LOW_RISK = new Set(['FI', 'NO', 'SE', 'DE', 'AT', 'NL', 'GB', 'NZ', 'CA', 'PT']);
const HIGH_RISK = new Set(['BR', 'IN', 'PH', 'CL', 'PE', 'TR']);
const UNSUPPORTED = new Set(['US', 'JP']);

/**
 * spec 001 §3 `marketRiskSetting` of a country (a sandbox choice, in the README): UNSUPPORTED for US, JP
 * (a disabled market) and the restricted country flag; LOW for the Nordic and other licensed markets'
 * countries; HIGH for BR, IN, PH, CL, PE, TR; MEDIUM for the rest (the Global market).
 */
export function marketRiskSettingOf(countryCode: string, restrictedCountry: string | null): MarketRiskSetting['marketRiskSetting'] {
  if (UNSUPPORTED.has(countryCode) || countryCode === restrictedCountry) return 'UNSUPPORTED';
  if (LOW_RISK.has(countryCode)) return 'LOW';
  if (HIGH_RISK.has(countryCode)) return 'HIGH';
  return 'MEDIUM';
}

/** Builds a registered player's persona from its stored registration and state (the directory's loader). */
export function registeredPersonaOf(store: StateStore) {
  return (row: { playerId: string; email: string; market: string; currency: string; countryCode: string; languageCode: string; mobilePhone: string; createdAt: Date }): Persona => {
    const stored = store.state.players[row.email];
    const status = stored?.profile.accountStatus === 'REGISTERED' ? 'REGISTERED' : 'ACCOUNT_UNVERIFIED';
    return registeredPersona({
      playerId: row.playerId,
      email: row.email,
      market: row.market,
      countryCode: row.countryCode,
      languageCode: row.languageCode,
      currencyCode: row.currency,
      mobilePhone: row.mobilePhone,
      firstName: stored?.details.firstName ?? null,
      lastName: stored?.details.lastName ?? null,
      registrationDate: row.createdAt.toISOString(),
      accountStatus: status,
    });
  };
}

const riskQuerySchema = z.object({ siteId: z.coerce.number().int().positive(), countryCode: z.string().regex(/^[A-Z]{2}$/) });

const isAdult = (dateOfBirth: string, now: Date) => {
  const birth = new Date(`${dateOfBirth}T00:00:00Z`);
  const eighteenth = Date.UTC(birth.getUTCFullYear() + 18, birth.getUTCMonth(), birth.getUTCDate());
  return eighteenth <= now.getTime();
};

const vonageRefusal = (reply: FastifyReply) => sendCodedError(reply, 403, 'error.vonage.validation', 'error.vonage.phone.invalid');

/**
 * Sign-up (spec 001 §3 Sign-up, §4, §7 Player, §8; issue 15), anonymous calls:
 * - `POST /player/registration` (headers `X-Captcha-Token`, optional `X-Country-Code`) `RegistrationRequest`
 *   → 201 `RegistrationResult`: the player, their ledger account (a wallet at 0) and profile. 403
 *   `error.captcha.validation` without a captcha token; 403 `error.country.blocked` from an unsupported
 *   country; 409 `error.registration.player_already_exists`; 403 `error.vonage.validation` for a `+999…`
 *   phone; 400 field errors (`cpf` `error.cpf.duplicate_found`), nothing written.
 * - `PUT /player/registration` `RegistrationUpdateRequest` → `RegistrationResult` (the ContactInfo step;
 *   the player must be 18); 404 `error.player.not.found` for an unknown player id.
 * - `POST /player/registration/sms_request` | `email_request` `{ playerId, siteId }` → `CodeSent`.
 * - `POST /player/registration/sms_verification` | `email_verification` `{ playerId, siteId, code }` →
 *   `RegistrationVerification`; 400 `sms.code.invalid`, fifth wrong `sms.max.attempts.reached`.
 * - `PUT /player/registration/limits` `SignUpLimitsRequest` → `SignUpLimits` (issue 16 §5): the deposit,
 *   login-time and balance limits of the sign-up, set at once; the market's `signUpLimits` are required
 *   (the Netherlands), a market that prompts (the United Kingdom) takes a deposit limit alone. 400 field
 *   errors (a required one missing: `NotBlank`), nothing written; 404 for an unknown player; 409
 *   `error.registration.limits_already_set` once they are set (later changes are the logged-in player's).
 * - `GET /player/markets/risk-setting?siteId=1&countryCode=FI` → `MarketRiskSetting`.
 *
 * `accountStatus` is `REGISTERED` once every needed code is verified and, where the market asks for limits
 * at sign-up, they are set.
 */
export function registerRegistrationRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; store: StateStore; directory: PlayerDirectory; ledger: Ledger; codes: VerificationCodes; protection: PlayerProtection; now: () => Date },
): void {
  const { db, store, directory, ledger, codes, protection, now } = options;

  const registrationOf = (playerId: string) => db.selectFrom('registrations').selectAll().where('player_id', '=', playerId).executeTakeFirst();

  type RegistrationState = { player_id: string; sms_required: boolean; email_required: boolean; sms_verified: boolean; email_verified: boolean; limits_required: boolean; limits_set_at: Date | null };
  const statusOf = (registration: RegistrationState): RegistrationResult['accountStatus'] =>
    (!registration.sms_required || registration.sms_verified) && (!registration.email_required || registration.email_verified) && (!registration.limits_required || registration.limits_set_at !== null)
      ? 'REGISTERED'
      : 'ACCOUNT_UNVERIFIED';
  const resultOf = (registration: RegistrationState): RegistrationResult => ({
    playerId: registration.player_id,
    smsVerificationRequired: registration.sms_required && !registration.sms_verified,
    emailVerificationRequired: registration.email_required && !registration.email_verified,
    accountStatus: statusOf(registration),
  });

  app.post('/player/registration', async (request, reply) => {
    const captcha = request.headers[CAPTCHA_HEADER];
    if (typeof captcha !== 'string' || captcha.trim() === '') return sendCodedError(reply, 403, 'error.captcha.validation', 'Captcha validation failed: access denied');
    const parsed = registrationRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'registration', request.body, parsed.error);
    const body = parsed.data;
    const visitorCountry = request.headers[COUNTRY_HEADER];
    const restricted = store.state.flags.restrictedCountry;
    if (marketRiskSettingOf(body.countryCode, restricted) === 'UNSUPPORTED' || (typeof visitorCountry === 'string' && marketRiskSettingOf(visitorCountry.toUpperCase(), restricted) === 'UNSUPPORTED')) {
      return sendCodedError(reply, 403, 'error.country.blocked', 'Sign-up is not offered in this country');
    }
    const email = normaliseEmail(body.email);
    if (directory.find(email)) return sendCodedError(reply, 409, 'error.registration.player_already_exists', 'A player with this e-mail already exists');
    const cpf = body.cpf?.replace(/\D/g, '') ?? null;
    if (body.countryCode === 'BR' && !cpf) {
      return sendFieldErrors(reply, [{ objectName: 'registration', field: 'cpf', rejectedValue: null, status: 'INVALID', message: 'is required in Brazil', code: 'NotBlank' }]);
    }
    if (cpf && (cpf === TAKEN_CPF || (await db.selectFrom('registrations').select('player_id').where('cpf', '=', cpf).executeTakeFirst()))) {
      return sendFieldErrors(reply, [{ objectName: 'registration', field: 'cpf', rejectedValue: body.cpf, status: 'INVALID', message: 'a player with this CPF already exists', code: 'error.cpf.duplicate_found' }]);
    }
    if (body.mobilePhone.startsWith(INVALID_PHONE_PREFIX)) return vonageRefusal(reply);

    const market = marketOfCountry(body.countryCode);
    const playerId = `player-${randomUUID().slice(0, 13)}`;
    const smsRequired = !NO_VERIFICATION.has(body.countryCode) && !EMAIL_VERIFICATION.has(body.countryCode);
    const emailRequired = EMAIL_VERIFICATION.has(body.countryCode);
    const createdAt = now();
    const limitsRequired = playerProtectionOf(market.id).signUpLimits.length > 0;
    const registration = {
      player_id: playerId,
      email,
      country_code: body.countryCode,
      language_code: body.languageCode,
      mobile_phone: body.mobilePhone,
      cpf,
      sms_required: smsRequired,
      email_required: emailRequired,
      sms_verified: false,
      email_verified: false,
      created_at: createdAt,
      limits_required: limitsRequired,
      limits_set_at: null,
    };
    await ledger.openAccount({ playerId, email, currency: market.currency, market: market.id }, async (trx) => {
      await trx.insertInto('registrations').values(registration).execute();
    });
    const result = resultOf(registration);
    const persona = registeredPersona({
      playerId,
      email,
      market: market.id,
      countryCode: body.countryCode,
      languageCode: body.languageCode,
      currencyCode: market.currency,
      mobilePhone: body.mobilePhone,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      registrationDate: createdAt.toISOString(),
      accountStatus: result.accountStatus,
    });
    await store.update((draft) => {
      const player = seedPlayer(persona, body.password);
      player.profile.termsAndConditionsAcceptedVersion = body.termsAndConditionsAcceptedVersion ?? CURRENT_TERMS_VERSION;
      player.details = { firstName: body.firstName ?? null, lastName: body.lastName ?? null, mobilePhone: body.mobilePhone, dateOfBirth: null, address: null, city: null, postalCode: null };
      player.marketingPreferences = marketingPreferencesOf(body.marketingOptIn);
      draft.players[email] = player;
    });
    directory.add(persona);
    return reply.code(201).send({ ...result, token: randomUUID() } satisfies RegistrationResult);
  });

  app.put('/player/registration', async (request, reply) => {
    const parsed = registrationUpdateRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'registrationUpdate', request.body, parsed.error);
    const body = parsed.data;
    if (!isAdult(body.dateOfBirth, now())) {
      return sendFieldErrors(reply, [{ objectName: 'registrationUpdate', field: 'dateOfBirth', rejectedValue: body.dateOfBirth, status: 'INVALID', message: 'the player must be 18 or older', code: 'Adult' }]);
    }
    const registration = await registrationOf(body.playerId);
    if (!registration) return sendCodedError(reply, 404, 'error.player.not.found', `No registration ${body.playerId}`);
    if (body.mobilePhone.startsWith(INVALID_PHONE_PREFIX)) return vonageRefusal(reply);
    const phoneChanged = body.mobilePhone !== registration.mobile_phone;
    const updated = await db
      .updateTable('registrations')
      .set({ mobile_phone: body.mobilePhone, country_code: body.countryCode, language_code: body.languageCode, ...(phoneChanged ? { sms_verified: false } : {}) })
      .where('player_id', '=', body.playerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const result = resultOf(updated);
    await store.update((draft) => {
      const player = draft.players[registration.email];
      if (!player) return;
      Object.assign(player.profile, { countryCode: body.countryCode, languageCode: body.languageCode, accountStatus: result.accountStatus });
      player.details = {
        ...player.details,
        mobilePhone: body.mobilePhone,
        dateOfBirth: body.dateOfBirth,
        postalCode: body.postalCode,
        ...(body.firstName ? { firstName: body.firstName } : {}),
        ...(body.lastName ? { lastName: body.lastName } : {}),
        ...(body.address ? { address: body.address } : {}),
        ...(body.city ? { city: body.city } : {}),
      };
    });
    return result;
  });

  app.put('/player/registration/limits', async (request, reply) => {
    const parsed = signUpLimitsRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendValidationError(reply, 'signUpLimits', request.body, parsed.error);
    const { playerId, ...limits } = parsed.data;
    const registration = await registrationOf(playerId);
    const persona = registration ? directory.find(registration.email) : undefined;
    if (!registration || !persona) return sendCodedError(reply, 404, 'error.player.not.found', `No registration ${playerId}`);
    if (registration.limits_set_at) return sendCodedError(reply, 409, 'error.registration.limits_already_set', 'The limits of this sign-up are set: change them on the limits page once logged in');
    const problems = signUpLimitProblems(playerProtectionOf(persona.market), limits);
    if (problems.length > 0) return sendFieldErrors(reply, problems.map((problem) => ({ objectName: 'signUpLimits', status: 'INVALID', ...problem })));
    const setAt = now();
    const claimed = await protection.setSignUpLimits(protectedPlayerOf(persona), limits, async (trx) => {
      const claim = await trx.updateTable('registrations').set({ limits_set_at: setAt }).where('player_id', '=', playerId).where('limits_set_at', 'is', null).returning('player_id').executeTakeFirst();
      return claim !== undefined;
    });
    if (!claimed) return sendCodedError(reply, 409, 'error.registration.limits_already_set', 'The limits of this sign-up are set: change them on the limits page once logged in');
    const accountStatus = statusOf({ ...registration, limits_set_at: setAt });
    await store.update((draft) => {
      const player = draft.players[registration.email];
      if (player) player.profile.accountStatus = accountStatus;
    });
    return {
      playerId,
      currency: persona.profile.currencyCode,
      depositLimit: limits.depositLimit ?? null,
      loginTimeLimit: limits.loginTimeLimit ?? null,
      balanceLimit: limits.balanceLimit ?? null,
      accountStatus,
    } satisfies SignUpLimits;
  });

  const channels = { sms: { purpose: 'REGISTRATION_SMS', channel: 'SMS' }, email: { purpose: 'REGISTRATION_EMAIL', channel: 'EMAIL' } } as const;

  for (const [kind, { purpose, channel }] of Object.entries(channels)) {
    app.post(`/player/registration/${kind}_request`, async (request, reply) => {
      const parsed = registrationCodeRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendValidationError(reply, `${kind}Request`, request.body, parsed.error);
      const registration = await registrationOf(parsed.data.playerId);
      if (!registration) return sendCodedError(reply, 404, 'error.player.not.found', `No registration ${parsed.data.playerId}`);
      const recipient = channel === 'SMS' ? registration.mobile_phone : registration.email;
      if (channel === 'SMS' && recipient.startsWith(INVALID_PHONE_PREFIX)) return vonageRefusal(reply);
      const issued = await codes.issue({ purpose, playerId: registration.player_id, channel, recipient, text: (code) => `Sandbox Casino: your verification code is ${code}. It expires in 10 minutes.` });
      if (!issued) return sendTooManyCodes(reply);
      return { status: 'SENT', channel, sentTo: maskRecipient(recipient), expiresInSeconds: CODE_LIFETIME_SECONDS, maxAttempts: CODE_MAX_ATTEMPTS } satisfies CodeSent;
    });

    app.post(`/player/registration/${kind}_verification`, async (request, reply) => {
      const parsed = registrationCodeVerificationRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) return sendValidationError(reply, `${kind}Verification`, request.body, parsed.error);
      const registration = await registrationOf(parsed.data.playerId);
      if (!registration) return sendCodedError(reply, 404, 'error.player.not.found', `No registration ${parsed.data.playerId}`);
      const check = await codes.checkLatest(registration.player_id, purpose, parsed.data.code);
      if (!check.ok) return sendCodeRefusal(reply, check);
      const updated = await db
        .updateTable('registrations')
        .set(channel === 'SMS' ? { sms_verified: true } : { email_verified: true })
        .where('player_id', '=', registration.player_id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const result = resultOf(updated);
      await store.update((draft) => {
        const player = draft.players[registration.email];
        if (player) player.profile.accountStatus = result.accountStatus;
      });
      return { playerId: updated.player_id, verified: true, smsVerified: updated.sms_verified, emailVerified: updated.email_verified, accountStatus: result.accountStatus } satisfies RegistrationVerification;
    });
  }

  app.get('/player/markets/risk-setting', async (request, reply) => {
    const parsed = riskQuerySchema.safeParse(request.query);
    if (!parsed.success) return sendValidationError(reply, 'marketRiskSettingQuery', request.query, parsed.error);
    const { siteId, countryCode } = parsed.data;
    return { siteId, countryCode, marketRiskSetting: marketRiskSettingOf(countryCode, store.state.flags.restrictedCountry) } satisfies MarketRiskSetting;
  });
}

/** 400 with the spec 001 §8 code of a refused code: `sms.code.invalid` (also when there is no live code) or `sms.max.attempts.reached`. */
/** 429 `sms.max.attempts.reached` (spec 001 §8): the recipient has had as many codes as the window allows (issue 21 point 7). */
export function sendTooManyCodes(reply: FastifyReply): FastifyReply {
  return sendCodedError(reply, 429, TOO_MANY.codes, `At most ${DEFAULT_RATE_LIMITS.codesPerRecipient} codes in ${CODE_WINDOW_MINUTES} minutes to one phone or address: try again later`);
}

export function sendCodeRefusal(reply: FastifyReply, check: Extract<CodeCheck, { ok: false }>): FastifyReply {
  if (check.refusal === 'sms.max.attempts.reached') return sendCodedError(reply, 400, 'sms.max.attempts.reached', 'Too many wrong codes: ask for a new code');
  return sendCodedError(reply, 400, 'sms.code.invalid', check.refusal === 'no-code' ? 'There is no code to check, or it has expired: ask for a new one' : 'The code is not right');
}
