import { PAGE_IDS } from '@casino/shared/site-map';
import { canonicalSportPath, localizedSportPath, SPORT_SLUGS } from './sport-slugs';

/**
 * The frame's deep link for a sub path of the player's URL (below `/{segment}/sportsbook`): the route in
 * canonical slugs the provider understands. `deepLinkOf('/jalkapallo/englanti', 'fi')` → `/football/england`.
 */
export function deepLinkOf(subPath: string, language: string): string {
  return canonicalSportPath(subPath, language);
}

/**
 * The sub path of the player's URL for a route of the frame, in the slugs of their URL language: the way
 * back, when the frame navigates inside. `routeOf('/football/england', 'fi')` → `/jalkapallo/englanti`;
 * the frame's home `/` is the sportsbook's own path, `''`.
 */
export function routeOf(deepLink: string, language: string): string {
  const localized = localizedSportPath(deepLink, language);
  return localized === '/' ? '' : localized;
}

/** spec 000 §2 page ids of a deep link: live betting and bet history have their own, every other sportsbook page is sport-base. */
export function pageIdOf(deepLink: string): (typeof PAGE_IDS)[keyof typeof PAGE_IDS] {
  const first = deepLink.split('/')[1];
  if (first === SPORT_SLUGS.en.live) return PAGE_IDS.liveBetting;
  if (first === SPORT_SLUGS.en.betHistory) return PAGE_IDS.betHistory;
  return PAGE_IDS.sportBase;
}

/** The frame's address: the iframe context's `frameUrl` with the deep link as its `path`. */
export function frameSrcOf(frameUrl: string, deepLink: string): string {
  const url = new URL(frameUrl);
  url.searchParams.set('path', deepLink);
  return url.toString();
}

/**
 * Whether a route the frame names is one to take: a path of at most five segments of letters, digits,
 * dots, dashes and underscores (`/football/england/premier-league/en.1-12`), so a frame cannot send the
 * site anywhere else.
 */
export function isFrameRoute(path: unknown): path is string {
  return typeof path === 'string' && path.length <= 200 && /^(\/[A-Za-z0-9._-]+){0,5}\/?$/.test(path) && !/(^|\/)\.\.?(\/|$)/.test(path);
}
