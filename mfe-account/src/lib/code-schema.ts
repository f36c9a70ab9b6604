import { verificationCodeSchema } from '@casino/shared/wire';
import { z } from '@casino/shared-modules/zod';

/** A code without the spaces a player may type between its digits (`123 456`). */
export const normaliseCode = (code: string) => code.replace(/\s/g, '');

/**
 * The six-digit code a player types from the SMS or e-mail (issue 15: typed, no links), checked with the
 * wire's `verificationCodeSchema`; spaces are allowed and dropped. Messages are `account` keys.
 */
export const codeFormSchema = z.object({
  code: z.string().check(
    z.refine((code) => normaliseCode(code).length > 0, 'code.errors.required'),
    z.refine((code) => verificationCodeSchema.safeParse(normaliseCode(code)).success, 'code.errors.format'),
  ),
});

/** What the player types in a code form. */
export type CodeFormValues = z.infer<typeof codeFormSchema>;
