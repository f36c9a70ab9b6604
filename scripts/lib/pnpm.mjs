// Runs the workspace's pinned pnpm through npx: a fresh machine needs only Node and npm.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { packageManager } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
/** `pnpm@10.34.8`, from the root package.json's packageManager field. */
export const PNPM = packageManager;

/**
 * Runs a command and resolves with its exit code; rejects only when it cannot start.
 * @param {string} command @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs pnpm with arguments; throws when it fails. */
export async function pnpm(args, options = {}) {
  const code = await run('npx', ['--yes', PNPM, ...args], options);
  if (code !== 0) throw new Error(`pnpm ${args.join(' ')} exited with ${code}`);
}

/**
 * Runs pnpm with its output (stdout and stderr, interleaved) gathered; resolves with the exit code, the
 * output and the seconds it took, and never rejects (a command that cannot start is exit code 1).
 * @param {string[]} args @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<{ code: number, output: string, seconds: number }>}
 */
export function pnpmCaptured(args, options = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const seconds = () => Math.round((Date.now() - started) / 1000);
    const child = spawn('npx', ['--yes', PNPM, ...args], { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n`, seconds: seconds() }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output, seconds: seconds() }));
  });
}

/**
 * Runs pnpm with its output captured, printing it only when the command fails (a build's log is
 * noise until it breaks). Throws on failure.
 */
export async function pnpmQuiet(args, options = {}) {
  const { code, output } = await pnpmCaptured(args, options);
  if (code === 0) return;
  process.stderr.write(output);
  throw new Error(`pnpm ${args.join(' ')} exited with ${code}`);
}
