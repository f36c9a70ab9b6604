// `npm test`'s unit stage: every workspace package's `check:package` (typecheck and unit tests), two at a
// time, the heaviest first. pnpm's recursive run starts packages in dependency order, which put the
// sandbox's suite (the longest, 6 of the stage's 14 minutes) last, alone on one core while the other idled;
// starting the longest suites first lets the small ones fill in beside them.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pnpmCaptured, ROOT } from './pnpm.mjs';

const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', '.cache']);

/** The workspace's package folders (pnpm-workspace.yaml's `packages:` list). */
function workspacePackages() {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const list = /^packages:\n((?:\s+- .+\n)+)/m.exec(yaml)?.[1] ?? '';
  return list.split('\n').map((line) => line.replace(/^\s+- /, '').trim()).filter(Boolean);
}

/** How many test files a folder holds: a fair measure of how long its suite runs. */
function testFilesIn(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    if (SKIPPED.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) count += testFilesIn(full);
    else if (/\.test\.[cm]?[jt]sx?$/.test(name)) count += 1;
  }
  return count;
}

/**
 * Runs `check:package` in every package that has one, `concurrency` at a time, the packages with the
 * most test files first. Each package's output is printed whole, prefixed with its name, when it ends;
 * every package runs even when one fails.
 *
 * @returns {Promise<string[]>} the packages whose check failed (empty when all passed).
 */
export async function checkPackages({ concurrency = 2 } = {}) {
  const packages = workspacePackages()
    .filter((pkg) => existsSync(path.join(ROOT, pkg, 'package.json')) && JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')).scripts?.['check:package'])
    .map((pkg) => ({ pkg, weight: testFilesIn(path.join(ROOT, pkg)) }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ pkg }) => pkg);
  const queue = [...packages];
  const failed = [];
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) {
      const { code, output, seconds } = await pnpmCaptured(['run', 'check:package'], { cwd: path.join(ROOT, pkg) });
      const lines = output.trimEnd().split('\n').map((line) => `${pkg} check:package: ${line}`);
      console.log(`${lines.join('\n')}\n  ${code === 0 ? '✓' : '✗'} ${pkg} (${seconds} s)`);
      if (code !== 0) failed.push(pkg);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, packages.length) }, worker));
  return failed;
}
