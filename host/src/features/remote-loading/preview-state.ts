import type { RemoteName } from '@casino/shared/contract';

/*
 * What a page load does with a preview link (issue 20 point 3): the types the preview's start (preview.ts) and
 * its check (preview-check.ts, loaded only when a token is there) share, apart from both so neither imports the
 * other's module for them.
 */

/** Why a preview link was not applied. */
export type PreviewRefusal =
  /** The site was built without a preview key: no link can be trusted. */
  | 'not-enabled'
  /** Not a token this site's key signed for previews: unsigned, signed with another key or algorithm, or changed. */
  | 'not-signed'
  /** Signed, but past its expiry. */
  | 'expired'
  /** Signed, for a version the release manifest does not list. */
  | 'not-published';

/** What this page load does with a preview link. */
export type PreviewState =
  | { kind: 'none' }
  /** `expiresAt`: ms since the epoch. */
  | { kind: 'applied'; remote: RemoteName; version: string; expiresAt: number }
  | { kind: 'refused'; reason: PreviewRefusal; remote?: RemoteName; version?: string };
