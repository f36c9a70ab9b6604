import { z } from '@casino/shared-modules/zod';

/*
 * Sign-up and password reset (spec 001 §3 Sign-up, Password reset form; §4; §7 Player; §8). The spec
 * shows no answers and no field bounds (spec 000 §5 "not shown"): the ones here are the platform's as the
 * sandbox serves them, documented in sandbox/README.md "Sign-up and password reset". Registration calls
 * are anonymous (site context, siteId 1). Codes are six digits typed by the player.
 */

/** An e-mail address: at most 254 characters (RFC 5321), `local@domain.tld`, no spaces. */
export const emailAddressSchema = z
  .string()
  .check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be a well-formed email address'));

/**
 * A mobile phone as the platform takes it: the prefix plus the number, E.164 with no spaces
 * (`+358401234567`): a plus, a first digit 1–9, then 6 to 15 more digits.
 */
export const mobilePhoneSchema = z
  .string()
  .check(z.regex(/^\+[1-9]\d{6,15}$/, 'must be a phone number in E.164 form, e.g. +358401234567'));

/** A password: 8 to 64 characters with at least one letter and one digit (the sign-up Details rule). */
export const passwordSchema = z
  .string()
  .check(
    z.minLength(8, 'must be at least 8 characters'),
    z.maxLength(64, 'must be at most 64 characters'),
    z.regex(/\p{L}/u, 'must contain a letter'),
    z.regex(/\d/, 'must contain a digit'),
  );

/** A six-digit verification or reset code, as the player types it from the SMS or e-mail. */
export const verificationCodeSchema = z.string().check(z.regex(/^\d{6}$/, 'must be six digits'));

const countryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code'));
/** A platform language code (spec 000 §3 Market): the client sends `inen` as `en` and `caf` as `fr`. */
const languageCodeSchema = z.string().check(z.regex(/^[a-z]{2,4}$/, 'must be a language code'));
const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/**
 * `POST /player/registration` body (spec 001 §3 Registration payload and Details), sent with a captcha
 * token header (`X-Captcha-Token`) and optionally the visitor's country (`X-Country-Code`).
 * `termsAndConditionsAccepted` must be true. `firstName`/`lastName` may come here or in the profile
 * update. `cpf` (Brazil's tax id, 11 digits) only for BR.
 */
export const registrationRequestSchema = z.object({
  email: emailAddressSchema,
  password: passwordSchema,
  mobilePhone: mobilePhoneSchema,
  /** The player's country, default FI on the form (spec 000 §9). */
  countryCode: countryCodeSchema,
  languageCode: languageCodeSchema,
  firstName: z.optional(nameSchema),
  lastName: z.optional(nameSchema),
  termsAndConditionsAccepted: z.literal(true, 'must be accepted'),
  /** The terms version the player accepted (`GET /player/terms/current`); default: the current one. */
  termsAndConditionsAcceptedVersion: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  cookiePolicyAccepted: z.boolean(),
  marketingOptIn: z.boolean(),
  cpf: z.optional(z.string().check(z.regex(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/, 'must be 11 digits'))),
});
/** `POST /player/registration` body. */
export type RegistrationRequest = z.infer<typeof registrationRequestSchema>;

/**
 * The answer to `POST` and `PUT /player/registration` (201 and 200): the new player's id, a registration
 * token (opaque; the sandbox does not ask for it back), and which verifications the player's country
 * needs before the account is complete. Neither: the client logs in at once (spec 001 §4, up to 5 tries,
 * 3000 ms apart). `accountStatus` is `ACCOUNT_UNVERIFIED` until every needed code is verified, then `REGISTERED`.
 */
export const registrationResultSchema = z.object({
  playerId: z.string(),
  token: z.optional(z.string()),
  smsVerificationRequired: z.boolean(),
  emailVerificationRequired: z.boolean(),
  accountStatus: z.enum(['ACCOUNT_UNVERIFIED', 'REGISTERED']),
});
/** `POST` / `PUT /player/registration` answer. */
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

/**
 * `PUT /player/registration` body (spec 001 §3 Profile update payload): the ContactInfo step.
 * `dateOfBirth` is `yyyy-MM-dd` and the player must be 18 or older; `languageCode` `inen` is sent as `en`.
 * Names and the street address may come here too.
 */
export const registrationUpdateRequestSchema = z.object({
  playerId: z.string().check(z.minLength(1), z.maxLength(100)),
  dateOfBirth: z.iso.date('must be a date yyyy-MM-dd'),
  postalCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  mobilePhone: mobilePhoneSchema,
  countryCode: countryCodeSchema,
  termsAndConditionsAccepted: z.literal(true, 'must be accepted'),
  languageCode: languageCodeSchema,
  firstName: z.optional(nameSchema),
  lastName: z.optional(nameSchema),
  address: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  city: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
});
/** `PUT /player/registration` body. */
export type RegistrationUpdateRequest = z.infer<typeof registrationUpdateRequestSchema>;

/**
 * `POST /player/registration/sms_request` and `/email_request` body (spec 001 §7): sends (again) a
 * six-digit code to the registration's phone or e-mail; a new code replaces the previous one.
 */
export const registrationCodeRequestSchema = z.object({
  playerId: z.string().check(z.minLength(1), z.maxLength(100)),
  /** spec 000 §9: anonymous calls carry siteId 1. */
  siteId: z.int().check(z.positive()),
  countryCode: z.optional(countryCodeSchema),
});
/** `POST /player/registration/sms_request` and `/email_request` body. */
export type RegistrationCodeRequest = z.infer<typeof registrationCodeRequestSchema>;

/**
 * `POST /player/registration/sms_verification` and `/email_verification` body (spec 001 §7;
 * `countryCode` for the e-mail one): the code the player typed.
 */
export const registrationCodeVerificationRequestSchema = z.extend(registrationCodeRequestSchema, {
  code: verificationCodeSchema,
});
/** `POST /player/registration/sms_verification` and `/email_verification` body. */
export type RegistrationCodeVerificationRequest = z.infer<typeof registrationCodeVerificationRequestSchema>;

/**
 * The answer to a code request (registration, phone change): `status: 'SENT'`, the channel, where it went
 * (masked: `+358*****4567`, `a***@sandbox.test`), how long the code lives (seconds) and how many wrong
 * tries it allows before `sms.max.attempts.reached` (spec 001 §8).
 */
export const codeSentSchema = z.object({
  status: z.literal('SENT'),
  channel: z.enum(['SMS', 'EMAIL']),
  sentTo: z.string(),
  expiresInSeconds: z.int().check(z.positive()),
  maxAttempts: z.int().check(z.positive()),
});
/** The answer to a code request. */
export type CodeSent = z.infer<typeof codeSentSchema>;

/**
 * The answer to `POST /player/registration/sms_verification` and `/email_verification`: the code was
 * right (spec 001 §4 pin status SUCCESS_VERIFY). A wrong code is 400 `sms.code.invalid`; the fifth wrong
 * one, and any try after it until a new code is requested, 400 `sms.max.attempts.reached`.
 */
export const registrationVerificationSchema = z.object({
  playerId: z.string(),
  verified: z.literal(true),
  smsVerified: z.boolean(),
  emailVerified: z.boolean(),
  accountStatus: z.enum(['ACCOUNT_UNVERIFIED', 'REGISTERED']),
});
/** The answer to a registration code verification. */
export type RegistrationVerification = z.infer<typeof registrationVerificationSchema>;

/** spec 001 §3 Sign-up progress `marketRiskSetting`: how the platform treats sign-ups from a country; `UNSUPPORTED` shows the Unsupported step. */
export const MARKET_RISK_SETTINGS = ['LOW', 'MEDIUM', 'HIGH', 'UNSUPPORTED'] as const;

/** `GET /player/markets/risk-setting?siteId=1&countryCode=FI` answer (spec 001 §7 Player). */
export const marketRiskSettingSchema = z.object({
  siteId: z.int(),
  countryCode: z.string(),
  marketRiskSetting: z.enum(MARKET_RISK_SETTINGS),
});
/** `GET /player/markets/risk-setting` answer. */
export type MarketRiskSetting = z.infer<typeof marketRiskSettingSchema>;

/**
 * `POST /player/password_reset` body (spec 001 §7, §3 Password reset form): the player's e-mail, or their
 * mobile phone in E.164; exactly one.
 */
export const passwordResetRequestSchema = z.union([
  z.strictObject({ email: emailAddressSchema }),
  z.strictObject({ mobilePhone: mobilePhoneSchema }),
]);
/** `POST /player/password_reset` body. */
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * `POST /player/password_reset` answer: `status: 'SENT'` and the id of the code sent (`smsResetKeyId`),
 * whatever the identifier: the answer never says whether an account exists (an unknown one gets an id no
 * code matches). The code goes by SMS to the account's phone and by e-mail to its address.
 */
export const passwordResetResultSchema = z.object({ status: z.literal('SENT'), smsResetKeyId: z.string() });
/** `POST /player/password_reset` answer. */
export type PasswordResetResult = z.infer<typeof passwordResetResultSchema>;

/**
 * `POST /player/password_reset/sms_verification` body: the id the request answered and the code typed.
 * Wrong: 400 `sms.code.invalid`; the fifth wrong: 400 `sms.max.attempts.reached` (the id is then used up);
 * an unknown or expired id: 400 `error.password.reset`.
 */
export const passwordResetVerificationRequestSchema = z.object({
  smsResetKeyId: z.string().check(z.minLength(1), z.maxLength(100)),
  code: verificationCodeSchema,
});
/** `POST /player/password_reset/sms_verification` body. */
export type PasswordResetVerificationRequest = z.infer<typeof passwordResetVerificationRequestSchema>;

/** `POST /player/password_reset/sms_verification` answer: the key that allows one new password (15 minutes). */
export const passwordResetVerificationSchema = z.object({ resetKey: z.string() });
/** `POST /player/password_reset/sms_verification` answer. */
export type PasswordResetVerification = z.infer<typeof passwordResetVerificationSchema>;

/**
 * `POST /player/password_reset/new_password` body: the key and the new password (rules of
 * `passwordSchema`). 204 on success; a bad, used or expired key: 400 `error.password.reset`.
 */
export const passwordResetNewPasswordRequestSchema = z.object({
  resetKey: z.string().check(z.minLength(1), z.maxLength(200)),
  password: passwordSchema,
});
/** `POST /player/password_reset/new_password` body. */
export type PasswordResetNewPasswordRequest = z.infer<typeof passwordResetNewPasswordRequestSchema>;

/**
 * The content service's `registrationPage` document, one per market (spec 001 §3 bonus call-to-action):
 * `smsMaxAttempts` is the wrong codes allowed (the platform's limit, 5).
 */
export const registrationPageSchema = z.object({
  market: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  iconUrl: z.string(),
  bannerImg: z.string(),
  smsMaxAttempts: z.int().check(z.positive()),
});
/** The content service's `registrationPage` document (without `_id`/`_type`). */
export type RegistrationPage = z.infer<typeof registrationPageSchema>;
