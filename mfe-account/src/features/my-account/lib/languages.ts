import { findMarket } from '@casino/shared/market';

/** One language a player of a market may choose (spec 000 §3 Market languages and segments). */
export interface LanguageOption {
  /** The URL segment of that language in the market, e.g. `en-FI`. */
  segment: string;
  /** The platform language code, e.g. `caf`. */
  languageCode: string;
  /** The language named in itself ("suomi", "English"), so a player finds their own. */
  label: string;
}

/** The language named in itself (the URL's two letters); the code when the browser cannot name it. */
function autonymOf(language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language);
    return name ? name.charAt(0).toLocaleUpperCase(language) + name.slice(1) : language;
  } catch {
    return language;
  }
}

/** The languages of a market, in the market's order (FI: suomi, English); none for an unknown market. */
export function marketLanguages(marketId: string): LanguageOption[] {
  return (findMarket(marketId)?.segments ?? []).map(({ segment, languageCode }) => ({
    segment,
    languageCode,
    label: autonymOf(segment.slice(0, 2)),
  }));
}

/**
 * The same page under another segment: `/en-FI/my-account/account/language` → `/fi-FI/my-account/account/language`.
 * The host owns the URL; a new segment is a new locale for the whole site (spec 000 §2).
 */
export function pathInSegment(pathname: string, segment: string): string {
  const rest = pathname.replace(/^\/[^/]+/, '');
  return `/${segment}${rest}`;
}
