// Prerendered first screens of the running site (docs/prerendering.md), for npm start and the e2e site.
import { existsSync } from 'node:fs';
import { pnpm } from './pnpm.mjs';

const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );

/**
 * Waits until the site and the sandbox answer, then runs `release prerender` into `outDir`, for
 * every enabled market's segment or only `segments` (e.g. `['en-UN']`).
 * Resolves true when it ran; false (with a line saying why) when there is no Chromium or the site
 * never came up. The site works without prerendered pages, only its first paint is later.
 */
export async function prerenderWhenUp({ siteUrl, sandboxUrl, outDir, segments, timeoutMs = 180_000 }) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(`› No Chromium at ${chromium}: the site runs without prerendered first screens`);
    return false;
  }
  const deadline = Date.now() + timeoutMs;
  while (!((await answers(siteUrl)) && (await answers(`${sandboxUrl}/platform/status`)))) {
    if (Date.now() > deadline) {
      console.log('› The site did not come up: no prerendered first screens');
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log('› Prerendering first screens (release prerender)…');
  await pnpm(['exec', 'tsx', 'release/src/cli.ts', 'prerender', '--site', siteUrl, '--out', outDir, ...(segments ? ['--segments', segments.join(',')] : [])]);
  return true;
}
