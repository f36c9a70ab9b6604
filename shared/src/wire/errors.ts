import { z } from '@casino/shared-modules/zod';

/** spec 000 §8, spec 001 §5: one server field error of a rejected request body. */
export const fieldErrorSchema = z.object({
  objectName: z.string(),
  field: z.string(),
  rejectedValue: z.unknown(),
  status: z.union([z.string(), z.number()]),
  message: z.string(),
  code: z.string(),
});
/** spec 000 §8: one server field error. */
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The platform's error body (spec 000 §8): `{ error, message }`, with `validationErrors` on a 400 whose
 * body failed its schema; the client builds its message from `error` and `message`.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
  validationErrors: z.optional(z.array(fieldErrorSchema)),
});
/** The platform's error body. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
