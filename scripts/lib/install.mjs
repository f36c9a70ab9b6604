// Installs the workspace when node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, pnpm } from './pnpm.mjs';

/** Installs with the lockfile unless the install is already up to date. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  console.log('› Installing dependencies (pnpm, with the lockfile)…');
  await pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}
