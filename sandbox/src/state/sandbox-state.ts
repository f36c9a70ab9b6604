import { COMMUNICATION_TYPES, cookieConsentSchema, MARKETING_CHANNELS, marketingPreferencesSchema, platformFeaturesSchema as featuresSchema, playerProfileSchema, type MarketingPreferences } from '@casino/shared/wire';
import { z } from 'zod';

import { hashPassword } from '../auth/passwords';
import { PERSONA_PASSWORD, PERSONAS, type Persona } from '../seed/personas';

/** One password-reset request the sandbox received (spec 001 §7 `POST /player/password_reset`). */
export const passwordResetRequestSchema = z.object({
  email: z.string(),
  requestedAt: z.string(),
});

/**
 * An injected fault (ARCHITECTURE §7 test-control API): the next `remaining` requests whose path starts
 * with `path` (and whose method is `method`, when given) answer `status`, or wait `delayMs` first.
 */
export const faultSchema = z.object({
  id: z.string(),
  method: z.string().optional(),
  path: z.string(),
  status: z.number().int().optional(),
  delayMs: z.number().int().optional(),
  remaining: z.number().int(),
});

/** Feature flags the platform reports (`GET /platform/features`): the wire schema. */
export { featuresSchema };

/** Switches of the whole platform (spec 000 §2 route guards 1, 2 and 6). */
export const flagsSchema = z.object({
  maintenance: z.boolean(),
  /** A country code: when set, `GET /player/access/context` answers `restricted: true` from it. */
  restrictedCountry: z.string().nullable(),
  features: featuresSchema,
});

/** spec 000 §3 Player profile: the wire schema (`@casino/shared/wire`), re-exported for the state file. */
export { playerProfileSchema };

/** spec 000 §3 Cookie consent, as `GET /player/cookies/consent` answers it: the wire schema. */
export { cookieConsentSchema };

/** A player's personal details (issue 15 account area); null where the player never gave one. */
export const playerDetailsSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** E.164. */
  mobilePhone: z.string().nullable(),
  /** yyyy-MM-dd. */
  dateOfBirth: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
});

/** The changeable part of a persona or a registered player (its money lives in the ledger, not here). */
export const playerStateSchema = z.object({
  profile: playerProfileSchema,
  manualClaimAllowed: z.boolean(),
  cookieConsent: cookieConsentSchema,
  /** Wrong passwords in a row since the last correct login (or the end of a lock). */
  failedLogins: z.number().int().min(0),
  /** ISO time until which every login answers attempts-exceeded; null when not locked. */
  lockedUntil: z.string().nullable(),
  /** `hashPassword(playerId, password)`: the seed's `Sandbox!2026` until a reset or change. */
  passwordHash: z.string(),
  details: playerDetailsSchema,
  /** spec 000 §3 marketing channels and communication types. */
  marketingPreferences: marketingPreferencesSchema,
});

/** A signed-in session: what one login issued, until sign-out or the refresh token's end. */
export const sessionSchema = z.object({
  /** Session id: the tokens' `sid` and `player_access_id` claims. */
  sid: z.string(),
  email: z.string(),
  createdAt: z.string(),
  refreshExpiresAt: z.string(),
  /**
   * The `jti` of the session's one current refresh token (issue 21 point 8: each refresh rotates it), the one
   * before it, and when that one was replaced (ISO): the previous token still works for
   * `REFRESH_REUSE_GRACE_SECONDS` (two tabs refreshing at once), after which using it ends the session.
   * Absent on sessions stored before rotation: their first refresh sets them.
   */
  refreshJti: z.string().optional(),
  previousRefreshJti: z.string().optional(),
  rotatedAt: z.string().optional(),
});

/** Token lifetimes (`POST /__sandbox/token-lifetime`). */
export const tokenLifetimeSchema = z.object({
  /** Lifetime of the id and access tokens, in seconds (`expiresIn`). */
  accessSeconds: z.number().int().min(1),
});

/** A player's my-games lists (spec 001 §7 My games): game ids, newest first. */
export const myGamesSchema = z.object({
  favourites: z.array(z.string()),
  recent: z.array(z.string()),
});

/**
 * A pay-and-play session (spec 001 §7 Pay and play): opened by `GET /paynplay/authorize`, answered by the
 * bank's page (APPROVED with a one-time code for a bank customer, DECLINED, CANCELLED), then VERIFIED by
 * `POST /paynplay/player/code` (the deposit booked) and used by `/paynplay/player/login` and `/update`.
 */
export const payAndPlaySessionSchema = z.object({
  sessionId: z.string(),
  /** Minor units. */
  amount: z.number().int().positive(),
  currency: z.string(),
  country: z.string(),
  status: z.enum(['AUTHORIZING', 'APPROVED', 'DECLINED', 'CANCELLED', 'VERIFIED']),
  /** The site's origin the bank's page posts its result to; null when unknown. */
  returnOrigin: z.string().nullable(),
  oneTimeCode: z.string().nullable(),
  /** The persona the bank identified. */
  email: z.string().nullable(),
  /** True when that persona had not registered with the casino yet (PRE_REGISTERED). */
  isNewPlayer: z.boolean(),
  depositReferenceId: z.string().nullable(),
  createdAt: z.string(),
});

/**
 * Everything about the sandbox that changes at run time, except money (the ledger's tables hold that):
 * one jsonb document in the database. Version 3 left wallets and deposit counts to the ledger; version 4
 * added each player's password, personal details and marketing preferences (issue 15).
 */
export const sandboxStateSchema = z.object({
  version: z.literal(4),
  passwordResetRequests: z.array(passwordResetRequestSchema),
  flags: flagsSchema,
  faults: z.array(faultSchema),
  /** The personas' changeable parts, by e-mail (lower case). */
  players: z.record(z.string(), playerStateSchema),
  sessions: z.array(sessionSchema),
  tokenLifetime: tokenLifetimeSchema,
  /** My games per player e-mail; a player with no entry has empty lists. */
  myGames: z.record(z.string(), myGamesSchema).default({}),
  /** Pay-and-play sessions by id. */
  payAndPlaySessions: z.record(z.string(), payAndPlaySessionSchema).default({}),
});

export type SandboxState = z.infer<typeof sandboxStateSchema>;
export type Fault = z.infer<typeof faultSchema>;
export type SandboxFlags = z.infer<typeof flagsSchema>;
export type SandboxFeatures = z.infer<typeof featuresSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PlayerState = z.infer<typeof playerStateSchema>;
export type StoredSession = z.infer<typeof sessionSchema>;
export type MyGames = z.infer<typeof myGamesSchema>;
export type PayAndPlaySession = z.infer<typeof payAndPlaySessionSchema>;
export type StoredCookieConsent = z.infer<typeof cookieConsentSchema>;
export type PlayerDetails = z.infer<typeof playerDetailsSchema>;

/** Default lifetime of the id and access tokens: 15 minutes. */
export const DEFAULT_ACCESS_SECONDS = 15 * 60;

/** The feature flags a fresh sandbox reports. */
export function seedFeatures(): SandboxFeatures {
  return { sportsbookEnabled: true, sportsbookPP: false, germanyAsJJ: false };
}

/**
 * Marketing preferences with every communication type as `optIn` says, and the channels a player is
 * reached by unless they say otherwise (e-mail, SMS, push) on when opted in; post and phone calls off.
 */
export function marketingPreferencesOf(optIn: boolean): MarketingPreferences {
  const onByDefault = new Set(['EMAIL', 'SMS', 'PUSH_NOTIFICATION']);
  return {
    subscriptionChannels: Object.fromEntries(MARKETING_CHANNELS.map((channel) => [channel, optIn && onByDefault.has(channel)])) as MarketingPreferences['subscriptionChannels'],
    subscriptionCommunications: Object.fromEntries(COMMUNICATION_TYPES.map((type) => [type, optIn])) as MarketingPreferences['subscriptionCommunications'],
  };
}

/** How a persona's changeable part starts (a registered player's starts the same way, with its own password). */
export function seedPlayer(persona: Persona, password = PERSONA_PASSWORD): PlayerState {
  return {
    profile: structuredClone(persona.profile),
    manualClaimAllowed: persona.manualClaimAllowed,
    cookieConsent: { consentId: `consent-${persona.playerId}`, essentials: true, performanceFunctional: true, marketing: true },
    failedLogins: 0,
    lockedUntil: null,
    passwordHash: hashPassword(persona.playerId, password),
    details: { ...persona.details },
    marketingPreferences: marketingPreferencesOf(true),
  };
}

/** The state a fresh sandbox starts from, and the one `POST /__sandbox/reset` returns to. */
export function seedState(): SandboxState {
  return {
    version: 4,
    passwordResetRequests: [],
    flags: { maintenance: false, restrictedCountry: null, features: seedFeatures() },
    faults: [],
    players: Object.fromEntries(PERSONAS.map((persona) => [persona.email, seedPlayer(persona)])),
    sessions: [],
    tokenLifetime: { accessSeconds: DEFAULT_ACCESS_SECONDS },
    myGames: {},
    payAndPlaySessions: {},
  };
}
