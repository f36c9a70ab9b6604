/**
 * The web origins whose pages may call the sandbox from the browser by default (issue 21 points 7 and 8):
 * the site of `npm start` and the e2e suite (`:3000`, under both loopback names), the six remotes'
 * standalone harnesses of `npm run dev` (`:3001`–`:3006`) and the bench's second site without prerendered
 * pages (`:3007`, bench/src/site.ts). `SANDBOX_SITE_ORIGINS` replaces the list.
 */
export const DEFAULT_SITE_ORIGINS: readonly string[] = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  ...[3001, 3002, 3003, 3004, 3005, 3006, 3007].map((port) => `http://localhost:${port}`),
];

/**
 * A comma-separated list of origins (`SANDBOX_SITE_ORIGINS`), each checked and reduced to its origin.
 *
 * @throws Error naming an entry that is not an http(s) origin.
 */
export function siteOriginsFromSetting(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new Error(`SANDBOX_SITE_ORIGINS: "${entry}" is not an origin such as https://www.nova.example`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SANDBOX_SITE_ORIGINS: "${entry}" is not an http(s) origin`);
      return url.origin;
    });
}
