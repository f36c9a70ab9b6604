#!/usr/bin/env node
// `node scripts/pnpm.mjs <args>`: the workspace's pinned pnpm, without installing it globally.
import { run, PNPM } from './lib/pnpm.mjs';

process.exitCode = await run('npx', ['--yes', PNPM, ...process.argv.slice(2)]);
