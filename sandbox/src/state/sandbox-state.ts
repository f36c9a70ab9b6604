import { z } from 'zod';

/** One password-reset request the sandbox received (spec 001 §7 `POST /player/password_reset`). */
export const passwordResetRequestSchema = z.object({
  email: z.string(),
  requestedAt: z.string(),
});

/**
 * An injected fault (ARCHITECTURE §7 test-control API): the next `remaining` requests whose path starts
 * with `path` (and whose method is `method`, when given) answer `status`, or wait `delayMs` first.
 */
export const faultSchema = z.object({
  id: z.string(),
  method: z.string().optional(),
  path: z.string(),
  status: z.number().int().optional(),
  delayMs: z.number().int().optional(),
  remaining: z.number().int(),
});

/** Switches of the whole platform (spec 000 §2 route guards 1 and 2). */
export const flagsSchema = z.object({
  maintenance: z.boolean(),
  /** A country code: when set, `GET /player/access/context` answers `restricted: true` from it. */
  restrictedCountry: z.string().nullable(),
});

/** Everything about the sandbox that changes at run time, kept in the state file. */
export const sandboxStateSchema = z.object({
  version: z.literal(1),
  passwordResetRequests: z.array(passwordResetRequestSchema),
  flags: flagsSchema,
  faults: z.array(faultSchema),
});

export type SandboxState = z.infer<typeof sandboxStateSchema>;
export type Fault = z.infer<typeof faultSchema>;
export type SandboxFlags = z.infer<typeof flagsSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The state a fresh sandbox starts from, and the one `POST /__sandbox/reset` returns to. */
export function seedState(): SandboxState {
  return {
    version: 1,
    passwordResetRequests: [],
    flags: { maintenance: false, restrictedCountry: null },
    faults: [],
  };
}
