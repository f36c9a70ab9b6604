#!/usr/bin/env node
// `node scripts/build-apps.mjs <app…>`: builds the named apps when stale (all when none is named).
import { APPS } from './lib/apps.mjs';
import { buildStale } from './lib/build.mjs';

const named = process.argv.slice(2);
const unknown = named.filter((app) => !APPS.includes(app));
if (unknown.length) {
  console.error(`Unknown app(s): ${unknown.join(', ')}; one of ${APPS.join(', ')}`);
  process.exit(1);
}
await buildStale(named.length ? named : APPS);
