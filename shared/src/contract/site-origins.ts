// zod/mini, like the manifest: the host's build and the site's server read this, players' pages do not.
import { z } from '@casino/shared-modules/zod';
import { FRAME_POLICIES, type ProviderFrameKind } from './frame-policy';

/**
 * The origins the site may use, by what it takes from each (issue 21 points 1 and 8). This one list
 * feeds three things, so they cannot drift apart:
 * - the host's built-in allowed remote origins (a remote entry on any other origin is refused, whatever
 *   the release manifest says);
 * - the release CLI's pin check (a version published on an origin the site does not allow is refused
 *   before it is pinned, instead of failing in players' browsers);
 * - the site's Content-Security-Policy (`contentSecurityPolicyOf`), which the site's server sends.
 *
 * Every entry is an origin (`scheme://host[:port]`), without a path.
 */
export const siteOriginsSchema = z.object({
  /** The site itself, e.g. `https://www.nova.example`: the only page that may frame it. */
  site: z.url(),
  /** Where remote code is published (the CDN): `script-src`, and the fetches of manifests and chunks. */
  remotes: z.array(z.url()).check(z.minLength(1)),
  /** The platform's API (and its collectors of field data and release health): `connect-src`, `img-src`. */
  platform: z.array(z.url()),
  /** The content service and its images: `connect-src`, `img-src`. */
  content: z.array(z.url()),
  /** The wallet socket (`ws:` or `wss:`): `connect-src`. */
  walletSocket: z.array(z.url()),
  /** The game and live-casino launchers: `frame-src`. */
  launchers: z.array(z.url()),
  /** The sportsbook providers' frames: `frame-src`. */
  sportsbook: z.array(z.url()),
  /** The payment providers' hosted pages and banks: `frame-src`, `form-action`. */
  payments: z.array(z.url()),
  /** The support chat's script and API: `script-src`, `connect-src`, `img-src`. */
  support: z.array(z.url()),
  /** The CRM inbox's script and API: `script-src`, `connect-src`, `img-src`. */
  crm: z.array(z.url()),
  /** Where the browser reports what the policy blocked (`report-uri`, `report-to`); none sends no reports. */
  reportUrl: z.optional(z.url()),
});

/** The site's origins, by use (see `siteOriginsSchema`). */
export type SiteOrigins = z.infer<typeof siteOriginsSchema>;

/** The file the host's build writes beside `index.html`: the origins it was built with, for the site's server. */
export const SITE_ORIGINS_FILE = 'site-origins.json';

/** The name under which the policy's `report-to` directive and the `Reporting-Endpoints` header meet. */
export const CSP_REPORT_GROUP = 'csp';

/** `http://localhost:4000/a/b` → `http://localhost:4000`; throws a clear error for what is not a URL. */
function originOf(url: string, setting: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`${setting}: "${url}" is not a URL`);
  }
}

/** A comma-separated list of origins, or the fallback when the setting is unset or empty. */
function originsOf(value: string | undefined, setting: string, fallback: string[]): string[] {
  const listed = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return listed.length ? [...new Set(listed.map((entry) => originOf(entry, setting)))] : fallback;
}

/** The same host under the other loopback name (`localhost` ↔ `127.0.0.1`): the sandbox's providers' origin. */
function otherLoopbackOf(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : url.hostname;
  return url.origin;
}

/**
 * The site's origins from its settings (the environment of the host's build, the site's server and the
 * release CLI alike). Unset settings take the local sandbox's origins (`npm start`):
 *
 * | setting | default |
 * | --- | --- |
 * | `SITE_ORIGIN` | `http://localhost:3000` |
 * | `PLATFORM_URL` | `http://localhost:4000` (its origin; `FIELD_DATA_URL` and `RELEASE_HEALTH_URL` are added) |
 * | `CONTENT_API_HOST` | `http://localhost:4000` |
 * | `REMOTE_ORIGINS` | the origin of `MANIFEST_URL` (`http://localhost:4000/cdn/manifest.json`) |
 * | `WALLET_SOCKET_ORIGIN` | the platform's origin with `ws:`/`wss:` |
 * | `LAUNCHER_ORIGINS` | the platform's origin |
 * | `SPORTSBOOK_ORIGINS`, `PAYMENT_ORIGINS` | the platform's origin under the other loopback name (the sandbox's providers) |
 * | `SUPPORT_ORIGINS`, `CRM_ORIGINS` | the platform's origin (the sandbox's stand-in widgets) |
 * | `CSP_REPORT_URL` | `<PLATFORM_URL>/security/csp-reports`; empty sends no reports |
 *
 * The `*_ORIGINS` settings are comma-separated lists.
 *
 * @throws Error naming the setting whose value is not a URL.
 */
export function siteOriginsOf(settings: Readonly<Record<string, string | undefined>>): SiteOrigins {
  const platformUrl = settings.PLATFORM_URL || 'http://localhost:4000';
  const platform = originOf(platformUrl, 'PLATFORM_URL');
  const collectors = [settings.FIELD_DATA_URL, settings.RELEASE_HEALTH_URL].filter((url): url is string => Boolean(url));
  const manifestUrl = settings.MANIFEST_URL || `${platform}/cdn/manifest.json`;
  const reportUrl = settings.CSP_REPORT_URL ?? `${platformUrl.replace(/\/+$/, '')}/security/csp-reports`;
  return siteOriginsSchema.parse({
    site: originOf(settings.SITE_ORIGIN || 'http://localhost:3000', 'SITE_ORIGIN'),
    remotes: originsOf(settings.REMOTE_ORIGINS, 'REMOTE_ORIGINS', [originOf(manifestUrl, 'MANIFEST_URL')]),
    platform: [...new Set([platform, ...collectors.map((url) => originOf(url, 'FIELD_DATA_URL / RELEASE_HEALTH_URL'))])],
    content: originsOf(settings.CONTENT_API_HOST, 'CONTENT_API_HOST', [platform]),
    walletSocket: originsOf(settings.WALLET_SOCKET_ORIGIN, 'WALLET_SOCKET_ORIGIN', [platform.replace(/^http/, 'ws')]),
    launchers: originsOf(settings.LAUNCHER_ORIGINS, 'LAUNCHER_ORIGINS', [platform]),
    sportsbook: originsOf(settings.SPORTSBOOK_ORIGINS, 'SPORTSBOOK_ORIGINS', [otherLoopbackOf(platform)]),
    payments: originsOf(settings.PAYMENT_ORIGINS, 'PAYMENT_ORIGINS', [otherLoopbackOf(platform)]),
    support: originsOf(settings.SUPPORT_ORIGINS, 'SUPPORT_ORIGINS', [platform]),
    crm: originsOf(settings.CRM_ORIGINS, 'CRM_ORIGINS', [platform]),
    ...(reportUrl ? { reportUrl: new URL(reportUrl).href } : {}),
  });
}

/** A CSP directive's sources, without repeats, in order. */
function sources(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())];
}

/**
 * The site's Content-Security-Policy as directives (OWASP ASVS 5.0 V3; issue 21 point 1), for
 * `@fastify/helmet` or any server that writes `name source source; …`:
 * - scripts from the site, the remotes' origins, the support chat and the CRM inbox only, plus the
 *   hashes of inline scripts the site's own files carry (`scriptHashes`: `'sha256-…'`, e.g. the
 *   prerendered page's chooser); no `'unsafe-inline'`, no `'unsafe-eval'`;
 * - styles from the site and inline: styled-components writes its rules into `<style>` elements at run
 *   time, and a style cannot run code;
 * - `object-src 'none'`, `base-uri 'none'`, `frame-ancestors 'self'` (only the site frames itself);
 * - fetches, sockets, frames, images and form targets from the origins listed for them;
 * - reports to `reportUrl` as `report-uri`, and, when the site is served over https, also as the
 *   `report-to` group `CSP_REPORT_GROUP` (the server then sends `Reporting-Endpoints`);
 * - `upgrade-insecure-requests` when the site is served over https.
 */
export function contentSecurityPolicyOf(origins: SiteOrigins, options: { scriptHashes?: readonly string[] } = {}): Record<string, string[]> {
  const self = "'self'";
  const directives: Record<string, string[]> = {
    'default-src': [self],
    // 'report-sample': a report of a blocked inline script carries its first 40 characters (what was tried).
    'script-src': sources([self], origins.remotes, origins.support, origins.crm, options.scriptHashes ?? [], ["'report-sample'"]),
    'style-src': [self, "'unsafe-inline'"],
    'img-src': sources([self, 'data:', 'blob:'], origins.platform, origins.content, origins.support, origins.crm),
    'font-src': [self, 'data:'],
    'connect-src': sources([self], origins.platform, origins.content, origins.remotes, origins.walletSocket, origins.support, origins.crm),
    'frame-src': sources(origins.launchers, origins.sportsbook, origins.payments),
    'media-src': sources([self], origins.content),
    'worker-src': [self],
    'manifest-src': [self],
    'form-action': sources([self], origins.payments),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': [self],
  };
  if (directives['frame-src']?.length === 0) directives['frame-src'] = ["'none'"];
  const secure = origins.site.startsWith('https:');
  if (origins.reportUrl) {
    directives['report-uri'] = [origins.reportUrl];
    // Chromium takes its Reporting API endpoints from https answers only, and with `report-to` it ignores
    // `report-uri`: over http (the local site) `report-to` would silence every report.
    if (secure) directives['report-to'] = [CSP_REPORT_GROUP];
  }
  if (secure) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** Features no page of the site, and no frame in it, may use. */
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'usb', 'serial', 'bluetooth', 'hid', 'accelerometer', 'gyroscope', 'magnetometer', 'display-capture', 'picture-in-picture'];

/**
 * The site's `Permissions-Policy` header (issue 21 points 1 and 2): camera, microphone, location, USB and
 * the like for nobody; each feature a provider frame asks for (`FRAME_POLICIES`' `allow`) for the origins
 * of that kind of frame only, and full screen for the site too (a game goes full screen with its header).
 */
export function permissionsPolicyOf(origins: SiteOrigins): string {
  const originsOf: Record<ProviderFrameKind, string[]> = { game: origins.launchers, sportsbook: origins.sportsbook, payment: origins.payments };
  const granted = new Map<string, Set<string>>([['fullscreen', new Set(['self'])]]);
  for (const [kind, policy] of Object.entries(FRAME_POLICIES) as Array<[ProviderFrameKind, (typeof FRAME_POLICIES)[ProviderFrameKind]]>) {
    for (const feature of policy.allow.split(';').map((name) => name.trim())) {
      const allowlist = granted.get(feature) ?? new Set<string>();
      for (const origin of originsOf[kind]) allowlist.add(`"${origin}"`);
      granted.set(feature, allowlist);
    }
  }
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), ...[...granted].map(([feature, allowlist]) => `${feature}=(${[...allowlist].join(' ')})`)].join(', ');
}
