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
 * loads (`set`): `unreachable` refuses every connection; `throws on mount` serves the exposed modules with a
 * parcel whose `mount` rejects (the remote entry untouched, so its integrity holds); `integrity mismatch`
 * serves the remote entry with one more statement than the release manifest's hash covers. `null`: the real
 * files. `rewrites()` counts the exposed modules changed so far, so a build whose output no longer matches the
 * rewrite fails the journey instead of passing it unfaulted.
 */
export async function faultRemoteFiles(page: Page, remote: AreaRemote) {
  let fault: RemoteFault | null = null;
  let rewritten = 0;
  await page.route(`**/cdn/${remote}/**`, async (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    if (fault === 'unreachable') return route.abort('connectionrefused');
    if (fault === 'integrity mismatch' && file === 'remoteEntry.js') {
      return fulfillEdited(route, (text) => `${text}\n;/* changed after it was published */`);
    }
    if (fault === 'throws on mount' && /^__federation_expose_.*\.js$/.test(file)) {
      return fulfillEdited(route, (text) =>
        text.replace(/parcel:\(\)=>([\w$.]+)/g, (_match, parcel: string) => {
          rewritten += 1;
          return `parcel:()=>({...${parcel},mount:()=>Promise.reject(new Error("${remote} throws on mount (e2e fault)"))})`;
        }),
      );
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
