/**
 * The http(s) origin of a URL (`https://casino.example/en-UN/x` → `https://casino.example`), or null when
 * there is none, it does not parse, or its scheme is not the web's (`javascript:`, `data:`): the one origin a
 * stand-in page posts its window messages to and takes them from, never `*` (issue 21 point 8).
 */
export function webOriginOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
