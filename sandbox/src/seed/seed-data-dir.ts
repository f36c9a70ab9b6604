import { join } from 'node:path';

/** The folder of copied fixture data (`sandbox/seed-data`, see its README). */
export const SEED_DATA_DIR = join(import.meta.dirname, '..', '..', 'seed-data');
