import { useBusState } from '@casino/shared/parcel';
import { SHELL_PAGES, STATIC_PAGE_PATHS } from '@casino/shared/site-map';
import { VisuallyHidden } from '@casino/shared/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useRoutes, type RouteObject } from '@casino/shared-modules/react-router';
import { ErrorBoundary } from '../features/errors/error-boundary';
import { NotFoundPage, ServerErrorPage, UnauthorizedPage } from '../features/errors/status-pages';
import { RouterErrorFallback } from '../features/errors/router-error-fallback';
import { GuardGate } from '../features/guards/guard-gate';
import { CookieNotice } from '../features/overlays/components/cookie-notice';
import { IdleModal } from '../features/overlays/components/idle-modal';
import { Toasts } from '../features/overlays/components/toasts';
import { RealityCheck } from '../features/reality-check/components/reality-check';
import { LoginDialogSlot } from '../features/session/components/login-dialog-slot';
import { MaxAttemptsModal } from '../features/session/components/max-attempts-modal';
import { HomePage, WelcomePage } from '../features/home/home-page';
import { Layout } from '../features/layout/components/layout';
import { BusLocationSync } from '../features/locale/bus-location-sync';
import { LocaleGate, LocaleRedirect } from '../features/locale/locale-gate';
import { ClosedAccountPage, RestrictedPage } from '../features/public-pages/notice-pages';
import { RemoteArea } from '../features/remote-loading/components/remote-area';
import { REMOTE_ROUTES, type RemoteRouteEntry } from './remote-routes';
import { SupportVisibility } from '../features/support/support-visibility';
import { BonusCodeOfferSlot } from './bonus-code-offer-slot';

function RemoteRoute({ path, remote, expose, label, optional }: RemoteRouteEntry) {
  const { t } = useTranslation();
  const { segment } = useBusState('locale');
  return (
    <RemoteArea
      key={`${remote}${expose}`}
      remote={remote}
      expose={expose}
      basePath={`/${segment}${path}`}
      label={t(label)}
      optional={optional}
    />
  );
}

// Route-level code splitting (issue 19): the static pages and the terms page bring the content HTML
// sanitiser (DOMPurify) that no other first page needs, so they are their own chunks, loaded when a
// route that shows them renders. Navigations are not transitions (app.tsx), so the first visit to a static
// page shows the layout with `PageLoading` in its content for the few ms its chunk takes.
const StaticContentPage = lazy(async () => ({ default: (await import('../features/static-pages/components/static-content-page')).StaticContentPage }));
const AcceptTermsPage = lazy(async () => ({ default: (await import('../features/terms/accept-terms-page')).AcceptTermsPage }));

/** A route showing the static content page of `url` (spec 000 §2). */
function staticPageRoute(path: string, url: string): RouteObject {
  return { path, element: <StaticContentPage url={url} /> };
}

/** A path no route names: a static page generated from the footer lists, or not found (spec 000 §2). */
function ContentOrNotFound() {
  const { pathname } = useLocation();
  const { segment } = useBusState('locale');
  const url = pathname.slice(segment.length + 1) || '/';
  return <StaticContentPage url={url} />;
}

/** What the page shows while the chunk of the first route a cold load matched is loading (a few ms). */
function FirstRouteLoading() {
  return <div aria-busy="true" />;
}

/**
 * The router's fallback (spec 000 §8): a route that throws while rendering shows "Unexpected Application
 * Error!" in place of the page; going to another path renders the routes again.
 */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouterErrorFallback error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The host's routes (`createRoutes()`) rendered for the router's location, inside the router's error
 * fallback and the first load's wait for a route's chunk. Render it inside a router (`BrowserRouter`).
 */
export function HostRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<FirstRouteLoading />}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}

function Shell() {
  return (
    <>
      <BusLocationSync />
      <Outlet />
    </>
  );
}

/** The content area's wait for a page's chunk (a static page's, the first time one is shown): header and footer stay. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden as="p" role="status">
        {t('common.loading')}
      </VisuallyHidden>
    </div>
  );
}

function PageLayout() {
  return (
    <Layout>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Layout>
  );
}

function LocaleShell() {
  return (
    <LocaleGate>
      <GuardGate>
        <Outlet />
      </GuardGate>
      <LoginDialogSlot />
      <MaxAttemptsModal />
      <IdleModal />
      <RealityCheck />
      <CookieNotice />
      <Toasts />
      <SupportVisibility />
      <BonusCodeOfferSlot />
    </LocaleGate>
  );
}

/**
 * The route table of spec 000 §2 under the `/{lang}-{MARKET}` segment, its paths read from the
 * site map (`@casino/shared/site-map`). Guards (spec 000 §2 "Route
 * guards") are applied by the session work; every player-only page already has its route here.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <LocaleRedirect /> },
        {
          path: ':segment',
          element: <LocaleShell />,
          children: [
            // spec 000 §2: the terms-versioning page is full screen, without header and footer.
            { path: SHELL_PAGES.acceptTerms.slice(1), element: <AcceptTermsPage /> },
            {
              element: <PageLayout />,
              children: [
                { index: true, element: <HomePage /> },
                { path: SHELL_PAGES.welcome.slice(1), element: <WelcomePage /> },
                ...REMOTE_ROUTES.map((route) => ({
                  path: `${route.path.slice(1)}/*`,
                  element: <RemoteRoute {...route} />,
                })),
                ...STATIC_PAGE_PATHS.map((path) => staticPageRoute(path.slice(1), path)),
                staticPageRoute(SHELL_PAGES.contactLiveChat.slice(1), SHELL_PAGES.contactLiveChat),
                { path: SHELL_PAGES.closedAccount.slice(1), element: <ClosedAccountPage /> },
                { path: SHELL_PAGES.restricted.slice(1), element: <RestrictedPage /> },
                { path: SHELL_PAGES.unauthorized.slice(1), element: <UnauthorizedPage /> },
                { path: SHELL_PAGES.serverError.slice(1), element: <ServerErrorPage /> },
                { path: SHELL_PAGES.notFound.slice(1), element: <NotFoundPage /> },
                { path: '*', element: <ContentOrNotFound /> },
              ],
            },
          ],
        },
        { path: '*', element: <LocaleRedirect /> },
      ],
    },
  ];
}
