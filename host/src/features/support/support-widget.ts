import type { HostSupport } from '../../lib/host-services';

/**
 * The third-party support chat widget (spec 000 §1, §2 guard 10, §7), through the messenger API
 * its script installs as `window.zE`. The sandbox serves a stand-in script with the same surface.
 */

type MessengerApi = (...args: unknown[]) => void;

declare global {
  interface Window {
    zE?: MessengerApi;
  }
}

/** The id of the script element, so the script is added once. */
export const SUPPORT_SCRIPT_ID = 'ze-snippet';
/** spec 000 §7: session storage keys of the widget. */
export const SUPPORT_STORAGE = { unread: 'supportUnreadCount', homePage: 'supportHomePageFlag' } as const;

export interface SupportWidgetOptions {
  /** Where the script lives: `<url>?key=<support key>`. */
  scriptUrl: string;
  supportKey: string;
  doc?: Document;
  logger?: Pick<Console, 'warn'>;
}

/** Controls the support widget: load once, hide, show and open in a locale, player field, logout. */
export class SupportWidget implements HostSupport {
  private readonly doc: Document;
  private readonly logger: Pick<Console, 'warn'>;
  private opened = false;

  constructor(private readonly options: SupportWidgetOptions) {
    this.doc = options.doc ?? document;
    this.logger = options.logger ?? console;
  }

  /** Adds the script once (skipped when present); the widget starts hidden. */
  load(onUnread: (count: number) => void): void {
    if (this.doc.getElementById(SUPPORT_SCRIPT_ID)) return;
    const script = this.doc.createElement('script');
    script.id = SUPPORT_SCRIPT_ID;
    script.async = true;
    script.src = `${this.options.scriptUrl}?key=${encodeURIComponent(this.options.supportKey)}`;
    script.addEventListener('load', () => {
      const zE = this.api();
      if (!zE) return;
      zE('messenger', 'hide');
      zE('messenger:on', 'unreadMessages', (count: number) => {
        sessionStorage.setItem(SUPPORT_STORAGE.unread, String(count));
        onUnread(count);
      });
      zE('messenger:on', 'open', () => (this.opened = true));
      zE('messenger:on', 'close', () => {
        this.opened = false;
        zE('messenger', 'hide');
      });
    });
    this.doc.head.append(script);
  }

  /** Whether the player opened the messenger. */
  isOpened(): boolean {
    return this.opened;
  }

  /** The unread count kept in session storage. */
  unreadCount(): number {
    return Number(sessionStorage.getItem(SUPPORT_STORAGE.unread) ?? 0) || 0;
  }

  /** Sets the signed-in player's id as a conversation field (spec 000 §1). */
  setPlayer(playerId: string): void {
    this.api()?.('messenger:set', 'conversationFields', [{ id: 'playerId', value: playerId }]);
  }

  /** Shows or hides the launcher (guard 10). */
  setVisible(visible: boolean): void {
    this.api()?.('messenger', visible ? 'show' : 'hide');
  }

  /** Shows and opens the messenger in a locale; warns when the widget has not loaded yet. */
  open(locale: string): void {
    const zE = this.api();
    if (!zE) {
      this.logger.warn('Support widget is not initialised yet');
      return;
    }
    zE('messenger:set', 'locale', locale);
    zE('messenger', 'show');
    zE('messenger', 'open');
    this.opened = true;
  }

  /** Logs the player out of the widget and removes its scripts (spec 000 §4 sign-out). */
  logout(): void {
    this.api()?.('messenger', 'logoutUser');
    this.doc.getElementById(SUPPORT_SCRIPT_ID)?.remove();
    this.doc.querySelectorAll('[data-support-widget]').forEach((element) => element.remove());
    delete window.zE;
    this.opened = false;
    sessionStorage.removeItem(SUPPORT_STORAGE.unread);
    sessionStorage.removeItem(SUPPORT_STORAGE.homePage);
  }

  private api(): MessengerApi | undefined {
    return window.zE;
  }
}
