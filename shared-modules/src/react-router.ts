/**
 * The react-router every app on a page uses, one copy per page: Module Federation shares this module
 * as a singleton in place of `react-router` itself (ARCHITECTURE §3, build/src/webpack.ts).
 *
 * A shared module is never tree-shaken, since any app may use any of its exports; react-router whole
 * is 445 kB of source. This module names only what the apps import, so webpack drops the rest of
 * react-router inside the one chunk that provides it. The list is exactly what the apps (tests
 * included) import: `exports.test.ts` fails on a name nobody imports, typecheck on one that is missing.
 * Adding a name is a minor version of this package, removing one a major (README).
 */
export {
  // The host's router: declarative, not a data router (no loaders or actions here), which leaves about
  // half of react-router out of every page (issue 19: 13.8 kB brotli against 27 kB).
  BrowserRouter,
  createPath,
  Link,
  // The host's field data names a page by its route pattern.
  matchRoutes,
  // Tests: the host's render helper and shared's game section test.
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateFunction, Navigator, RouteObject, To } from 'react-router';
