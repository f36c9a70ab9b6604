import type { ConsoleMessage, Page, Route } from '@playwright/test';
import type { AreaRemote } from './areas';

/** How a remote's files can fail on the way to the page (issue 21 point 4). */
export type RemoteFault = 'unreachable' | 'throws on mount' | 'integrity mismatch';

export const REMOTE_FAULTS: readonly RemoteFault[] = ['unreachable', 'throws on mount', 'integrity mismatch'];

/** Answers a route with the real file after `edit` changed its text (the served copy is compressed; this one is not). */
async function fulfillEdited(route: Route, edit: (text: string) => string): Promise<void> {
  const response = await route.fetch();
  const headers = { ...response.headers() };
  delete headers['content-encoding'];
  delete headers['content-length'];
  await route.fulfill({ response, headers, body: edit(await response.text()) });
}

/**
 * Routes the page's requests for one remote's CDN files through a fault that can be changed between page
 * loads (`set`): `unreachable` refuses every connection; `integrity mismatch` serves the remote entry with
 * one more statement than the release manifest's hash covers; `throws on mount` leaves the files alone and
 * makes the remote's exposed parcel reject its `mount`, as a remote with a bug in its mount would.
 *
 * Since every chunk carries integrity and the manifest is signed (issue 21 point 8), no byte of a remote can
 * be changed on the way to the page without the page refusing it, so the throwing parcel is made in the
 * page: a Module Federation runtime plugin, put in `__FEDERATION__.__GLOBAL_PLUGIN__` before the host starts,
 * wraps the module the remote exposes. `rewrites()` counts the modules wrapped so far, so a runtime that no
 * longer calls the hook fails the journey instead of passing it unfaulted.
 */
export async function faultRemoteFiles(page: Page, remote: AreaRemote) {
  let fault: RemoteFault | null = null;
  let rewritten = 0;
  const container = remote.replace(/-/g, '_');
  await page.exposeFunction('__e2eThrowOnMount', (id: string) => {
    const wrap = fault === 'throws on mount' && id.startsWith(`${container}/`);
    if (wrap) rewritten += 1;
    return wrap;
  });
  await page.addInitScript((name: string) => {
    type Module = Record<string, unknown> & { parcel?: Record<string, unknown> };
    const federation = ((globalThis as unknown as { __FEDERATION__?: Record<string, unknown> }).__FEDERATION__ ??= {});
    const plugins = (federation.__GLOBAL_PLUGIN__ ??= []) as unknown[];
    plugins.push({
      name: 'e2e-throws-on-mount',
      async onLoad(args: { id: string; exposeModule?: Module }) {
        const ask = (window as unknown as Record<string, (id: string) => Promise<boolean>>).__e2eThrowOnMount;
        if (!args.exposeModule?.parcel || !(await ask?.(args.id))) return undefined;
        const parcel = { ...args.exposeModule.parcel, mount: () => Promise.reject(new Error(`${name} throws on mount (e2e fault)`)) };
        // A function is what the runtime takes in place of the module (a module namespace cannot be changed).
        return Object.assign(() => undefined, { ...args.exposeModule, parcel });
      },
    });
  }, remote);
  await page.route(`**/cdn/${remote}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (fault === 'unreachable') return route.abort('connectionrefused');
    if (fault === 'integrity mismatch' && file === 'remoteEntry.js') {
      return fulfillEdited(route, (text) => `${text}\n;/* changed after it was published */`);
    }
    return route.continue();
  });
  return {
    set: (next: RemoteFault | null) => {
      fault = next;
    },
    rewrites: () => rewritten,
  };
}

/**
 * Collects what reaches the console as an error, and uncaught errors, that do not come from one remote's
 * area: "from the area" is an error whose source or stack is one of the remote's CDN files (the browser's own
 * report of a refused connection or a failed integrity check names the file), or the host's report of that
 * area's failure (`<remote> ./<Module>: …`, remote-area.tsx). Everything else is returned by `outside()`.
 */
export function errorsOutsideOf(page: Page, remote: AreaRemote) {
  const outside: string[] = [];
  const fromArea = (text: string) => text.includes(`/cdn/${remote}/`) || text.startsWith(`${remote} `);
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = `${message.text()} @ ${message.location().url}`;
    if (!fromArea(message.text()) && !message.location().url.includes(`/cdn/${remote}/`)) outside.push(`console: ${text}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => {
    const stack = error.stack ?? error.message;
    if (!fromArea(stack)) outside.push(`uncaught: ${stack}`);
  });
  return { outside: () => [...outside] };
}
