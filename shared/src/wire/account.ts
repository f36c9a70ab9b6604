import { z } from '@casino/shared-modules/zod';

import { COMMUNICATION_TYPES, MARKETING_CHANNELS } from '../constants/enums';
import { mobilePhoneSchema, passwordSchema, verificationCodeSchema } from './signup';

/**
 * The profile fields a player may change through `PUT /player/profile` (spec 000 §3 update payload,
 * with `provinceCode`, `personid` and `firstLogin`). Other fields of the body are ignored: access flags,
 * KYC and terms change through their own calls (or the sandbox's push).
 */
export const profileUpdateRequestSchema = z.object({
  languageCode: z.optional(z.string().check(z.regex(/^[a-z]{2,4}$/))),
  countryCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  provinceCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  dateOfBirth: z.optional(z.iso.date()),
  postalCode: z.optional(z.string().check(z.minLength(1), z.maxLength(20))),
  mobilePhone: z.optional(z.string().check(z.regex(/^\+?[0-9 ]{5,20}$/))),
  personid: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  firstLogin: z.optional(z.boolean()),
});
/** `PUT /player/profile` request body. */
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** `PATCH /player/cookies/consent` request body (spec 000 §3 Cookie consent): the categories that changed. */
export const cookieConsentUpdateRequestSchema = z.object({
  consentId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  essentials: z.optional(z.boolean()),
  performanceFunctional: z.optional(z.boolean()),
  marketing: z.optional(z.boolean()),
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

/*
 * The account area (spec 000 §2 "address, password, phone, province, login history and notifications
 * screens", §3; spec 001 §3, §4 Phone change, §7 Player). Every call needs the player's Bearer token. The
 * spec shows no answers: these are the platform's as the sandbox serves them (sandbox/README.md "Account").
 */

/** A postal address of the player; `provinceCode` only where the country has provinces (CA). */
export const postalAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  provinceCode: z.nullable(z.string()),
});
/** A postal address of the player. */
export type PostalAddress = z.infer<typeof postalAddressSchema>;

/**
 * `GET /player/details` answer: the personal details the account page shows. `dateOfBirth` is
 * `yyyy-MM-dd`, `mobilePhone` E.164 (`+358401234567`); a detail the player never gave is null.
 */
export const personalDetailsSchema = z.object({
  playerId: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  mobilePhone: z.nullable(z.string()),
  dateOfBirth: z.nullable(z.string()),
  address: postalAddressSchema,
});
/** `GET /player/details` answer. */
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

/**
 * `POST /player/address` body (spec 000 §2 address screen): the street address, city and postal code; the
 * country does not change here. Answer: the `PostalAddress` (as `GET /player/address`).
 */
export const addressUpdateRequestSchema = z.object({
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  city: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  postalCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
});
/** `POST /player/address` body. */
export type AddressUpdateRequest = z.infer<typeof addressUpdateRequestSchema>;

/**
 * `GET /player/province` answer: the player's province and the provinces of their country (spec 000 §3
 * Country "Canadian provinces: code and label"); an empty list where the country has none.
 */
export const provincesSchema = z.object({
  provinceCode: z.nullable(z.string()),
  provinces: z.array(z.object({ code: z.string(), label: z.string() })),
});
/** `GET /player/province` answer. */
export type Provinces = z.infer<typeof provincesSchema>;

/**
 * `POST /player/province` body: one of `GET /player/province`'s codes. Answer: `Provinces`; the profile's
 * `provinceCode` changes and is pushed as PLAYER_ATTRIBUTE_CHANGE (the sportsbook guard, spec 000 §2 guard 6).
 */
export const provinceUpdateRequestSchema = z.object({
  provinceCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
});
/** `POST /player/province` body. */
export type ProvinceUpdateRequest = z.infer<typeof provinceUpdateRequestSchema>;

/**
 * `POST /player/language` body and answer (spec 001 §7: the client sends `caf` as `fr` and `inen` as `en`;
 * the platform stores what it gets, and later tokens carry it).
 */
export const languageUpdateSchema = z.object({ languageCode: z.string().check(z.regex(/^[a-z]{2,4}$/)) });
/** `POST /player/language` body and answer. */
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;

/**
 * `POST /player/password` body (spec 001 §7 "password (old and new)"): 204 on success; a wrong
 * `oldPassword` is 400 `error.old_password.incorrect` (spec 001 §8, a toast); `newPassword` follows the
 * sign-up rule (8 to 64 characters, a letter and a digit).
 */
export const passwordChangeRequestSchema = z.object({
  oldPassword: z.string().check(z.minLength(1), z.maxLength(200)),
  newPassword: passwordSchema,
});
/** `POST /player/password` body. */
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

/**
 * `POST /player/phone_number/sms_request` body (spec 001 §4 Phone change): the new phone, E.164. Sends a
 * six-digit code to it; answer `SmsVerificationId`. A phone the SMS provider refuses is 403
 * `error.vonage.validation` (message `error.vonage.phone.invalid`).
 */
export const phoneSmsRequestSchema = z.object({ mobilePhone: mobilePhoneSchema });
/** `POST /player/phone_number/sms_request` body. */
export type PhoneSmsRequest = z.infer<typeof phoneSmsRequestSchema>;

/** `POST /player/phone_number/sms_request` answer (spec 001 §7 "response smsVerificationId"). */
export const smsVerificationIdSchema = z.object({
  smsVerificationId: z.string(),
  expiresInSeconds: z.int().check(z.positive()),
  maxAttempts: z.int().check(z.positive()),
});
/** `POST /player/phone_number/sms_request` answer. */
export type SmsVerificationId = z.infer<typeof smsVerificationIdSchema>;

/**
 * `POST /player/phone_number/sms_verification` body: the code typed in the popup. Wrong: 400
 * `sms.code.invalid`; fifth wrong: 400 `sms.max.attempts.reached`. Answer `{ smsVerificationId, verified: true }`.
 */
export const phoneSmsVerificationRequestSchema = z.object({
  smsVerificationId: z.string().check(z.minLength(1), z.maxLength(100)),
  code: verificationCodeSchema,
});
/** `POST /player/phone_number/sms_verification` body. */
export type PhoneSmsVerificationRequest = z.infer<typeof phoneSmsVerificationRequestSchema>;

/** `POST /player/phone_number/sms_verification` answer. */
export const phoneSmsVerificationSchema = z.object({ smsVerificationId: z.string(), verified: z.literal(true) });
/** `POST /player/phone_number/sms_verification` answer. */
export type PhoneSmsVerification = z.infer<typeof phoneSmsVerificationSchema>;

/**
 * `POST /player/phone_number` body: saves the new phone once its code was verified (the same
 * `smsVerificationId` and phone); otherwise 400 `error.phone.not_verified`. Answer: `PersonalDetails`.
 */
export const phoneNumberUpdateRequestSchema = z.object({
  mobilePhone: mobilePhoneSchema,
  smsVerificationId: z.string().check(z.minLength(1), z.maxLength(100)),
});
/** `POST /player/phone_number` body. */
export type PhoneNumberUpdateRequest = z.infer<typeof phoneNumberUpdateRequestSchema>;

const channelShape = Object.fromEntries(
  MARKETING_CHANNELS.map((channel) => [channel, z.boolean()]),
) as Record<(typeof MARKETING_CHANNELS)[number], z.ZodMiniBoolean<boolean>>;
const communicationShape = Object.fromEntries(
  COMMUNICATION_TYPES.map((type) => [type, z.boolean()]),
) as Record<(typeof COMMUNICATION_TYPES)[number], z.ZodMiniBoolean<boolean>>;
const channelFlags = z.object(channelShape);
const communicationFlags = z.object(communicationShape);

/**
 * `GET /player/marketing_preferences` answer (spec 000 §3): the two groups, each flag true when the player
 * accepts marketing by that channel (`EMAIL, SMS, MAIL, PHONE, PUSH_NOTIFICATION`) or of that kind
 * (`BONUS_OFFER, NEWSLETTER, CASINO, RESPONSIBLE_GAMING`). A message reaches the player by a channel
 * when both its channel and its communication type are true.
 */
export const marketingPreferencesSchema = z.object({ subscriptionChannels: channelFlags, subscriptionCommunications: communicationFlags });
/** `GET /player/marketing_preferences` answer. */
export type MarketingPreferences = z.infer<typeof marketingPreferencesSchema>;

/** `PATCH /player/marketing_preferences` body: the flags that change (either group, any of its keys); answer: `MarketingPreferences`. */
export const marketingPreferencesUpdateRequestSchema = z.object({
  subscriptionChannels: z.optional(z.partial(z.strictObject(channelShape))),
  subscriptionCommunications: z.optional(z.partial(z.strictObject(communicationShape))),
});
/** `PATCH /player/marketing_preferences` body. */
export type MarketingPreferencesUpdateRequest = z.infer<typeof marketingPreferencesUpdateRequestSchema>;

/**
 * `GET /player/latest-activity-log?limit=10` answer (spec 001 §3 Login history): the player's logins,
 * newest first (`limit` 1–50, default 10). `loginIp` is the request's IP, `loginCountry` where it appears
 * to be; `realIpAddress`/`realCountryCode` the same without a proxy. Times ISO 8601.
 */
export const latestActivityLogSchema = z.object({
  activities: z.array(
    z.object({
      loginDate: z.string(),
      loginIp: z.string(),
      loginCountry: z.string(),
      createdAt: z.string(),
      realIpAddress: z.string(),
      realCountryCode: z.string(),
    }),
  ),
});
/** `GET /player/latest-activity-log` answer. */
export type LatestActivityLog = z.infer<typeof latestActivityLogSchema>;

/**
 * One message of the CRM inbox (spec 000 §2 `/inbox` and `/inbox/notifications`): `category` `MESSAGE`
 * for the inbox, `NOTIFICATION` for notifications; `body` is plain text; `sentAt` ISO 8601.
 */
export const inboxMessageSchema = z.object({
  id: z.string(),
  category: z.enum(['MESSAGE', 'NOTIFICATION']),
  title: z.string(),
  body: z.string(),
  sentAt: z.string(),
  read: z.boolean(),
});
/** One message of the CRM inbox. */
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/**
 * `GET /player/inbox?category=MESSAGE|NOTIFICATION` answer: the messages (of the category, or all),
 * newest first, and how many of them are unread. `POST /player/inbox/:id/read` answers the `InboxMessage`
 * marked read (404 for another player's or an unknown id).
 */
export const inboxSchema = z.object({
  messages: z.array(inboxMessageSchema),
  unreadCount: z.int().check(z.gte(0)),
});
/** `GET /player/inbox` answer. */
export type Inbox = z.infer<typeof inboxSchema>;
