/**
 * The CRM inbox script (spec 000 §7): loaded after the session token is fetched, with the player's
 * session id and translations for inbox labels, pending bonuses and time units. The script
 * installs `window.CrmInbox`; the sandbox serves a stand-in with the same surface.
 */

interface CrmInboxApi {
  init(options: { sessionId: string; container?: string; translations: Record<string, string> }): void;
  logout(): void;
}

declare global {
  interface Window {
    CrmInbox?: CrmInboxApi;
  }
}

export const INBOX_SCRIPT_ID = 'crm-inbox-script';

/** Loads the inbox script once and initialises it for the session. */
export function loadCrmInbox(scriptUrl: string, sessionId: string, translations: Record<string, string>, doc: Document = document): void {
  const init = () => window.CrmInbox?.init({ sessionId, translations });
  if (doc.getElementById(INBOX_SCRIPT_ID)) {
    init();
    return;
  }
  const script = doc.createElement('script');
  script.id = INBOX_SCRIPT_ID;
  script.async = true;
  script.src = scriptUrl;
  script.addEventListener('load', init);
  doc.head.append(script);
}

/** Logs out of the inbox and removes its script (spec 000 §4 sign-out). */
export function removeCrmInbox(doc: Document = document): void {
  window.CrmInbox?.logout();
  doc.getElementById(INBOX_SCRIPT_ID)?.remove();
  delete window.CrmInbox;
}
