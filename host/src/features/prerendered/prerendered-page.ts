/*
 * The hand-over from a prerendered first screen to the running app (docs/prerendering.md).
 *
 * A prerendered page (written by `release prerender`) holds a snapshot of the page as an anonymous
 * visitor saw it, chosen for the device by an inline script before the app's code runs: it is
 * shown at once, inert and hidden from assistive technology, while the app renders underneath it,
 * invisible. When the app has settled (its own content in place, nothing busy) the snapshot is
 * removed and the app shown. A page without a snapshot is unaffected.
 *
 * Runs in the entry chunk (index.ts) and in bootstrap: imports nothing Module Federation shares.
 */

/** The snapshot's container, inserted by the prerendered page's inline script. */
export const PRERENDERED_ID = 'prerendered';
/** The class on `<html>` while a snapshot is shown (the app's root is hidden under it). */
export const PRERENDERED_CLASS = 'prerendered';

/** The longest the app's start waits for the snapshot's first screen to paint, in ms. */
export const FIRST_SCREEN_WAIT_MS = 1_000;
/** The longest a snapshot stays once the app has started rendering, in ms: then the app shows as it is. */
export const REVEAL_CAP_MS = 10_000;
/** How long the app must stay settled before it replaces the snapshot, in ms (bridges hand-overs between loaders). */
export const SETTLED_FOR_MS = 120;

/** The snapshot shown on this page, or null when the page has none. */
export function prerenderedSnapshot(doc: Document = document): HTMLElement | null {
  return doc.getElementById(PRERENDERED_ID);
}

const nextFrame = (win: Window) => new Promise<void>((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));

/**
 * Resolves once the snapshot's first screen has painted: its high-priority images (the first
 * screen's thumbnails) have loaded or failed, and a frame has passed. The app's start waits for it
 * because evaluating the app's modules holds the main thread for a long stretch, and the snapshot
 * is only worth having if it paints before that. Resolves at once without a snapshot, and after
 * `capMs` at the latest.
 *
 * @param capMs the longest wait, in ms (default `FIRST_SCREEN_WAIT_MS`)
 */
export function firstScreenPainted(doc: Document = document, capMs = FIRST_SCREEN_WAIT_MS): Promise<void> {
  const snapshot = prerenderedSnapshot(doc);
  const win = doc.defaultView;
  if (!snapshot || !win) return Promise.resolve();
  const images = [...snapshot.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((image) => !image.complete);
  const loaded = Promise.all(
    images.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => nextFrame(win));
  const cap = new Promise<void>((resolve) => win.setTimeout(resolve, capMs));
  return Promise.race([loaded, cap]);
}

/** True when the app in `root` has content and nothing in it is loading (`aria-busy="true"`). */
export function appSettled(root: HTMLElement): boolean {
  return root.childElementCount > 0 && root.querySelector('[aria-busy="true"]') === null;
}

/** Removes the snapshot, its styles and the class that hides the app. Safe to call more than once. */
export function revealApp(doc: Document = document): void {
  prerenderedSnapshot(doc)?.remove();
  for (const element of doc.querySelectorAll('[data-prerendered]')) element.remove();
  doc.documentElement.classList.remove(PRERENDERED_CLASS);
}

/**
 * Replaces the snapshot with the app once the app in `root` has been settled (see `appSettled`)
 * for `SETTLED_FOR_MS`, or after `capMs` whatever its state (an error screen must be seen). Does
 * nothing on a page without a snapshot.
 *
 * @returns a function that stops watching (the snapshot stays)
 */
export function revealWhenSettled(root: HTMLElement, options: { capMs?: number; settledForMs?: number } = {}): () => void {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  if (!prerenderedSnapshot(doc) || !win) return () => undefined;
  const settledForMs = options.settledForMs ?? SETTLED_FOR_MS;
  let settleTimer: number | undefined;
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(settleTimer);
    win.clearTimeout(capTimer);
  };
  const reveal = () => {
    stop();
    revealApp(doc);
  };
  const check = () => {
    if (!appSettled(root)) {
      win.clearTimeout(settleTimer);
      settleTimer = undefined;
    } else if (settleTimer === undefined) {
      // Settled now: reveal if it still is a moment later (a loader may hand over to another).
      settleTimer = win.setTimeout(() => {
        settleTimer = undefined;
        if (appSettled(root)) reveal();
      }, settledForMs);
    }
  };
  const observer = new win.MutationObserver(check);
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  const capTimer = win.setTimeout(reveal, options.capMs ?? REVEAL_CAP_MS);
  check();
  return stop;
}
