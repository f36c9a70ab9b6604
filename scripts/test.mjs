#!/usr/bin/env node
// `npm test`: installs what is missing (dependencies, and Debian's Chromium for e2e), then lints the
// whole tree from the root (the layer rules span packages) and proves each layer rule bites, runs
// every package's typecheck and unit/component tests, checks that every app's texts are complete
// in every enabled market's language, builds what is stale, and runs the Playwright e2e suite against
// one started site.
import { existsSync } from 'node:fs';
import { APPS } from './lib/apps.mjs';
import { buildStale } from './lib/build.mjs';
import { checkPackages } from './lib/check-packages.mjs';
import { ensureInstalled } from './lib/install.mjs';
import { pnpm, run } from './lib/pnpm.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log('› Installing Chromium for the e2e suite (apt-get install chromium)…');
  const asRoot = process.getuid?.() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const apt = async (args) => {
    const [command, ...rest] = [...sudo, 'apt-get', ...args];
    if ((await run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })) !== 0) {
      throw new Error(`apt-get ${args.join(' ')} failed: install Chromium (Debian package "chromium") by hand`);
    }
  };
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', 'chromium']);
}

const started = Date.now();
const stage = (name) => console.log(`\n━━ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);

await ensureInstalled();
await ensureChromium();

stage('Dependencies (knip): none unused, none unlisted; a report of shared’s unused files and exports');
await pnpm(['run', 'knip']);
await pnpm(['run', 'knip:shared']);

stage('Lint of the whole tree, and the layer rules on their fixtures');
await pnpm(['run', 'lint']);

// The root lint above already linted every package with the one root config (a package's own `lint` runs
// the same config on its `src`), and the root typecheck checks every package in one program, so here each
// package only runs its unit tests (`test:unit`); `check:package` and `validate:package` (typecheck, lint
// too) are what a team runs alone in its package.
stage('Typecheck of the whole tree, and unit tests of every package (two at a time, the largest suites first)');
const failedChecks = await checkPackages();
if (failedChecks.length) throw new Error(`the unit stage failed in ${failedChecks.join(', ')} (see above)`);

stage('Translations: every app complete in every enabled market’s language (npm run i18n:check), and the check’s own tests');
await pnpm(['run', 'i18n:check:test']);
await pnpm(['run', 'i18n:check']);

stage('Build (what is stale)');
await buildStale(APPS);

stage('e2e in Chromium');
await pnpm(['--filter', '@casino/e2e', 'test']);

stage('All tests passed');
