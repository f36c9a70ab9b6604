import type { RegistrationUpdateRequest } from '@casino/shared/wire';
import { z } from '@casino/shared-modules/zod';
import { requiredText } from '../../../lib/field-rules';
import type { Registration } from './signup-flow';

/**
 * Field rules of the sign-up ContactInfo step (spec 001 §3 Profile update payload; the spec gives no
 * bounds, spec 000 §5, so these are this team's, also in the README):
 *
 * - first and last name: 1 to 100 characters (the wire's bound), letters with spaces, hyphens,
 *   apostrophes and dots between them;
 * - date of birth: typed as `DD/MM/YYYY` (spec 000 §9 date format; `.` and `-` also work), a real date,
 *   the player 18 or older and born after 1900; sent as `yyyy-MM-dd`;
 * - street address: 1 to 200 characters; city: 1 to 100;
 * - postal code: 2 to 10 letters and digits, spaces and hyphens between them.
 *
 * Messages are keys of the `account` namespace.
 */
export const NAME_MAX_LENGTH = 100;
export const ADULT_AGE = 18;
const EARLIEST_BIRTH_YEAR = 1900;
const NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’.-]+[\p{L}\p{M}]+)*\.?$/u;
const DATE_PATTERN = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;
const POSTAL_CODE_PATTERN = /^[\p{L}\d][\p{L}\d -]{0,8}[\p{L}\d]$/u;

/** A typed date of birth as `yyyy-MM-dd`, or null when it is no real date. */
export function isoDateOf(typed: string): string | null {
  const match = DATE_PATTERN.exec(typed.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whether someone born on `isoDate` is `ADULT_AGE` or older on `today` (a birthday counts from its day). */
export function isAdultOn(isoDate: string, today: Date): boolean {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  const adultFrom = Date.UTC(year + ADULT_AGE, month - 1, day);
  return Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) >= adultFrom;
}

const name = (requiredKey: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredKey),
      z.maxLength(NAME_MAX_LENGTH, 'signup.errors.nameTooLong'),
      z.regex(NAME_PATTERN, 'signup.errors.nameCharacters'),
    );

/** The ContactInfo rules as of `today` (the age is counted from it). */
export function contactInfoSchema(today: Date = new Date()) {
  return z.object({
    firstName: name('signup.errors.firstNameRequired'),
    lastName: name('signup.errors.lastNameRequired'),
    dateOfBirth: z.string().check(
      z.trim(),
      z.minLength(1, 'signup.errors.dateOfBirthRequired'),
      z.regex(DATE_PATTERN, 'signup.errors.dateOfBirthFormat'),
      z.refine((typed) => isoDateOf(typed) !== null, 'signup.errors.dateOfBirthInvalid'),
      z.refine((typed) => {
        const iso = isoDateOf(typed);
        return !iso || Number(iso.slice(0, 4)) >= EARLIEST_BIRTH_YEAR;
      }, 'signup.errors.dateOfBirthInvalid'),
      z.refine((typed) => {
        const iso = isoDateOf(typed);
        return !iso || isAdultOn(iso, today);
      }, 'signup.errors.tooYoung'),
    ),
    address: requiredText(200, 'signup.errors.addressRequired', 'signup.errors.addressTooLong'),
    postalCode: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'signup.errors.postalCodeRequired'),
        z.regex(POSTAL_CODE_PATTERN, 'signup.errors.postalCodeInvalid'),
      ),
    city: requiredText(NAME_MAX_LENGTH, 'signup.errors.cityRequired', 'signup.errors.cityTooLong'),
  });
}

/** What the player types in the ContactInfo step. */
export type ContactInfoValues = z.infer<ReturnType<typeof contactInfoSchema>>;

/** The ContactInfo step's starting values. */
export function defaultContactInfo(): ContactInfoValues {
  return { firstName: '', lastName: '', dateOfBirth: '', address: '', postalCode: '', city: '' };
}

/**
 * The body of `PUT /player/registration` (spec 001 §3 Profile update payload, the wire's
 * `RegistrationUpdateRequest`): the registration's player, phone, country and language (already the API
 * code: `inen` sent as `en`), the date of birth as `yyyy-MM-dd`.
 */
export function toProfileUpdate(values: ContactInfoValues, registration: Registration): RegistrationUpdateRequest {
  return {
    playerId: registration.playerId,
    dateOfBirth: isoDateOf(values.dateOfBirth) ?? values.dateOfBirth,
    postalCode: values.postalCode.trim(),
    mobilePhone: registration.mobilePhone,
    countryCode: registration.countryCode,
    termsAndConditionsAccepted: true,
    languageCode: registration.languageCode,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
  };
}

/** The platform's field names on the form's fields, for `validationErrors`. */
export const PROFILE_FIELD_NAMES: Readonly<Record<string, keyof ContactInfoValues>> = {
  firstName: 'firstName',
  lastName: 'lastName',
  dateOfBirth: 'dateOfBirth',
  address: 'address',
  postalCode: 'postalCode',
  city: 'city',
};
