import type { FastifyInstance } from 'fastify';

/**
 * Stand-ins for the two third-party scripts the host loads (spec 000 §1, §7), with the surface the
 * host uses:
 * - `GET /support/widget.js?key=…`: the support messenger. Installs `window.zE(...)` with
 *   `messenger` show/hide/open/close/logoutUser, `messenger:set` locale/conversationFields and
 *   `messenger:on` open/close/unreadMessages, and draws a launcher button and a small chat panel.
 *   On load it reports the unread count the sandbox holds (`POST /__sandbox/support { unread }`).
 * - `GET /crm/inbox.js`: the CRM inbox. Installs `window.CrmInbox` with `init({ sessionId,
 *   translations })` and `logout()`; what it was given is readable as `window.CrmInbox.state`.
 */
export function registerWidgetScripts(app: FastifyInstance): void {
  let unread = 0;

  app.get<{ Querystring: { key?: string } }>('/support/widget.js', async (request, reply) => {
    if (!request.query.key) return reply.code(400).send({ error: 'Bad Request', message: 'key is required' });
    return reply.type('application/javascript').header('cache-control', 'no-cache').send(supportWidgetSource(`${request.protocol}://${request.host}`));
  });
  app.get('/support/state', async () => ({ unread }));
  app.post<{ Body: { unread?: number } }>('/__sandbox/support', async (request) => {
    unread = Math.max(0, Number(request.body?.unread ?? 0));
    return { unread };
  });
  app.get('/crm/inbox.js', async (_request, reply) => reply.type('application/javascript').header('cache-control', 'no-cache').send(CRM_INBOX_SOURCE));
}

function supportWidgetSource(origin: string): string {
  return `(() => {
  const handlers = { open: [], close: [], unreadMessages: [] };
  const state = { visible: false, open: false, locale: 'en', fields: [], key: new URL(document.currentScript.src).searchParams.get('key') };
  const launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.dataset.supportWidget = 'launcher';
  launcher.textContent = 'Chat with us';
  launcher.style.cssText = 'position:fixed;right:16px;bottom:16px;z-index:70;min-height:44px;padding:0 16px;border-radius:22px;border:0;background:#7cc4ff;color:#0f1420;font:600 15px system-ui;display:none;cursor:pointer';
  const panel = document.createElement('section');
  panel.dataset.supportWidget = 'panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Support chat');
  panel.style.cssText = 'position:fixed;right:16px;bottom:72px;z-index:70;width:min(320px,calc(100vw - 32px));padding:16px;border-radius:12px;background:#fff;color:#111;font:14px system-ui;box-shadow:0 8px 24px rgba(0,0,0,.4);display:none';
  const render = () => {
    launcher.style.display = state.visible ? 'inline-flex' : 'none';
    launcher.style.alignItems = 'center';
    panel.style.display = state.visible && state.open ? 'block' : 'none';
    const player = state.fields.find((field) => field.id === 'playerId');
    panel.innerHTML = '<h2 style="margin:0 0 8px;font-size:16px">Support (' + state.locale + ')</h2><p style="margin:0 0 12px">' + (player ? 'Signed in as player ' + player.value : 'Ask us anything.') + '</p>';
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close chat';
    close.onclick = () => api('messenger', 'close');
    panel.append(close);
  };
  const emit = (event, value) => handlers[event].forEach((handler) => handler(value));
  function api(command, action, value) {
    if (command === 'messenger') {
      if (action === 'show') state.visible = true;
      if (action === 'hide') state.visible = false;
      if (action === 'open') { state.open = true; emit('open'); }
      if (action === 'close') { state.open = false; emit('close'); }
      if (action === 'logoutUser') { state.fields = []; state.open = false; }
    } else if (command === 'messenger:set') {
      if (action === 'locale') state.locale = value;
      if (action === 'conversationFields') state.fields = value;
    } else if (command === 'messenger:on') {
      handlers[action]?.push(value);
    }
    render();
  }
  launcher.onclick = () => api('messenger', state.open ? 'close' : 'open');
  window.zE = api;
  window.zE.state = state;
  document.body.append(launcher, panel);
  render();
  fetch(${JSON.stringify(origin)} + '/support/state').then((r) => r.json()).then((s) => emit('unreadMessages', s.unread)).catch(() => undefined);
})();
`;
}

const CRM_INBOX_SOURCE = `(() => {
  const state = { sessionId: null, translations: {}, initialised: false };
  window.CrmInbox = {
    state,
    init(options) {
      state.sessionId = options.sessionId;
      state.translations = options.translations || {};
      state.initialised = true;
    },
    logout() {
      state.sessionId = null;
      state.initialised = false;
    },
  };
})();
`;
