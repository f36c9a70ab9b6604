import { matchRoutes, type RouteObject } from '@casino/shared-modules/react-router';

/**
 * The route pattern of `pathname` in the route table, below the locale segment: `/en-UN/online-casino/game/x`
 * → `/online-casino/*`, `/en-UN` → `/`, `/en-UN/terms` → `/terms`, a content page → `/*`. Names a page
 * without its ids or query, for field data; `*` where nothing matches.
 */
export function routePatternOf(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return '*';
  const parts = matches.map((match) => match.route.path?.replace(/^\/+|\/+$/g, '')).filter((path): path is string => Boolean(path));
  if (parts[0] === ':segment') parts.shift();
  return `/${parts.join('/')}`;
}
