import { z } from '@casino/shared-modules/zod';

/**
 * Field rules the account area's forms share (the spec gives no bounds, spec 000 §5: these are the
 * platform's as `@casino/shared/wire` checks them). Messages are keys of the `account` namespace.
 */

/** 8 to 64 characters with a letter and a digit (`passwordSchema` of the wire). */
export const newPasswordRule = z
  .string()
  .check(
    z.minLength(1, 'errors.passwordRequired'),
    z.minLength(8, 'errors.passwordTooShort'),
    z.maxLength(64, 'errors.passwordTooLong'),
    z.regex(/\p{L}/u, 'errors.passwordLetter'),
    z.regex(/\d/, 'errors.passwordDigit'),
  );

/**
 * A trimmed text field the player must fill, of at most `maxLength` characters (address, city, postal code).
 * @param requiredKey the message key when it is empty (or only spaces); @param tooLongKey when it passes `maxLength`.
 */
export const requiredText = (maxLength: number, requiredKey: string, tooLongKey: string) =>
  z.string().check(z.trim(), z.minLength(1, requiredKey), z.maxLength(maxLength, tooLongKey));

const digitsOf = (phone: string) => phone.replace(/[\s-]/g, '');

/** A listed calling code with its plus (`+358`). */
export const phonePrefixRule = z.string().check(z.regex(/^\+\d{1,4}$/, 'errors.phonePrefixRequired'));

/** 6 to 12 digits without the calling code; spaces and dashes allowed while typing, dropped when sent. */
export const phoneBodyRule = z.string().check(
  z.trim(),
  z.minLength(1, 'errors.phoneRequired'),
  z.regex(/^[\d\s-]+$/, 'errors.phoneDigitsOnly'),
  z.refine((phone) => digitsOf(phone).length >= 6 && digitsOf(phone).length <= 12, 'errors.phoneLength'),
);
