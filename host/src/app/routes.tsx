import { useBusState } from '@casino/shared/parcel';
import { SHELL_PAGES, STATIC_PAGE_PATHS } from '@casino/shared/site-map';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, type RouteObject } from '@casino/shared-modules/react-router';
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
// route that shows them matches (the router waits for the chunk before it renders the page).
const loadStaticContentPage = () => import('../features/static-pages/components/static-content-page');

/** A route showing the static content page of `url` (spec 000 §2), loaded with its chunk. */
function staticPageRoute(path: string, url: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { StaticContentPage } = await loadStaticContentPage();
      return { element: <StaticContentPage url={url} /> };
    },
  };
}

/** A path no route names: a static page generated from the footer lists, or not found (spec 000 §2). */
function ContentOrNotFound({ StaticContentPage }: { StaticContentPage: ComponentType<{ url: string }> }) {
  const { pathname } = useLocation();
  const { segment } = useBusState('locale');
  const url = pathname.slice(segment.length + 1) || '/';
  return <StaticContentPage url={url} />;
}

/** What the page shows while the chunk of the first route a cold load matched is loading (a few ms). */
function FirstRouteLoading() {
  return <div aria-busy="true" />;
}

function Shell() {
  return (
    <>
      <BusLocationSync />
      <Outlet />
    </>
  );
}

function PageLayout() {
  return (
    <Layout>
      <Outlet />
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
      HydrateFallback: FirstRouteLoading,
      errorElement: <RouterErrorFallback />,
      children: [
        { index: true, element: <LocaleRedirect /> },
        {
          path: ':segment',
          element: <LocaleShell />,
          children: [
            // spec 000 §2: the terms-versioning page is full screen, without header and footer.
            {
              path: SHELL_PAGES.acceptTerms.slice(1),
              lazy: async () => ({ Component: (await import('../features/terms/accept-terms-page')).AcceptTermsPage }),
            },
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
                {
                  path: '*',
                  lazy: async () => {
                    const { StaticContentPage } = await loadStaticContentPage();
                    return { element: <ContentOrNotFound StaticContentPage={StaticContentPage} /> };
                  },
                },
              ],
            },
          ],
        },
        { path: '*', element: <LocaleRedirect /> },
      ],
    },
  ];
}
