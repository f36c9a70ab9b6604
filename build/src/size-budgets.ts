/**
 * First-load JavaScript budgets (issue 19, point 1): what a cold load of a page fetches, measured in a
 * real browser as served (compressed), checked against a budget, and, when it fails, explained by the
 * biggest modules inside the scripts, read from their source maps.
 *
 * The measure is the browser's, not the build's: under Module Federation the scripts of a page are the
 * host's, the remote's container and exposed parcel, and whichever app provides each shared module,
 * which only the running page decides. `e2e/tests/keep-each-page-within-its-size-budget.spec.ts`
 * checks the composed site's pages; `size-budgets.build.test.ts` proves the check fails a build
 * that adds a large dependency to a page.
 */
import { TraceMap, eachMapping, type SourceMapInput } from '@jridgewell/trace-mapping';
import type { Page } from 'playwright-core';

/** One kilobyte, as the budgets count: 1,024 bytes. */
export const KB = 1024;

/**
 * The budgets of issue 19, in bytes of compressed JavaScript as served: every script a cold load of
 * the page fetches (`home`, `casinoLobby`, `otherPage`), and a remote's `remoteEntry.js` plus the
 * scripts its first parcel needs before it can mount, shared modules aside (`remoteStart`).
 */
export const SIZE_BUDGETS = {
  home: 160 * KB,
  casinoLobby: 200 * KB,
  otherPage: 220 * KB,
  remoteStart: 40 * KB,
} as const;

/** One script a page fetched. */
export interface ScriptLoad {
  /** The script's URL as requested. */
  url: string;
  /** Bytes on the wire: the compressed body when the server compressed it. */
  servedBytes: number;
  /** Bytes after decoding (the JavaScript the browser parses). */
  decodedBytes: number;
}

/** The part of a script's served bytes that one module (a package, or a folder of an app) makes up. */
export interface ModuleShare {
  /** A package name (`zod`, `@sanity/client`) or an app's folder (`host/src/features/home`). */
  module: string;
  /** Estimated served bytes: the module's share of the minified code times the script's served bytes. */
  servedBytes: number;
}

/** The longest the measure waits for network idle after the page is ready, in ms. */
const NETWORK_IDLE_WAIT_MS = 15_000;

/**
 * Opens `url` in `page` (a fresh context, so nothing is cached) and records every script the load
 * fetches until `ready` resolves and the network has been idle (at most `NETWORK_IDLE_WAIT_MS` more),
 * third parties included.
 *
 * @param ready waits for what the page shows when it is ready (the area mounted, a heading).
 * @returns the scripts in the order they finished, with served and decoded sizes in bytes.
 */
export async function firstLoadScripts(page: Page, url: string, ready: () => Promise<void>): Promise<ScriptLoad[]> {
  const pending: Array<Promise<ScriptLoad | null>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const [sizes, body] = await Promise.all([request.sizes(), response.body().catch(() => Buffer.alloc(0))]);
        return { url: request.url(), servedBytes: sizes.responseBodySize, decodedBytes: body.length };
      })(),
    );
  });
  await page.goto(url);
  await ready();
  // Late scripts (after the page is ready) come within a few seconds; a page whose frames keep the network
  // busy (a sportsbook provider's feed) never reaches network idle, and is measured as it stands then.
  await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_WAIT_MS }).catch(() => undefined);
  return (await Promise.all(pending)).filter((script): script is ScriptLoad => script !== null);
}

/** `node_modules/.pnpm/x@1/node_modules/@scope/name/…` → `@scope/name`. */
const PACKAGE = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/;

/**
 * The module a source of a source map belongs to: its package for a dependency, else its app
 * folder three levels deep (`webpack://casino_host/./src/features/home/x.tsx` →
 * `src/features/home`, `../shared/src/money/x.ts` → `shared/src/money`).
 */
export function moduleOfSource(source: string): string {
  const dependency = PACKAGE.exec(source);
  if (dependency?.[1]) return dependency[1];
  const relative = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');
  return relative.split('/').slice(0, 3).join('/');
}

/**
 * Splits a script's served bytes between the modules its source map names: each mapped stretch of
 * the minified code counts for the source it came from (to the next mapping on its line), and the
 * totals are scaled from decoded to served bytes. Unmapped code (webpack's glue) counts as
 * `(unmapped)`.
 *
 * @param code the script's decoded text.
 * @param map its source map (the `.map` the build wrote beside it).
 * @returns the modules, biggest first.
 */
export function moduleSharesOf(script: ScriptLoad, code: string, map: SourceMapInput): ModuleShare[] {
  const lines = code.split('\n');
  const traced = new TraceMap(map);
  const segments: Array<{ line: number; column: number; module: string }> = [];
  eachMapping(traced, (mapping) => {
    segments.push({
      line: mapping.generatedLine - 1,
      column: mapping.generatedColumn,
      module: mapping.source ? moduleOfSource(mapping.source) : '(unmapped)',
    });
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  const bytes = new Map<string, number>();
  let mapped = 0;
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const end = next && next.line === segment.line ? next.column : (lines[segment.line]?.length ?? segment.column);
    const length = Math.max(0, end - segment.column);
    mapped += length;
    bytes.set(segment.module, (bytes.get(segment.module) ?? 0) + length);
  });
  const unmapped = Math.max(0, code.length - mapped);
  if (unmapped > 0) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + unmapped);
  const scale = code.length > 0 ? script.servedBytes / code.length : 0;
  return [...bytes]
    .map(([module, length]) => ({ module, servedBytes: Math.round(length * scale) }))
    .filter((share) => share.servedBytes > 0)
    .sort((a, b) => b.servedBytes - a.servedBytes);
}

/** Adds up the shares of the same module from several scripts, biggest first. */
export function mergeModuleShares(shares: ModuleShare[]): ModuleShare[] {
  const totals = new Map<string, number>();
  for (const share of shares) totals.set(share.module, (totals.get(share.module) ?? 0) + share.servedBytes);
  return [...totals].map(([module, servedBytes]) => ({ module, servedBytes })).sort((a, b) => b.servedBytes - a.servedBytes);
}

/** A page's first load against its budget. */
export interface BudgetVerdict {
  /** What was measured: `home (/en-UN)`. */
  name: string;
  budgetBytes: number;
  /** Served bytes of every script. */
  totalBytes: number;
  pass: boolean;
  scripts: ScriptLoad[];
}

/** Adds up `scripts` and compares the total with `budgetBytes` (a total equal to the budget passes). */
export function budgetVerdict(name: string, budgetBytes: number, scripts: ScriptLoad[]): BudgetVerdict {
  const totalBytes = scripts.reduce((sum, script) => sum + script.servedBytes, 0);
  return { name, budgetBytes, totalBytes, pass: totalBytes <= budgetBytes, scripts };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The verdict in words, one line when it passes. When it fails: how far over, the biggest scripts and
 * the biggest modules (`modules`, from `moduleSharesOf`), so the report says what to move or drop.
 */
export function describeVerdict(verdict: BudgetVerdict, modules: ModuleShare[] = [], top = 10): string {
  const head = `${verdict.name}: ${kb(verdict.totalBytes)} of JavaScript in ${verdict.scripts.length} scripts, budget ${kb(verdict.budgetBytes)}`;
  if (verdict.pass) return `${head}: within`;
  const scripts = [...verdict.scripts]
    .sort((a, b) => b.servedBytes - a.servedBytes)
    .slice(0, top)
    .map((script) => `    ${kb(script.servedBytes).padStart(9)}  ${new URL(script.url).pathname}`);
  const biggest = modules.slice(0, top).map((share) => `    ${kb(share.servedBytes).padStart(9)}  ${share.module}`);
  return [
    `${head}: OVER by ${kb(verdict.totalBytes - verdict.budgetBytes)}`,
    '  biggest scripts:',
    ...scripts,
    ...(biggest.length ? ['  biggest modules (share of the served bytes, from the source maps):', ...biggest] : []),
  ].join('\n');
}

/**
 * The biggest modules of `scripts`: fetches each script and its source map (`<url>.map`, as the
 * builds publish them) with `fetchText` and merges their shares. A script without a map counts whole
 * under its file name.
 */
export async function biggestModulesOf(
  scripts: ScriptLoad[],
  fetchText: (url: string) => Promise<string | null>,
): Promise<ModuleShare[]> {
  const shares = await Promise.all(
    scripts.map(async (script) => {
      const bare = script.url.replace(/[?#].*$/, '');
      const [code, map] = await Promise.all([fetchText(script.url), fetchText(`${bare}.map`)]);
      if (code === null || map === null) return [{ module: new URL(bare).pathname, servedBytes: script.servedBytes }];
      return moduleSharesOf(script, code, map);
    }),
  );
  return mergeModuleShares(shares.flat());
}

/**
 * Chunks fetched in two files among `scripts`: a webpack chunk file registers its chunk ids
 * (`(self.webpackChunk<app>=…).push([[ids], …`), a file whose modules another chunk also holds registering that
 * chunk's id too, so two files registering one id of one app are the same code fetched twice. Reads each
 * script with `fetchText` (a script it cannot read, or not webpack's, registers nothing).
 *
 * @returns one line per id registered twice: the app's chunk global, the id and both files' URLs.
 */
export async function chunksFetchedTwice(scripts: ScriptLoad[], fetchText: (url: string) => Promise<string | null>): Promise<string[]> {
  const texts = await Promise.all(scripts.map((script) => fetchText(script.url)));
  const registeredBy = new Map<string, string>();
  const twice: string[] = [];
  scripts.forEach((script, index) => {
    const registration = texts[index]?.match(/\(self\.(webpackChunk\w+)=self\.\1\|\|\[\]\)\.push\(\[\[([\d,]+)\]/);
    if (!registration) return;
    const [, global, ids = ''] = registration;
    for (const id of ids.split(',')) {
      const key = `${global} ${id}`;
      const first = registeredBy.get(key);
      if (first) twice.push(`${key}: ${first} and ${script.url}`);
      else registeredBy.set(key, script.url);
    }
  });
  return twice;
}
