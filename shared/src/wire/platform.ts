import { z } from '@casino/shared-modules/zod';

/** `GET /platform/status` answer (spec 000 §2 guard 1): whether the site is in maintenance. */
export const platformStatusSchema = z.object({ maintenance: z.boolean() });
/** `GET /platform/status` answer. */
export type PlatformStatus = z.infer<typeof platformStatusSchema>;

/** `GET /platform/features` answer (spec 000 §2 guard 6, §3 Market): the platform's feature switches. */
export const platformFeaturesSchema = z.object({
  sportsbookEnabled: z.boolean(),
  sportsbookPP: z.boolean(),
  germanyAsJJ: z.boolean(),
});
/** `GET /platform/features` answer. */
export type PlatformFeatures = z.infer<typeof platformFeaturesSchema>;

/**
 * `GET /player/access/context` answer (spec 000 §3 Player station, §4 Access state): whether the visitor's
 * country is restricted and where they are; `provinceCode` only for a signed-in player who has one.
 */
export const accessContextSchema = z.object({
  restricted: z.boolean(),
  countryCode: z.optional(z.string()),
  region: z.optional(z.string()),
  city: z.optional(z.string()),
  provinceCode: z.optional(z.string()),
  ipAddress: z.optional(z.string()),
});
/** `GET /player/access/context` answer. */
export type AccessContext = z.infer<typeof accessContextSchema>;

/** `GET /player/terms/current` answer (spec 000 §2 guard 4): the current terms version. */
export const termsVersionSchema = z.object({ version: z.string().check(z.minLength(1), z.maxLength(40)) });
/** `GET /player/terms/current` answer, and the body that accepts a version. */
export type TermsVersion = z.infer<typeof termsVersionSchema>;

/** `GET /bonus/bonus-code/manual-claim/available` answer (spec 000 §2 guard 7). */
export const manualClaimAvailabilitySchema = z.object({ isAvailable: z.boolean() });
/** `GET /bonus/bonus-code/manual-claim/available` answer. */
export type ManualClaimAvailability = z.infer<typeof manualClaimAvailabilitySchema>;
