/**
 * The host's run-time configuration, fixed at build time (see webpack.config.ts for the variables
 * and their sandbox defaults).
 */
export const config = {
  platformUrl: process.env.PLATFORM_URL ?? 'http://localhost:4000',
  manifestUrl: process.env.MANIFEST_URL ?? 'http://localhost:4000/cdn/manifest.json',
  /**
   * The origins remote code may come from, built in (issue 21 point 8: `siteOriginsOf`'s `remotes`, the list the
   * site's Content-Security-Policy allows scripts from): an entry elsewhere is refused even when the release
   * manifest allows it, so a changed manifest cannot bring code from a new origin.
   */
  allowedRemoteOrigins: (process.env.ALLOWED_REMOTE_ORIGINS ?? 'http://localhost:4000').split(',').filter(Boolean),
  content: {
    apiHost: process.env.CONTENT_API_HOST ?? 'http://localhost:4000',
    projectId: process.env.CONTENT_PROJECT_ID ?? 'casino',
    dataset: process.env.CONTENT_DATASET ?? 'production',
    apiVersion: process.env.CONTENT_API_VERSION ?? '2025-01-01',
  },
  brandName: process.env.BRAND_NAME ?? 'Nova Casino',
  /** The support widget's key (spec 000 §1). */
  supportKey: process.env.SUPPORT_KEY ?? 'sandbox-support-key',
  /**
   * Where the host sends the Core Web Vitals of players' visits (issue 19 point 4, `features/field-data`);
   * empty: none are measured or sent.
   */
  fieldDataUrl: process.env.FIELD_DATA_URL ?? 'http://localhost:4000/field-data/vitals',
  /**
   * Where the host reports what each page's remotes did (issue 20 point 4, `release watch`;
   * features/remote-loading/release-health-reporter.ts); empty: nothing is reported.
   */
  releaseHealthUrl: process.env.RELEASE_HEALTH_URL ?? 'http://localhost:4000/release-health/reports',
  /**
   * The public key the release manifest is signed with (issue 21 point 8), an EC P-256 JWK as JSON;
   * features/remote-loading/api/get-release-manifest.ts refuses a manifest it did not sign.
   */
  manifestPublicKey: process.env.MANIFEST_PUBLIC_KEY ?? '',
  // PREVIEW_PUBLIC_KEY, the key preview links are signed with (issue 20 point 3), is read where it is used,
  // features/remote-loading/preview-check.ts: a chunk only a page with a preview link fetches.
  version: process.env.APP_VERSION ?? '0.0.0',
} as const;
