import { DEFAULT_SEGMENT } from '../constants/platform';
import { resolveSegment, type LocaleInfo, type MarketFlags } from './markets';

/** What a path's first segment means for routing (spec 000 §2, §5). */
export type LocalePathResult =
  | { kind: 'ok'; locale: LocaleInfo; rest: string }
  | { kind: 'redirect'; to: string };

/**
 * Reads the language-market segment of a path.
 * - A path shorter than 5 characters after the slash goes to `/en-UN` (keeping nothing of it).
 * - An unknown or not-allowed segment redirects to the default locale, keeping the rest of the path,
 *   so `/zz-ZZ/online-casino` lands on `/en-UN/online-casino`.
 *
 * @param pathname a URL pathname starting with `/`.
 * @returns the locale and the path after the segment (starting with `/`, or empty), or where to go.
 */
export function parseLocalePath(pathname: string, flags: MarketFlags = {}): LocalePathResult {
  const [, first = '', ...rest] = pathname.split('/');
  const restPath = rest.length ? `/${rest.join('/')}` : '';
  if (pathname.replace(/^\//, '').length < 5) return { kind: 'redirect', to: `/${DEFAULT_SEGMENT}` };
  const locale = resolveSegment(first, flags);
  if (!locale) {
    const looksLikeSegment = /^[a-z]{2}-[A-Za-z]{2}$/i.test(first);
    // A first part that is no segment at all (`/online-casino`) is a page path without a prefix.
    const keep = looksLikeSegment ? restPath : pathname;
    return { kind: 'redirect', to: `/${DEFAULT_SEGMENT}${keep === '/' ? '' : keep}` };
  }
  return { kind: 'ok', locale, rest: restPath };
}

/** Prefixes a site path with a segment: `localePath('fi-FI', '/online-casino')` → `/fi-FI/online-casino`. */
export function localePath(segment: string, path: string): string {
  if (!path || path === '/') return `/${segment}`;
  return `/${segment}${path.startsWith('/') ? path : `/${path}`}`;
}
