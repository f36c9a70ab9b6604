import i18next from 'i18next';
import { mountRootParcel, type Parcel } from 'single-spa';
import { createPlatformBus, readOnlyView } from '../bus/platform-bus';
import { CONTRACT_VERSION } from '../contract/contract-version';
import { parseLocalePath, localePath } from '../markets/locale-path';
import type { ExposedParcelModule } from '../parcel/create-parcel';
import { createContentClient } from '../platform/content-client';
import { createHttpClient } from '../platform/http-client';
import { HarnessSession } from './harness-session';
import { bindBusToHistory } from './history-binding';
import { createPersonaPicker } from './persona-picker';

export interface HarnessOptions {
  /** The remote's name, shown in the harness bar. */
  title: string;
  /** Parcels by the site path they live at (without the locale prefix), e.g. `{ '/online-casino': lobby }`. */
  parcels: Record<string, ExposedParcelModule>;
  /** The platform (sandbox) URL; `http://localhost:4000` by default. */
  platformUrl?: string;
}

/**
 * Runs a remote on its own for its team (ARCHITECTURE §4): a real bus bound to the browser
 * history, the real http and content clients pointed at the sandbox, i18n reading the sandbox's
 * locale files, and a bar of links to each parcel with a persona picker that logs a sandbox player
 * in and out (the session, profile and wallet states, as the host sets them). The parcel whose path
 * the URL is under mounts, with the bus's read-and-emit view as the host gives it.
 */
export async function startHarness(options: HarnessOptions): Promise<void> {
  const platformUrl = options.platformUrl ?? 'http://localhost:4000';
  const parsed = parseLocalePath(window.location.pathname);
  if (parsed.kind === 'redirect') {
    const first = Object.keys(options.parcels)[0] ?? '';
    window.history.replaceState(null, '', parsed.to === '/en-UN' ? `/en-UN${first}` : parsed.to);
  }
  const start = parseLocalePath(window.location.pathname);
  if (start.kind !== 'ok') throw new Error(`The harness could not resolve ${window.location.pathname}`);
  const bus = createPlatformBus({ locale: start.locale });
  bus.set('session', { status: 'Resolved', authorized: false, claims: null });
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: start.locale.language,
    fallbackLng: 'en',
    ns: ['default'],
    defaultNS: 'default',
    resources: {},
    interpolation: { escapeValue: false },
    // As the host's: a parcel's texts for the page's language are added after its English.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  try {
    const response = await fetch(`${platformUrl}/locales/${start.locale.language}/default.json`);
    if (response.ok) i18n.addResourceBundle(start.locale.language, 'default', await response.json(), true, true);
  } catch (error) {
    console.warn('Harness: locale text not loaded', error);
  }
  const session: HarnessSession = new HarnessSession(
    bus,
    createHttpClient({ baseURL: platformUrl, getToken: () => session.accessToken(), onUnauthorized: () => void session.logout('unauthorized') }),
  );
  const { http } = session;
  const props = {
    bus: readOnlyView(bus),
    http,
    content: createContentClient({ apiHost: platformUrl, projectId: 'casino', dataset: 'production', apiVersion: '2025-01-01' }),
    i18n,
    contractVersion: CONTRACT_VERSION,
  };

  const bar = document.createElement('nav');
  bar.setAttribute('aria-label', `${options.title} harness`);
  bar.style.cssText = 'display:flex;gap:12px;align-items:center;padding:8px 12px;background:#222;color:#fff;font:14px system-ui';
  bar.append(Object.assign(document.createElement('strong'), { textContent: `${options.title} (standalone)` }));
  for (const path of Object.keys(options.parcels)) {
    const link = Object.assign(document.createElement('a'), { href: localePath(start.locale.segment, path), textContent: path });
    link.style.color = '#ffb800';
    link.addEventListener('click', (event) => {
      event.preventDefault();
      bus.emit({ type: 'NAVIGATE', to: link.pathname });
    });
    bar.append(link);
  }
  const picker = createPersonaPicker({ session, http });
  bar.append(picker.element);
  const host = document.createElement('main');
  document.body.append(bar, host);

  let mounted: { path: string; parcel: Parcel } | null = null;
  const render = async () => {
    const rest = parseLocalePath(window.location.pathname);
    const sitePath = rest.kind === 'ok' ? rest.rest || '/' : '/';
    const match = Object.keys(options.parcels)
      .filter((path) => sitePath === path || sitePath.startsWith(`${path}/`))
      .sort((a, b) => b.length - a.length)[0];
    if (mounted?.path === match) return;
    if (mounted) await mounted.parcel.unmount();
    mounted = null;
    const module = match ? options.parcels[match] : undefined;
    if (!match || !module) return;
    const domElement = document.createElement('div');
    host.replaceChildren(domElement);
    mounted = { path: match, parcel: mountRootParcel(module.parcel as never, { ...props, basePath: localePath(start.locale.segment, match), domElement }) };
  };
  bindBusToHistory(bus, () => void render());
  // A remembered persona logs in before the parcel mounts, as a stored session does in the site.
  await picker.ready;
  await render();
}
