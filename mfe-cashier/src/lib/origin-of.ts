/** The origin of a provider's page (`http(s)://host:port`), or null for an address that is not absolute http(s). */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
