import { createPlatformBus, readOnlyView } from '@casino/shared/bus';
import { CONTRACT_VERSION, type MountProps } from '@casino/shared/contract';
import { parseLocalePath, translationLanguageOf } from '@casino/shared/market';
import { createContentClient, createHttpClient } from '@casino/shared/platform';
import { deviceClassOf, layoutDeviceTypeOf } from '@casino/shared/ui';
import { startFieldData } from '../features/field-data';
import { createI18n } from '../features/i18n/create-i18n';
import { watchPlatformFacts } from '../features/platform/platform-facts';
import { getReleaseManifest } from '../features/remote-loading/api/get-release-manifest';
import { takeManifestResponse } from '../features/remote-loading/early-manifest';
import { releaseForVisitor, visitorIdOf } from '../features/remote-loading/visitor-release';
import { previewOfPageLoad } from '../features/remote-loading/preview';
import { startReleaseHealth } from '../features/remote-loading/release-health-reporter';
import { loadedRemoteVersions } from '../features/remote-loading';
import { preloadArea } from '../features/remote-loading/remote-loader';
import type { Release } from '../features/remote-loading/release-context';
import { answerPayAndPlayLogins } from '../features/session/pay-and-play-login';
import { answerRegistrationLogins } from '../features/session/registration-login';
import { SessionService } from '../features/session/session-service';
import { endSportsProviderSession } from '../features/session/sports-provider-session';
import { loadCrmInbox, removeCrmInbox } from '../features/support/crm-inbox';
import { SupportWidget } from '../features/support/support-widget';
import { startWalletFeed } from '../features/wallet/wallet-feed';
import { afterPageLoad } from '../lib/after-page-load';
import { config } from '../lib/config';
import { exposeDiagnostics } from '../lib/diagnostics';
import type { HostServices } from '../lib/host-services';
import { remoteRouteOf } from './remote-routes';
import { routePatternOf } from './route-pattern';
import { createRoutes } from './routes';
import { ShellStore } from '../lib/shell-store';

/** Everything the host creates once per visit and hands to the parcels (ARCHITECTURE §3, §4). */
export interface HostPlatform {
  props: MountProps;
  release: Release;
  services: HostServices;
}

/**
 * Creates the bus, the http client, the content client, the i18n instance, the session and the
 * wallet feed, and starts reading the release manifest. The manifest is read once, here, and kept
 * for the visit so a pin changed while the page is open never mixes versions on it (ARCHITECTURE §6).
 * The remote area of the first page starts loading as soon as the manifest is in.
 */
export function createHostPlatform(): HostPlatform {
  const start = parseLocalePath(window.location.pathname);
  const bus = createPlatformBus(start.kind === 'ok' ? { locale: start.locale } : {});
  // Counts only (issue 21 point 4): what the e2e's sign-in loop reads to prove nothing is left subscribed.
  exposeDiagnostics(bus);
  bus.set('station', { deviceClass: deviceClassOf(navigator.userAgent), layoutDeviceType: layoutDeviceTypeOf(window.innerWidth) });
  window.addEventListener('resize', () => {
    const layoutDeviceType = layoutDeviceTypeOf(window.innerWidth);
    if (bus.get('station').layoutDeviceType !== layoutDeviceType) bus.set('station', { ...bus.get('station'), layoutDeviceType });
  });

  // The texts first: every label waits for them (WhenTextsLoaded), and the browser sends requests in order.
  const i18n = createI18n(config.platformUrl, translationLanguageOf(bus.get('locale').languageCode));
  const shell = new ShellStore();
  let session: SessionService | null = null;
  const http = createHttpClient({
    baseURL: config.platformUrl,
    getToken: () => session?.accessToken() ?? null,
    // spec 000 §4: a 401 or 403 on most calls logs the player out.
    onUnauthorized: () => void session?.logout('unauthorized'),
  });
  const support = new SupportWidget({ scriptUrl: `${config.platformUrl}/support/widget.js`, supportKey: config.supportKey });
  const loadSupport = () => support.load((count) => shell.update({ supportUnread: count }));
  session = new SessionService({
    bus,
    http,
    // spec 000 §4: sign-out logs out of the support and CRM widgets and removes their scripts; spec 000 §7,
    // spec 001 §7: it unregisters the sports provider's session and removes its cookie.
    onSignedOut: () => {
      void endSportsProviderSession(http);
      support.logout();
      removeCrmInbox();
      loadSupport();
    },
    onPlayerLoadFailed: (error) => {
      // A 401 already signed the player out; anything else leaves a page to retry from.
      if (bus.get('session').authorized) shell.update({ playerLoadFailed: true });
      console.error('Player profile could not be loaded', error);
    },
  });
  afterPageLoad(loadSupport);
  bus.on('OPEN_SUPPORT_CHAT').subscribe(() => support.open(bus.get('locale').language));
  bus.select('session').subscribe((state) => {
    if (state.authorized && state.claims?.player_id) support.setPlayer(state.claims.player_id);
  });
  shell.update({ showUpdatedTnC: session.showUpdatedTnC() });

  bus.on('OPEN_LOGIN').subscribe((command) => shell.update({ login: { open: true, redirectTo: command.redirectTo ?? null } }));
  bus.on('LOGOUT').subscribe(() => void session?.logout('user'));
  bus.on('SHOW_TOAST').subscribe((toast) =>
    shell.update((state) => ({ toasts: [...state.toasts, { id: Date.now() + Math.random(), message: toast.message, variant: toast.variant }] })),
  );

  watchPlatformFacts(http, bus, shell);
  // The content service answers content for named players to them only (issue 21 point 8): it gets the
  // player's token when it is the platform's own origin, and never another origin's.
  const contentIsPlatform = new URL(config.content.apiHost).origin === new URL(config.platformUrl).origin;
  const content = createContentClient({ ...config.content, ...(contentIsPlatform ? { accessToken: () => session?.accessToken() ?? null } : {}) });
  answerPayAndPlayLogins(bus, session, (key, values) => i18n.t(key, values));
  answerRegistrationLogins(bus, session, (key, values) => i18n.t(key, values));
  startWalletFeed({
    bus,
    http,
    socketUrl: `${config.platformUrl.replace(/^http/, 'ws')}/wallet-bonus/ws`,
    onSessionToken: (token) =>
      afterPageLoad(() =>
        loadCrmInbox(`${config.platformUrl}/crm/inbox.js`, token, {
          title: i18n.t('inbox.title'),
          empty: i18n.t('inbox.empty'),
          pendingBonuses: i18n.t('inbox.pendingBonuses'),
          minutes: i18n.t('inbox.minutes'),
          hours: i18n.t('inbox.hours'),
          days: i18n.t('inbox.days'),
        }),
      ),
  });
  void session.start();
  // A preview link, canaries and pins are decided here, once per page load, for this browser
  // (preview.ts, visitor-release.ts): a preview over a canary over the pin.
  const read = getReleaseManifest(config.manifestUrl, fetch, takeManifestResponse());
  const preview = previewOfPageLoad(read);
  const manifest = Promise.all([read, preview]).then(([release, previewed]) =>
    releaseForVisitor(release, visitorIdOf(), previewed.kind === 'applied' ? previewed : undefined),
  );
  // A failed manifest shows each area's fallback; keep the rejection from being reported as unhandled.
  manifest.catch((error: unknown) => console.error('Release manifest could not be read', error));
  // The area the page opens on loads while the session and the guards resolve.
  const area = start.kind === 'ok' ? remoteRouteOf(start.rest) : undefined;
  if (start.kind === 'ok' && area) preloadArea(manifest, start.locale.market, area.remote, area.expose);
  // Issue 20 point 4: each page's remote loads, mounts and caught errors, for `release watch`.
  startReleaseHealth({ endpoint: config.releaseHealthUrl });
  // Issue 19 point 4: the visit's Core Web Vitals, tagged with the page it landed on and the versions it ran.
  startFieldData({
    endpoint: config.fieldDataUrl,
    hostVersion: config.version,
    pageTags: () => ({ market: bus.get('locale').market, segment: bus.get('locale').segment, page: routePatternOf(createRoutes(), window.location.pathname) }),
    remoteVersions: loadedRemoteVersions,
  });
  return {
    props: { bus: readOnlyView(bus), http, content, i18n, basePath: `/${bus.get('locale').segment}`, contractVersion: CONTRACT_VERSION },
    release: { manifest, preview },
    services: { bus, session, shell, support },
  };
}
