import { PREVIEW_PARAMETER, type ReleaseManifest } from '@casino/shared/contract';
import type { PreviewState } from './preview-state';

/**
 * Preview links (issue 20 point 3): `release preview mfe-casino@1.2.0 --ttl 2h` prints a link with a
 * signed token (`?preview=<token>`, shared/src/contract/preview-token.ts). Opened in a browser, that
 * browser loads the previewed version instead of its market's pin until the token expires, and the
 * page shows a badge with a way out (components/preview-badge.tsx). Like import-map-overrides, but a
 * player can neither make a token nor change one: it must verify against the public key the host was
 * built with (`PREVIEW_PUBLIC_KEY`). The check (preview-check.ts, with jose and the claims' schema) and
 * the badge are loaded only when a token is there: a player's page carries none of it.
 *
 * The token is kept in session storage, so the preview lasts while the tab does (reloads and
 * navigation included) and ends with it; it is taken out of the address bar so the link is not
 * bookmarked or shared again by accident.
 */

/** Where this tab keeps the preview token. */
export const PREVIEW_STORAGE_KEY = 'casino.release.preview';

type PreviewWindow = Pick<Window, 'location' | 'history' | 'sessionStorage'>;

function storageOf(win: PreviewWindow): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The preview token of this page load: the link's (`?preview=`), which replaces any earlier one and
 * is then taken out of the address bar, else the one this tab kept; null when there is none.
 */
export function takePreviewToken(win: PreviewWindow = window): string | null {
  const url = new URL(win.location.href);
  const fromLink = url.searchParams.get(PREVIEW_PARAMETER);
  const storage = storageOf(win);
  try {
    if (fromLink === null) return storage?.getItem(PREVIEW_STORAGE_KEY) ?? null;
    storage?.setItem(PREVIEW_STORAGE_KEY, fromLink);
  } catch {
    // Storage refused (a private window): the preview lasts for this page only.
  }
  url.searchParams.delete(PREVIEW_PARAMETER);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return fromLink;
}

/** Ends this tab's preview: the next page load loads the market's pins again. */
export function endPreview(win: PreviewWindow = window): void {
  try {
    storageOf(win)?.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The preview of this page load, once the manifest is read: `none` without a token (or without a
 * manifest: every area shows its fallback then). A refused token is forgotten, so its notice shows once.
 *
 * @param manifest the page load's release manifest, as read.
 * @param win the window whose address and session storage hold the token.
 * @param publicKey the key to check the token with (a JWK as JSON); the host's `PREVIEW_PUBLIC_KEY` by default.
 * @returns never rejects.
 */
export async function previewOfPageLoad(manifest: Promise<ReleaseManifest>, win: PreviewWindow = window, publicKey?: string): Promise<PreviewState> {
  const token = takePreviewToken(win);
  if (token === null) return { kind: 'none' };
  let release: ReleaseManifest;
  try {
    release = await manifest;
  } catch {
    return { kind: 'none' };
  }
  const { verifyPreview } = await import(/* webpackChunkName: "preview" */ './preview-check');
  const state = await verifyPreview(token, release, publicKey);
  if (state.kind === 'refused') endPreview(win);
  return state;
}
