// Builds what is stale: an app is rebuilt when its sources, its configs, the shared package, the thin
// shared modules or the build presets changed since its last build (a content hash kept in dist/.build-stamp).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, pnpmQuiet } from './pnpm.mjs';

const IGNORED = new Set(['node_modules', 'dist', 'coverage', 'test-results']);

function hashTree(hash, dir) {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (IGNORED.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) hashTree(hash, full);
    else if (!/\.test\.tsx?$/.test(name)) hash.update(path.relative(ROOT, full)).update(readFileSync(full));
  }
}

/**
 * The sandbox's signing keys (release/src/signing-key.ts): preview links (issue 20 point 3) and the
 * release manifest (issue 21 point 8). The host is built with each public half unless PREVIEW_PUBLIC_KEY
 * or MANIFEST_PUBLIC_KEY says otherwise (a real site's keys). Made by `release preview-key` and
 * `release manifest-key` the first time a build needs them; never committed.
 */
const PREVIEW_KEY_FILE = path.join(ROOT, '.release-keys', 'preview-key.json');
const MANIFEST_KEY_FILE = path.join(ROOT, '.release-keys', 'manifest-key.json');

async function ensureSandboxKeys(env) {
  if ((env.PREVIEW_PUBLIC_KEY ?? process.env.PREVIEW_PUBLIC_KEY) === undefined && !existsSync(PREVIEW_KEY_FILE)) {
    await pnpmQuiet(['exec', 'tsx', 'release/src/cli.ts', 'preview-key', '--if-missing', '--out', PREVIEW_KEY_FILE]);
  }
  if ((env.MANIFEST_PUBLIC_KEY ?? process.env.MANIFEST_PUBLIC_KEY) === undefined && !existsSync(MANIFEST_KEY_FILE)) {
    await pnpmQuiet(['exec', 'tsx', 'release/src/cli.ts', 'manifest-key', '--if-missing', '--out', MANIFEST_KEY_FILE]);
  }
}

/** The content hash of everything an app's build reads. */
export function buildInputsHash(app, env = {}) {
  const hash = createHash('sha256');
  for (const keyFile of [PREVIEW_KEY_FILE, MANIFEST_KEY_FILE]) if (app === 'host' && existsSync(keyFile)) hash.update(readFileSync(keyFile));
  hashTree(hash, path.join(ROOT, app, 'src'));
  for (const file of ['package.json', 'webpack.config.ts', 'federation.config.ts']) {
    const full = path.join(ROOT, app, file);
    if (existsSync(full)) hash.update(file).update(readFileSync(full));
  }
  hashTree(hash, path.join(ROOT, 'shared', 'src'));
  hashTree(hash, path.join(ROOT, 'shared-modules', 'src'));
  // Its version is the requiredVersion of the thin modules every app shares.
  hash.update(readFileSync(path.join(ROOT, 'shared-modules', 'package.json')));
  hashTree(hash, path.join(ROOT, 'build', 'src'));
  hash.update(readFileSync(path.join(ROOT, 'pnpm-lock.yaml')));
  hash.update(JSON.stringify(env));
  return hash.digest('hex');
}

/** The stamp of an app's current build, or null when it has none. */
export function buildStampOf(app) {
  const stamp = path.join(ROOT, app, 'dist', '.build-stamp');
  return existsSync(stamp) ? readFileSync(stamp, 'utf8').trim() : null;
}

/**
 * Builds each stale app in production mode, `concurrency` at a time.
 * @param {string[]} apps @returns {Promise<string[]>} the apps that were built.
 */
export async function buildStale(apps, { concurrency = 2, env = {} } = {}) {
  if (apps.includes('host')) await ensureSandboxKeys(env);
  const stale = apps.filter((app) => buildStampOf(app) !== buildInputsHash(app, env));
  if (stale.length === 0) {
    console.log('› Builds are up to date.');
    return [];
  }
  console.log(`› Building ${stale.join(', ')}…`);
  const queue = [...stale];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      // Hashed before the build reads them: a source edited while it runs leaves the app stale, not stamped.
      const inputs = buildInputsHash(app, env);
      await pnpmQuiet(['--filter', `./${app}`, 'run', 'build'], { env: { ...process.env, ...env } });
      writeFileSync(path.join(ROOT, app, 'dist', '.build-stamp'), inputs);
      console.log(`  ✓ ${app} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, stale.length) }, worker));
  return stale;
}
