#!/usr/bin/env node
// `npm run dev`: the host and the six remotes on webpack dev servers with hot reload (ports 3000 and
// 3001–3006), and the sandbox on :4000 whose CDN folder holds a development manifest pointing every
// market at the dev servers.
import path from 'node:path';
import { REMOTES } from './lib/apps.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PNPM, ROOT, run } from './lib/pnpm.mjs';

/** Dev-server ports, as each app's federation.config.ts sets them. */
const PORTS = { 'mfe-casino': 3001, 'mfe-live-casino': 3002, 'mfe-sportsbook': 3003, 'mfe-account': 3004, 'mfe-cashier': 3005, 'mfe-promotions': 3006 };

await ensureInstalled();
const cdnDir = path.join(ROOT, '.dev-cdn');
const contractVersion = () => JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
mkdirSync(cdnDir, { recursive: true });
const origins = REMOTES.map((remote) => `http://localhost:${PORTS[remote]}`);
writeFileSync(path.join(cdnDir, 'manifest.json'), JSON.stringify({
  schemaVersion: 1,
  allowedOrigins: origins,
  remotes: Object.fromEntries(
    REMOTES.map((remote) => [remote, { '0.0.0-dev': { entry: `http://localhost:${PORTS[remote]}/remoteEntry.js`, contractVersion: contractVersion() } }]),
  ),
  pins: { default: Object.fromEntries(REMOTES.map((remote) => [remote, '0.0.0-dev'])) },
}, null, 2));

const sandbox = run('npx', ['--yes', PNPM, '--filter', '@casino/sandbox', 'start'], { env: { ...process.env, CDN_DIR: cdnDir } });
const apps = run('npx', ['--yes', PNPM, '--parallel', '--filter', './host', ...REMOTES.flatMap((remote) => ['--filter', `./${remote}`]), 'run', 'dev']);
console.log('\n  Site (dev) http://localhost:3000   Sandbox http://localhost:4000\n');
process.exitCode = Math.max(await sandbox, await apps);
