/**
 * What each kind of provider frame may do (issue 21 point 2): the narrowest `sandbox` flags and `allow`
 * features the providers need, and the referrer they get. The site's `Permissions-Policy`
 * (`permissionsPolicyOf`) grants each feature to the origins of the frames that ask for it, so the
 * header and the frames are one list.
 */

/** The providers' frames: a game or live table, the sportsbook, a payment page. */
export type ProviderFrameKind = 'game' | 'sportsbook' | 'payment';

/** The attributes of one kind of frame, as React spells them. */
export interface FramePolicy {
  /** The `sandbox` flags: what the framed page may do beyond showing itself. */
  sandbox: string;
  /** The `allow` features (Permissions Policy) the framed page may use. */
  allow: string;
  /** The referrer the framed page gets: the site's origin only, never a page's address and its query. */
  referrerPolicy: 'strict-origin';
}

/**
 * - **game** (casino games and live tables): scripts and its own origin (its storage, and messages that
 *   name it), windows that leave the sandbox (game rules, help); autoplay, full screen and encrypted
 *   media (live video). No forms, no top navigation: a game says "go to the lobby" by message.
 * - **sportsbook**: scripts, its own origin, windows (statistics); full screen.
 * - **payment** (hosted payment and pay-and-play pages): scripts, its own origin, forms (card and bank
 *   details, 3-D Secure), windows (a bank's); the Payment Request API. Never top navigation: it
 *   reports the result by message and the cashier moves on.
 */
export const FRAME_POLICIES: Readonly<Record<ProviderFrameKind, FramePolicy>> = {
  game: {
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    allow: 'autoplay; fullscreen; encrypted-media',
    referrerPolicy: 'strict-origin',
  },
  sportsbook: {
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    allow: 'fullscreen',
    referrerPolicy: 'strict-origin',
  },
  payment: {
    sandbox: 'allow-scripts allow-same-origin allow-forms allow-popups',
    allow: 'payment',
    referrerPolicy: 'strict-origin',
  },
};

/**
 * Whether a window message comes from a provider's frame (issue 21 point 2): its origin is exactly
 * `frameOrigin` (no prefix or pattern) and its source is that frame's own window, so neither another
 * origin nor another window of the same provider (a second frame, a window it opened) is listened to.
 * No frame window yet: false.
 */
export function isMessageFromFrame(event: Pick<MessageEvent, 'origin' | 'source'>, frameOrigin: string, frameWindow: Window | null | undefined): boolean {
  return Boolean(frameWindow) && event.origin === frameOrigin && event.source === frameWindow;
}
