#!/usr/bin/env node
// `npm run dev`: the host and the six remotes on webpack dev servers with hot module replacement and
// React Refresh (ports 3000 and 3001–3006), and the sandbox on :4000 whose CDN folder holds a
// development manifest pointing every market at the dev servers.
//
// `npm run dev -- <remote>` (casino, live-casino, sportsbook, account, cashier, promotions): one remote's
// dev server, whose page is the remote's standalone harness (with a persona picker), against the
// sandbox: the one already answering on :4000, or one this script starts.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from './lib/apps.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { PNPM, ROOT } from './lib/pnpm.mjs';

/** Dev-server ports, as each app's federation.config.ts sets them. */
const PORTS = {
  'mfe-casino': 3001,
  'mfe-live-casino': 3002,
  'mfe-sportsbook': 3003,
  'mfe-account': 3004,
  'mfe-cashier': 3005,
  'mfe-promotions': 3006,
};
const SANDBOX_URL = 'http://localhost:4000';

const name = process.argv[2];
const remote =
  name === undefined
    ? undefined
    : REMOTES.find((candidate) => candidate === name || candidate === `mfe-${name}`);
if (name !== undefined && !remote) {
  console.error(
    `npm run dev -- <remote>: "${name}" is not one of ${REMOTES.map((candidate) => candidate.replace(/^mfe-/, '')).join(', ')}`,
  );
  process.exit(1);
}

/** Children run in process groups of their own, so stopping this script stops their servers too. */
const children = [];
function start(args, env = process.env) {
  const child = spawn('npx', ['--yes', PNPM, ...args], { cwd: ROOT, stdio: 'inherit', env, detached: true });
  children.push(child);
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopAll(), process.exit(130)));

async function sandboxAnswers() {
  try {
    return (await fetch(`${SANDBOX_URL}/__sandbox/health`, { signal: AbortSignal.timeout(1000) })).ok;
  } catch {
    return false;
  }
}

await ensureInstalled();
const cdnDir = path.join(ROOT, '.dev-cdn');
const contractVersion = () =>
  JSON.parse(readFileSync(path.join(ROOT, 'shared', 'package.json'), 'utf8')).version;
mkdirSync(cdnDir, { recursive: true });
const origins = REMOTES.map((app) => `http://localhost:${PORTS[app]}`);
writeFileSync(
  path.join(cdnDir, 'manifest.json'),
  JSON.stringify(
    {
      schemaVersion: 1,
      allowedOrigins: origins,
      remotes: Object.fromEntries(
        REMOTES.map((app) => [
          app,
          {
            '0.0.0-dev': {
              entry: `http://localhost:${PORTS[app]}/remoteEntry.js`,
              contractVersion: contractVersion(),
            },
          },
        ]),
      ),
      pins: { default: Object.fromEntries(REMOTES.map((app) => [app, '0.0.0-dev'])) },
    },
    null,
    2,
  ),
);

const running = [];
if (remote && (await sandboxAnswers())) {
  console.log(`› The sandbox already answers on ${SANDBOX_URL}: using it.`);
} else {
  running.push(start(['--filter', '@casino/sandbox', 'start'], { ...process.env, CDN_DIR: cdnDir }));
}
if (remote) {
  running.push(start(['--filter', `./${remote}`, 'run', 'dev']));
  console.log(
    `\n  ${remote} (standalone harness, hot reload) http://localhost:${PORTS[remote]}   Sandbox ${SANDBOX_URL}\n`,
  );
} else {
  running.push(
    start(
      ['--parallel', '--filter', './host', ...REMOTES.flatMap((app) => ['--filter', `./${app}`]), 'run', 'dev'],
      // The host loads remote code only from origins built in (issue 21 point 8): here, the dev servers'.
      { ...process.env, REMOTE_ORIGINS: origins.join(',') },
    ),
  );
  console.log(`\n  Site (dev) http://localhost:3000   Sandbox ${SANDBOX_URL}\n`);
}
process.exitCode = Math.max(...(await Promise.all(running)));
