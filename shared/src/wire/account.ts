import { z } from 'zod';

/**
 * The profile fields a player may change through `PUT /player/profile` (spec 000 §3 update payload,
 * with `provinceCode`, `personid` and `firstLogin`). Other fields of the body are ignored: access flags,
 * KYC and terms change through their own calls (or the sandbox's push).
 */
export const profileUpdateRequestSchema = z.object({
  languageCode: z
    .string()
    .regex(/^[a-z]{2,4}$/)
    .optional(),
  countryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  provinceCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  dateOfBirth: z.iso.date().optional(),
  postalCode: z.string().min(1).max(20).optional(),
  mobilePhone: z
    .string()
    .regex(/^\+?[0-9 ]{5,20}$/)
    .optional(),
  personid: z.string().min(1).max(40).optional(),
  firstLogin: z.boolean().optional(),
});
/** `PUT /player/profile` request body. */
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** `PATCH /player/cookies/consent` request body (spec 000 §3 Cookie consent): the categories that changed. */
export const cookieConsentUpdateRequestSchema = z.object({
  consentId: z.string().min(1).max(100).optional(),
  essentials: z.boolean().optional(),
  performanceFunctional: z.boolean().optional(),
  marketing: z.boolean().optional(),
});
/** `PATCH /player/cookies/consent` request body. */
export type CookieConsentUpdateRequest = z.infer<typeof cookieConsentUpdateRequestSchema>;

/** `GET /player/cookies/consent` answer (spec 000 §3 Cookie consent). */
export const cookieConsentSchema = z.object({
  consentId: z.string(),
  essentials: z.boolean(),
  performanceFunctional: z.boolean(),
  marketing: z.boolean(),
});
/** `GET /player/cookies/consent` answer. */
export type CookieConsentAnswer = z.infer<typeof cookieConsentSchema>;
