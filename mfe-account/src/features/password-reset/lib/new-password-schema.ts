import { z } from '@casino/shared-modules/zod';
import { newPasswordSchema } from '../../../lib/password-schema';

/**
 * The reset's Password step: the new password (the sign-up's rules, `newPasswordSchema`) typed twice;
 * the second must match. Messages are `account` keys.
 */
export const newPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: z.string() })
  .check(
    z.superRefine((values, context) => {
      if (!values.confirmPassword) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'reset.errors.confirmRequired' });
      else if (values.confirmPassword !== values.password) context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'reset.errors.passwordsDiffer' });
    }),
  );

/** What the player types in the Password step. */
export type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;
