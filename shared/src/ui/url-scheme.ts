/** The schemes of a web page: what an image, a frame or a provider's page may be loaded from. */
export const WEB_SCHEMES: readonly string[] = ['https:', 'http:'];

/** The schemes a link from content may leave the site by: a web page, a mail or a phone call; never a script. */
export const LINK_SCHEMES: readonly string[] = ['https:', 'http:', 'mailto:', 'tel:'];

/**
 * `address` parsed as the browser parses it (`new URL`, against `base` when it is relative), or null when it
 * is not a URL or its scheme is not one of `schemes` (issue 21 points 3 and 8: content and provider addresses
 * are not trusted; `javascript:`, `data:` and `blob:` are refused, and so are `java\tscript:` and
 * ` javascript:`, which the parser reads as `javascript:`).
 *
 * @param address e.g. `https://cdn.example/banner.webp`, `mailto:help@example.com`, `/images/a.png` (with `base`)
 * @param schemes the schemes allowed, with their colon: `WEB_SCHEMES`, `LINK_SCHEMES`
 * @param base what a relative `address` is resolved against; without it a relative address is null
 */
export function urlWithSchemeOf(address: string, schemes: readonly string[], base?: string): URL | null {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  return schemes.includes(url.protocol) ? url : null;
}
