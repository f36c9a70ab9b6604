import { urlWithSchemeOf, WEB_SCHEMES } from './url-scheme';

/** What the relative addresses are resolved against to be checked: never requested, never shown. */
const CHECK_BASE = 'https://site.invalid';

/**
 * An image address from content (a banner's, promotion's, tile's or logo's picture) as it may become an
 * `<img>`'s `src` or a `srcset` candidate (issue 21 point 3): a web address (`https:`, `http:`) comes back
 * as the browser reads it (`new URL(...).href`: spaces and quotes percent-encoded, so it stays one
 * `srcset` candidate), a site path (`/images/a.png`) as that path; anything else (`javascript:`, `data:`,
 * `blob:`, not a URL, empty) is `undefined`: show no image, never one the page's `img-src` policy would
 * block and report. Checked as the browser parses it: `java\tscript:` and ` javascript:` are refused too.
 *
 * @param address the content's value, e.g. `https://cdn.example/banner.webp`
 * @returns the address to use, or `undefined` for none
 */
export function imageAddressOf(address: string | null | undefined): string | undefined {
  const url = address ? urlWithSchemeOf(address, WEB_SCHEMES, CHECK_BASE) : null;
  if (!url) return undefined;
  return url.origin === CHECK_BASE ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * A `srcset` from content image addresses, each with its descriptor (`600w`, `2x`), e.g.
 * `[[mobile, '600w'], [desktop, '1200w']]`: the candidates whose address `imageAddressOf` accepts, the
 * others left out; `undefined` when none is left.
 */
export function imageSourceSetOf(candidates: ReadonlyArray<readonly [address: string | null | undefined, descriptor: string]>): string | undefined {
  const accepted = candidates.flatMap(([address, descriptor]) => {
    const checked = imageAddressOf(address);
    return checked ? [`${checked} ${descriptor}`] : [];
  });
  return accepted.length > 0 ? accepted.join(', ') : undefined;
}
