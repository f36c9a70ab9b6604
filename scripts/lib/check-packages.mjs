// `npm test`'s unit stage: the whole tree's typecheck in one program (`npm run typecheck`, tsconfig.all.json),
// then every workspace package's `test:unit`, two at a time, the heaviest first. That is what each package's
// `check:package` runs (its own typecheck, then `test:unit`), less thirteen typechecks that each checked
// shared's sources again. pnpm's recursive run starts packages in dependency order, which put the sandbox's
// suite (the longest, 6 of the stage's 14 minutes) last, alone on one core while the other idled; starting
// the longest suites first lets the small ones fill in beside them.
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
 * The part of a jest (or tsc) output that says what failed: jest's failure blocks (from a `●` heading to the
 * next one), else the `FAIL` lines and tsc's `error TS` lines, else the output's last 40 lines; at most 150 lines.
 *
 * @param {string} output a task's whole output
 * @returns {string}
 */
export function failureSummary(output) {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => /^\s*● /.test(line) && !/Console$/.test(line.trim()));
  const picked = start >= 0
    ? lines.slice(start).filter((line) => !/^\s*(PASS|Test Suites:|Snapshots:|Time:|Ran all)/.test(line))
    : lines.filter((line) => /^\s*FAIL |error TS\d+/.test(line));
  return (picked.length ? picked : lines.slice(-40)).slice(0, 150).join('\n');
}

/**
 * Runs the root `typecheck`, then `test:unit` in every package that has one, `concurrency` at a time, the
 * packages with the most test files first (the typecheck goes first of all). Each task's output is printed
 * whole, prefixed with its name, when it ends; every task runs even when one fails.
 *
 * @returns {Promise<string[]>} the tasks that failed (`typecheck` or a package folder; empty when all passed).
 */
export async function checkPackages({ concurrency = 2 } = {}) {
  const packages = workspacePackages()
    .filter((pkg) => existsSync(path.join(ROOT, pkg, 'package.json')) && JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')).scripts?.['test:unit'])
    .map((pkg) => ({ pkg, weight: testFilesIn(path.join(ROOT, pkg)) }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ pkg }) => ({ name: pkg, script: 'test:unit', cwd: path.join(ROOT, pkg) }));
  const queue = [{ name: 'typecheck', script: 'typecheck', cwd: ROOT }, ...packages];
  const failed = [];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) {
      const { code, output, seconds } = await pnpmCaptured(['run', task.script], { cwd: task.cwd });
      const lines = output.trimEnd().split('\n').map((line) => `${task.name} ${task.script}: ${line}`);
      console.log(`${lines.join('\n')}\n  ${code === 0 ? '✓' : '✗'} ${task.name} (${seconds} s)`);
      if (code !== 0) failed.push({ name: task.name, output });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
  // A CI log shows only its tail, and a failed package's output was printed when it ended, maybe minutes
  // earlier: its failures are repeated here, last, where anyone reading the tail sees them.
  for (const { name, output } of failed) console.log(`\n✗ ${name}: its failures again\n${failureSummary(output)}`);
  return failed.map(({ name }) => name);
}
