#!/usr/bin/env node
// The site the e2e suite shares: the current builds published to a fresh CDN folder with a fresh
// release manifest, and the sandbox with a fresh state, on the ports of `npm start`, with the
// prerendered first screens rendered once it is up (`/prerendered.json` answers when they are).
// The e2e site prerenders the default market's lobby only (3 renders, one per layout device, against 81
// for every market's: about 4 minutes of a 2-core machine's `npm test`). Its test checks the snapshot and
// the app taking over; every other market's lobby is the same code with other data, and the suite meets
// those lobbies as a page the prerenderer skipped is met: the app renders it. `npm start` prerenders all.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run, pnpm, PNPM } from './lib/pnpm.mjs';
import { prerenderWhenUp } from './lib/prerender.mjs';

const e2eDir = path.join(ROOT, '.e2e');
const cdnDir = path.join(e2eDir, 'cdn');
const prerenderedDir = path.join(e2eDir, 'prerendered');
const cdnBaseUrl = 'http://localhost:4000/cdn';
rmSync(e2eDir, { recursive: true, force: true });
await pnpm(['exec', 'tsx', 'release/src/cli.ts', 'bootstrap', '--cdn-dir', cdnDir, '--cdn-url', cdnBaseUrl]);
const site = run('npx', ['--yes', PNPM, '--filter', '@casino/sandbox', 'start'], {
  env: {
    ...process.env,
    SITE_DIR: path.join(ROOT, 'host', 'dist'),
    SITE_PRERENDERED_DIR: prerenderedDir,
    CDN_DIR: cdnDir,
    SANDBOX_DATA_DIR: path.join(e2eDir, 'pgdata'),
  },
});
await prerenderWhenUp({ siteUrl: 'http://localhost:3000', sandboxUrl: 'http://localhost:4000', outDir: prerenderedDir, segments: ['en-UN'] });
process.exitCode = await site;
