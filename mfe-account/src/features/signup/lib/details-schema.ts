import { apiLanguageCodeOf } from '@casino/shared/market';
import { DEFAULT_SIGNUP_COUNTRY } from '../../../lib/spec-constants';
import { z } from 'zod';
import { COUNTRY_CALLING_CODES, phonePrefixOf } from '../../../lib/countries';
import { emailSchema } from '../../../lib/email-schema';

/**
 * Field rules of the sign-up Details step (spec 001 §3 Sign-up Details). The spec gives no bounds
 * (spec 000 §5 "Field-level bounds for forms in this area: not shown"), so these are this team's
 * choice, also written in the README:
 *
 * - country: one of the listed countries, default FI (spec 000 §9);
 * - email: required, at most 254 characters (RFC 5321), `local@domain.tld` with no spaces, the same
 *   rule as the platform's password-reset check;
 * - password: 8 to 64 characters with at least one letter and one digit;
 * - phone: a listed prefix, and 6 to 12 digits (spaces and dashes are allowed while typing and dropped);
 * - terms and conditions, and the cookie policy: must be accepted; marketing opt-in is optional.
 *
 * Messages are keys of the `account` namespace.
 */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;
export const PHONE_DIGITS = { min: 6, max: 12 } as const;

const digitsOf = (phone: string) => phone.replace(/[\s-]/g, '');

export const detailsSchema = z.object({
  countryCode: z.string().refine((code) => code in COUNTRY_CALLING_CODES, 'errors.countryRequired'),
  email: emailSchema,
  password: z
    .string()
    .min(1, 'errors.passwordRequired')
    .min(PASSWORD_LENGTH.min, 'errors.passwordTooShort')
    .max(PASSWORD_LENGTH.max, 'errors.passwordTooLong')
    .regex(/\p{L}/u, 'errors.passwordLetter')
    .regex(/\d/, 'errors.passwordDigit'),
  phonePrefix: z.string().regex(/^\+\d{1,4}$/, 'errors.phonePrefixRequired'),
  phoneNumber: z
    .string()
    .trim()
    .min(1, 'errors.phoneRequired')
    .regex(/^[\d\s-]+$/, 'errors.phoneDigitsOnly')
    .refine((phone) => digitsOf(phone).length >= PHONE_DIGITS.min && digitsOf(phone).length <= PHONE_DIGITS.max, 'errors.phoneLength'),
  terms: z.boolean().refine((accepted) => accepted, 'errors.termsRequired'),
  cookiePolicy: z.boolean().refine((accepted) => accepted, 'errors.cookiePolicyRequired'),
  marketingOptIn: z.boolean(),
});

/** What the player types in the Details step. */
export type DetailsValues = z.infer<typeof detailsSchema>;

/** The Details step's starting values: Finland and its prefix (spec 000 §9, §3 Country). */
export function defaultDetails(): DetailsValues {
  return {
    countryCode: DEFAULT_SIGNUP_COUNTRY,
    email: '',
    password: '',
    phonePrefix: phonePrefixOf(DEFAULT_SIGNUP_COUNTRY),
    phoneNumber: '',
    terms: false,
    cookiePolicy: false,
    marketingOptIn: false,
  };
}

/**
 * The body of `POST /player/registration` (spec 001 §3 Registration payload, plus the Details
 * step's country, language and consent flags). First and last name come from a later step and are
 * not sent yet.
 */
export interface RegistrationPayload {
  email: string;
  password: string;
  /** Prefix plus number, digits only after the plus: `+358401234567`. */
  mobilePhone: string;
  countryCode: string;
  /** The platform language code as the API takes it (`inen` → `en`, `caf` → `fr`). */
  languageCode: string;
  termsAndConditionsAccepted: boolean;
  cookiePolicyAccepted: boolean;
  marketingOptIn: boolean;
}

/** Builds the registration payload from valid Details values. */
export function toRegistrationPayload(values: DetailsValues, languageCode: string): RegistrationPayload {
  return {
    email: values.email.trim(),
    password: values.password,
    mobilePhone: `${values.phonePrefix}${digitsOf(values.phoneNumber)}`,
    countryCode: values.countryCode,
    languageCode: apiLanguageCodeOf(languageCode),
    termsAndConditionsAccepted: values.terms,
    cookiePolicyAccepted: values.cookiePolicy,
    marketingOptIn: values.marketingOptIn,
  };
}

/** The platform's field names on the form's fields, for `validationErrors`. */
export const REGISTRATION_FIELD_NAMES: Readonly<Record<string, keyof DetailsValues>> = {
  email: 'email',
  password: 'password',
  mobilePhone: 'phoneNumber',
  phoneNumber: 'phoneNumber',
  phonePrefix: 'phonePrefix',
  countryCode: 'countryCode',
  termsAndConditionsAccepted: 'terms',
  cookiePolicyAccepted: 'cookiePolicy',
  marketingOptIn: 'marketingOptIn',
};
