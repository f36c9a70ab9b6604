#!/usr/bin/env node
// `npm start`: installs what is missing, builds what is stale in production mode, publishes each
// remote to the local CDN at its version, writes the release manifest when there is none, and
// serves the site on :3000 with the sandbox (platform, content, CDN) on :4000, and renders the
// prerendered first screens once it is up (docs/prerendering.md). Ctrl-C stops it.
import path from 'node:path';
import { APPS } from './lib/apps.mjs';
import { buildStale } from './lib/build.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { ROOT, run, pnpm, PNPM } from './lib/pnpm.mjs';
import { prerenderWhenUp } from './lib/prerender.mjs';

const SITE_PORT = Number(process.env.SITE_PORT ?? 3000);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 4000);
const cdnDir = path.resolve(process.env.CDN_DIR ?? path.join(ROOT, '.cdn'));
const cdnBaseUrl = `http://localhost:${SANDBOX_PORT}/cdn`;
const prerenderedDir = path.resolve(process.env.SITE_PRERENDERED_DIR ?? path.join(ROOT, '.prerendered'));

await ensureInstalled();
await buildStale(APPS);
console.log('› Publishing remotes to the local CDN (release bootstrap)…');
await pnpm(['exec', 'tsx', 'release/src/cli.ts', 'bootstrap', '--cdn-dir', cdnDir, '--cdn-url', cdnBaseUrl]);

console.log(`\n  Site     http://localhost:${SITE_PORT}\n  Sandbox  http://localhost:${SANDBOX_PORT}   CDN ${cdnBaseUrl}/manifest.json\n`);
const site = run('npx', ['--yes', PNPM, '--filter', '@casino/sandbox', 'start'], {
  env: {
    ...process.env,
    SANDBOX_PORT: String(SANDBOX_PORT),
    SITE_PORT: String(SITE_PORT),
    SITE_DIR: path.join(ROOT, 'host', 'dist'),
    SITE_PRERENDERED_DIR: prerenderedDir,
    CDN_DIR: cdnDir,
  },
});
// The site is usable at once; its prerendered first screens follow (the old ones are served meanwhile).
prerenderWhenUp({ siteUrl: `http://localhost:${SITE_PORT}`, sandboxUrl: `http://localhost:${SANDBOX_PORT}`, outDir: prerenderedDir }).catch((error) =>
  console.error(`› Prerendering failed (${error.message}): the site runs without new prerendered first screens`),
);
process.exitCode = await site;
