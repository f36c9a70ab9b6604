import { PlatformError } from '@casino/shared/platform';
import type { z } from '@casino/shared-modules/zod';

/**
 * Reads a platform answer with its wire schema (`@casino/shared/wire`). An answer of another shape is
 * the platform's fault: a `PlatformError` of kind `server`, so the form says "try again" rather than
 * blaming the player's connection.
 */
export function parseAnswer<T extends z.ZodMiniType>(schema: T, data: unknown, status = 200): z.infer<T> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new PlatformError(`Unexpected answer: ${parsed.error.message}`, 'server', status, undefined, [], data);
}
