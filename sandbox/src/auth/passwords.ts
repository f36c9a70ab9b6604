import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * A player's stored password: `sha256:<hex>` of `<playerId>:<password>` (the player id is the salt). A
 * stand-in platform's store, not a pattern for a real one (which would use a slow hash such as scrypt);
 * fast so that seeding every persona at a reset costs nothing.
 */
export function hashPassword(playerId: string, password: string): string {
  return `sha256:${createHash('sha256').update(`${playerId}:${password}`).digest('hex')}`;
}

/** Whether `password` is the one `hash` was made from, compared in constant time. */
export function passwordMatches(hash: string, playerId: string, password: string): boolean {
  const expected = Buffer.from(hash);
  const actual = Buffer.from(hashPassword(playerId, password));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
