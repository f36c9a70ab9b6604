import { z } from 'zod';

/**
 * Field rules the account area's forms share (the spec gives no bounds, spec 000 §5: these are the
 * platform's as `@casino/shared/wire` checks them). Messages are keys of the `account` namespace.
 */

/** 8 to 64 characters with a letter and a digit (`passwordSchema` of the wire). */
export const newPasswordRule = z
  .string()
  .min(1, 'errors.passwordRequired')
  .min(8, 'errors.passwordTooShort')
  .max(64, 'errors.passwordTooLong')
  .regex(/\p{L}/u, 'errors.passwordLetter')
  .regex(/\d/, 'errors.passwordDigit');

const digitsOf = (phone: string) => phone.replace(/[\s-]/g, '');

/** A listed calling code with its plus (`+358`). */
export const phonePrefixRule = z.string().regex(/^\+\d{1,4}$/, 'errors.phonePrefixRequired');

/** 6 to 12 digits without the calling code; spaces and dashes allowed while typing, dropped when sent. */
export const phoneBodyRule = z
  .string()
  .trim()
  .min(1, 'errors.phoneRequired')
  .regex(/^[\d\s-]+$/, 'errors.phoneDigitsOnly')
  .refine((phone) => digitsOf(phone).length >= 6 && digitsOf(phone).length <= 12, 'errors.phoneLength');
