import { z } from '@casino/shared-modules/zod';

import { KYC_STATUSES } from '../constants/enums';

/** `POST /player/login` request body (spec 001 §7 Player, spec 000 §3 Player session). */
export const loginRequestSchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
});
/** `POST /player/login` request body. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `POST /player/token/refresh` request body (spec 000 §3 Player session). */
export const refreshRequestSchema = z.object({ refreshToken: z.string().check(z.minLength(1)) });
/** `POST /player/token/refresh` request body. */
export type RefreshRequest = z.infer<typeof refreshRequestSchema>;

/**
 * The answer to a login or a token refresh (spec 001 §7 Player, spec 000 §7 token set):
 * `expiresIn` is the id/access token's lifetime in seconds; `user` is the authenticated player.
 */
export const tokenResponseSchema = z.object({
  idToken: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number(),
  user: z.object({ email: z.string(), playerId: z.string() }),
});
/** The answer to a login or a token refresh. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/**
 * `GET /player/profile` answer (spec 000 §3 Player profile): the known attributes are checked, any other
 * attribute (merged from a PLAYER_ATTRIBUTE_CHANGE or a profile update) is kept. Access flags are booleans.
 */
export const playerProfileSchema = z.looseObject({
  playerId: z.string(),
  languageCode: z.string(),
  currencyCode: z.string(),
  countryCode: z.string(),
  provinceCode: z.optional(z.string()),
  personid: z.optional(z.string()),
  kycStatus: z.enum(KYC_STATUSES),
  requestDocumentTypeStatus: z.optional(z.string()),
  firstLogin: z.optional(z.boolean()),
  firstDepositDate: z.optional(z.nullable(z.string())),
  termsAndConditionsAcceptedVersion: z.optional(z.string()),
  payout: z.boolean(),
  casino: z.boolean(),
  liveCasino: z.boolean(),
  sports: z.boolean(),
  virtualSports: z.boolean(),
  bonuses: z.boolean(),
  deposit: z.boolean(),
  withdrawal: z.boolean(),
  loyaltyLevel: z.optional(z.string()),
  limitLevel: z.optional(z.string()),
});
/** spec 000 §3 Player profile, as `GET /player/profile` answers it and the bus's `profile` stream carries it. */
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

/** `GET /player/transaction-summary` answer (spec 000 §3): the player's deposit count. */
export const transactionSummarySchema = z.object({ totalDepositsCount: z.int().check(z.gte(0)) });
/** `GET /player/transaction-summary` answer. */
export type TransactionSummary = z.infer<typeof transactionSummarySchema>;
