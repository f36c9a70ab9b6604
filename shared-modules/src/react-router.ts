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
  createBrowserRouter,
  // Tests: the host's render helper.
  createMemoryRouter,
  createPath,
  isRouteErrorResponse,
  Link,
  // The host's field data names a page by its route pattern.
  matchRoutes,
  // Tests: shared's game section test.
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Router,
  RouterProvider,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { Navigator, RouteObject, To } from 'react-router';
