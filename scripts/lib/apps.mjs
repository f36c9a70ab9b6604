// The composed apps: the host and the six remotes, with what the scripts need to know of each.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './pnpm.mjs';

export const REMOTES = ['mfe-casino', 'mfe-live-casino', 'mfe-sportsbook', 'mfe-account', 'mfe-cashier', 'mfe-promotions'];
export const APPS = ['host', ...REMOTES];

/** The app's package.json. */
export function packageOf(app) {
  return JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8'));
}
