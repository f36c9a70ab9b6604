import { z } from '@casino/shared-modules/zod';

/** At most 254 characters (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
/** `local@domain.tld` with no spaces: the platform's own check (sandbox password reset) is the same. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as this remote's forms accept it; messages are keys of the `account` namespace. */
export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'errors.emailRequired'),
    z.maxLength(EMAIL_MAX_LENGTH, 'errors.emailTooLong'),
    z.regex(EMAIL_PATTERN, 'errors.emailInvalid'),
  );
