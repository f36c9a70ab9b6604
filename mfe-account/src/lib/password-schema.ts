import { z } from '@casino/shared-modules/zod';

/** The bounds of a password (the platform's, `@casino/shared/wire` `passwordSchema`). */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

/**
 * A new password as this remote's forms check it (sign-up Details, password reset): 8 to 64 characters
 * with at least one letter and one digit, each rule its own message (keys of the `account` namespace).
 * It accepts exactly what the wire's `passwordSchema` accepts (a property test holds the two together).
 */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, 'errors.passwordRequired'),
    z.minLength(PASSWORD_LENGTH.min, 'errors.passwordTooShort'),
    z.maxLength(PASSWORD_LENGTH.max, 'errors.passwordTooLong'),
    z.regex(/\p{L}/u, 'errors.passwordLetter'),
    z.regex(/\d/, 'errors.passwordDigit'),
  );
