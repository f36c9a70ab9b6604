/**
 * Deterministic numbers from strings, so that generated colours, odds, seats and amounts are the same
 * on every run and every machine.
 */

/** 32-bit FNV-1a hash of a string, as an unsigned integer. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A deterministic number in [0, 1) for a string. */
export function unitOf(text: string): number {
  return hashOf(text) / 0x1_0000_0000;
}
