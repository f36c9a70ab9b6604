import { parseReleaseManifest, type ReleaseManifest } from '@casino/shared/contract';
import { PlatformProvider, createQueryClient } from '@casino/shared/parcel';
import { theme } from '@casino/shared/ui';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from '@casino/shared/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction, type RouteObject } from '@casino/shared-modules/react-router';
import { ThemeProvider } from 'styled-components';
import { HostRoutes } from '../app/routes';
import { ReleaseProvider } from '../features/remote-loading/release-context';
import type { PreviewState } from '../features/remote-loading/preview-state';
import { SessionService } from '../features/session/session-service';
import { HostServicesProvider, type HostServices } from '../lib/host-services';
import { ShellStore } from '../lib/shell-store';
import { SupportWidget } from '../features/support/support-widget';

/** A release manifest pinning every remote of the test to 1.0.0 on the sandbox CDN. */
export function testManifest(overrides: Partial<ReleaseManifest> = {}): ReleaseManifest {
  const version = (remote: string) => ({
    '1.0.0': {
      entry: `http://localhost:4000/cdn/${remote}/1.0.0/remoteEntry.js`,
      contractVersion: '1.0.0',
      exposes: [],
    },
  });
  return parseReleaseManifest({
    schemaVersion: 1,
    allowedOrigins: ['http://localhost:4000'],
    remotes: { 'mfe-casino': version('mfe-casino'), 'mfe-promotions': version('mfe-promotions') },
    pins: { default: { 'mfe-casino': '1.0.0', 'mfe-promotions': '1.0.0' } },
    ...overrides,
  });
}

/** What a test sees of the memory router: where it is, and a way to go somewhere else. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Keeps `router` up to date with the memory router's location and navigate function. */
function RouterProbe({ router }: { router: { location?: Location; navigate?: NavigateFunction } }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/**
 * Renders host routes in a memory router with the host's providers: a test platform (bus, http,
 * content, i18n with the English host texts), a query client and a release.
 */
export function renderHost(
  routes: RouteObject[],
  options: TestPlatformOptions & {
    path: string;
    manifest?: Promise<ReleaseManifest>;
    /** The page load's preview link (issue 20 point 3); none by default. */
    preview?: Promise<PreviewState>;
    platform?: TestPlatform;
    services?: Partial<HostServices>;
  },
) {
  const platform = options.platform ?? createTestPlatform(options);
  // An anonymous visitor whose session is known, unless the test says otherwise.
  if (platform.bus.get('session').status === 'Pending')
    platform.bus.set('session', { status: 'Resolved', authorized: false, claims: null });
  const services: HostServices = {
    bus: platform.bus,
    session: options.services?.session ?? new SessionService({ bus: platform.bus, http: platform.http }),
    shell: options.services?.shell ?? new ShellStore(),
    support: options.services?.support ?? new SupportWidget({ scriptUrl: 'http://localhost:4000/support/widget.js', supportKey: 'test' }),
  };
  platform.i18n.addResourceBundle(
    'en',
    'translation',
    require('../../../sandbox/seed-data/locales/en/default.json'),
    true,
    true,
  );
  // What BusLocationSync does in the app: parcels route from the bus's location.
  platform.bus.set('location', { pathname: options.path, search: '', hash: '' });
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error('renderHost: the router has not rendered');
        return probe.location;
      },
    },
    navigate: ((to: never, navigateOptions?: never) => {
      if (!probe.navigate) throw new Error('renderHost: the router has not rendered');
      return probe.navigate(to, navigateOptions);
    }) as NavigateFunction,
  };
  const manifest = options.manifest ?? Promise.resolve(testManifest());
  const result = render(
    <ThemeProvider theme={theme}>
      <PlatformProvider value={platform}>
        <HostServicesProvider services={services}>
          <ReleaseProvider release={{ manifest, preview: options.preview ?? Promise.resolve({ kind: 'none' }) }}>
            <I18nextProvider i18n={platform.i18n}>
              <QueryClientProvider client={createQueryClient()}>
                {/* Navigations render at once, as the app's BrowserRouter does (app.tsx). */}
                <MemoryRouter initialEntries={[options.path]} useTransitions={false}>
                  <RouterProbe router={probe} />
                  <HostRoutes routes={routes} />
                </MemoryRouter>
              </QueryClientProvider>
            </I18nextProvider>
          </ReleaseProvider>
        </HostServicesProvider>
      </PlatformProvider>
    </ThemeProvider>,
  );
  return { ...result, router, platform, services };
}
