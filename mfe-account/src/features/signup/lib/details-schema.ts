import { apiLanguageCodeOf } from '@casino/shared/market';
import type { RegistrationRequest } from '@casino/shared/wire';
import { z } from '@casino/shared-modules/zod';
import { COUNTRY_CALLING_CODES, phonePrefixOf } from '../../../lib/countries';
import { emailSchema } from '../../../lib/email-schema';
import { newPasswordSchema } from '../../../lib/password-schema';
import { DEFAULT_SIGNUP_COUNTRY } from '../../../lib/spec-constants';

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
 * - cpf (Brazil only): 11 digits, dots and dash allowed (`123.456.789-09`);
 * - terms and conditions, and the cookie policy: must be accepted; marketing opt-in is optional.
 *
 * Messages are keys of the `account` namespace.
 */
export const PHONE_DIGITS = { min: 6, max: 12 } as const;
/** The country whose sign-up asks for the cpf (Brazil's tax id, spec 001 §8 `error.cpf.duplicate_found`). */
export const CPF_COUNTRY = 'BR';

/** 11 digits, with or without the usual dots and dash (`123.456.789-09`): the platform's own rule. */
const CPF_PATTERN = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

const digitsOf = (phone: string) => phone.replace(/[\s-]/g, '');

export const detailsSchema = z
  .object({
    countryCode: z
      .string()
      .check(z.refine((code) => code in COUNTRY_CALLING_CODES, 'errors.countryRequired')),
    email: emailSchema,
    password: newPasswordSchema,
    phonePrefix: z.string().check(z.regex(/^\+\d{1,4}$/, 'errors.phonePrefixRequired')),
    phoneNumber: z.string().check(
      z.trim(),
      z.minLength(1, 'errors.phoneRequired'),
      z.regex(/^[\d\s-]+$/, 'errors.phoneDigitsOnly'),
      z.refine(
        (phone) => digitsOf(phone).length >= PHONE_DIGITS.min && digitsOf(phone).length <= PHONE_DIGITS.max,
        'errors.phoneLength',
      ),
    ),
    cpf: z.string(),
    terms: z.boolean().check(z.refine((accepted) => accepted, 'errors.termsRequired')),
    cookiePolicy: z.boolean().check(z.refine((accepted) => accepted, 'errors.cookiePolicyRequired')),
    marketingOptIn: z.boolean(),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.countryCode !== CPF_COUNTRY) return;
      const cpf = values.cpf.trim();
      if (!cpf) context.addIssue({ code: 'custom', path: ['cpf'], message: 'signup.errors.cpfRequired' });
      else if (!CPF_PATTERN.test(cpf)) context.addIssue({ code: 'custom', path: ['cpf'], message: 'signup.errors.cpfFormat' });
    }),
  );

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
    cpf: '',
    terms: false,
    cookiePolicy: false,
    marketingOptIn: false,
  };
}

/**
 * The body of `POST /player/registration` (spec 001 §3 Registration payload and Details, the wire's
 * `RegistrationRequest`) from valid Details values. First and last name come with the ContactInfo
 * step's profile update (the wire takes them in either); the cpf only for Brazil.
 */
export function toRegistrationPayload(values: DetailsValues, languageCode: string): RegistrationRequest {
  return {
    email: values.email.trim(),
    password: values.password,
    mobilePhone: `${values.phonePrefix}${digitsOf(values.phoneNumber.trim())}`,
    countryCode: values.countryCode,
    languageCode: apiLanguageCodeOf(languageCode),
    termsAndConditionsAccepted: true,
    cookiePolicyAccepted: values.cookiePolicy,
    marketingOptIn: values.marketingOptIn,
    ...(values.countryCode === CPF_COUNTRY ? { cpf: values.cpf.trim() } : {}),
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
  cpf: 'cpf',
  termsAndConditionsAccepted: 'terms',
  cookiePolicyAccepted: 'cookiePolicy',
  marketingOptIn: 'marketingOptIn',
};
