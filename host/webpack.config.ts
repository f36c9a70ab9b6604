import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createAppConfig } from '@casino/build/webpack';
import { SITE_ORIGINS_FILE, siteOriginsOf } from '@casino/shared/contract';
import { federation } from './federation.config';
import { REMOTE_ROUTES } from './src/app/remote-routes';

/**
 * Where the host finds the platform, the release manifest and the content service. Pointing the
 * site at a real platform is configuration: set these when building (ARCHITECTURE §7).
 */
const env = {
  PLATFORM_URL: process.env.PLATFORM_URL ?? 'http://localhost:4000',
  MANIFEST_URL: process.env.MANIFEST_URL ?? 'http://localhost:4000/cdn/manifest.json',
  CONTENT_API_HOST: process.env.CONTENT_API_HOST ?? 'http://localhost:4000',
  CONTENT_PROJECT_ID: process.env.CONTENT_PROJECT_ID ?? 'casino',
  CONTENT_DATASET: process.env.CONTENT_DATASET ?? 'production',
  CONTENT_API_VERSION: process.env.CONTENT_API_VERSION ?? '2025-01-01',
  BRAND_NAME: process.env.BRAND_NAME ?? 'Nova Casino',
  SUPPORT_KEY: process.env.SUPPORT_KEY ?? 'sandbox-support-key',
  // The collector of the Core Web Vitals of players' visits; set it empty to send none.
  FIELD_DATA_URL: process.env.FIELD_DATA_URL ?? `${process.env.PLATFORM_URL ?? 'http://localhost:4000'}/field-data/vitals`,
  // The collector of what each page's remotes did (issue 20 point 4, release watch); set it empty to send none.
  RELEASE_HEALTH_URL: process.env.RELEASE_HEALTH_URL ?? `${process.env.PLATFORM_URL ?? 'http://localhost:4000'}/release-health/reports`,
  // The public key preview links are signed with (issue 20 point 3), a JWK as JSON; empty refuses every preview.
  PREVIEW_PUBLIC_KEY: process.env.PREVIEW_PUBLIC_KEY ?? sandboxPublicKey('preview-key.json'),
  // The public key the release manifest is signed with (issue 21 point 8), a JWK as JSON. A production
  // host refuses a manifest without a valid signature; it cannot be built without one.
  MANIFEST_PUBLIC_KEY: process.env.MANIFEST_PUBLIC_KEY ?? sandboxPublicKey('manifest-key.json'),
};

/**
 * The site's origins (issue 21 points 1 and 8; `siteOriginsOf` lists the settings): the host refuses remote
 * code from any origin but these remotes' (built in, whatever the release manifest says), and the build writes
 * them to `site-origins.json` beside `index.html`, from which the site's server makes its Content-Security-Policy.
 */
const siteOrigins = siteOriginsOf({ ...process.env, ...env });

/** What the build replaces `process.env.<KEY>` with: the settings above, and the remotes' origins. */
const defined = {
  ...env,
  ALLOWED_REMOTE_ORIGINS: siteOrigins.remotes.join(','),
};

/**
 * The public half of one of the sandbox's signing keys (`.release-keys/<name>`, made by the build's first
 * run: scripts/lib/build.mjs), or '' when there is none. The private half never reaches the bundle.
 */
function sandboxPublicKey(name: string): string {
  const file = path.join(import.meta.dirname, '..', '.release-keys', name);
  if (!existsSync(file)) return '';
  const { kty, crv, x, y, kid } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return JSON.stringify({ kty, crv, x, y, kid });
}

/** The modules the release CLI requires a pinned remote to expose (optional routes excluded). */
const mounts = REMOTE_ROUTES.filter((route) => !route.optional).map(({ remote, expose }) => ({ remote, expose }));

export default (mode: 'production' | 'development') => {
  if (mode === 'production' && !env.MANIFEST_PUBLIC_KEY) {
    throw new Error('MANIFEST_PUBLIC_KEY is empty: a production host refuses every unsigned release manifest. Make a key with `release manifest-key` (node scripts/build-apps.mjs makes the sandbox\'s).');
  }
  return createAppConfig(
    {
      dir: import.meta.dirname,
      ...federation,
      env: defined,
      mounts,
      allowedRemoteOrigins: siteOrigins.remotes,
      files: { [SITE_ORIGINS_FILE]: `${JSON.stringify(siteOrigins, null, 2)}\n` },
    },
    mode,
  );
};
