/**
 * A new `Idempotency-Key` for one money-moving attempt (issue 14): the platform moves money once per
 * key, so every request of one attempt (a double click, a retry after a timeout) carries the same key.
 * A UUID where the browser has `crypto.randomUUID` (secure contexts), else 128 random bits in hex.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** The header that carries it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
