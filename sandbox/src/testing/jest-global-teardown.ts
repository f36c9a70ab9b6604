import { rm } from 'node:fs/promises';

import { TEMPLATE_ENV } from './jest-global-setup';

/** Removes the PGlite template file of `jest-global-setup.ts`. */
export default async function globalTeardown(): Promise<void> {
  const file = process.env[TEMPLATE_ENV];
  if (file) await rm(file, { force: true });
}
