import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION } from '@casino/shared/contract';
import type { HostDescriptor } from '../checks';

/** A deployed host that provides React 19 and mounts mfe-casino's `./CasinoApp`. */
export const host: HostDescriptor = {
  name: '@casino/host',
  version: '1.0.0',
  contractVersion: CONTRACT_VERSION,
  provides: { react: '19.3.1' },
  mounts: [{ remote: 'mfe-casino', expose: './CasinoApp' }],
};

/**
 * A fake build of mfe-casino in `dir`: what the CLI reads from a dist folder.
 * @param marker makes the entry's bytes differ between builds.
 * @param runtime code appended to the entry (`_FEDERATION_RUNTIME_CORE`: it uses the host's runtime).
 */
export function fakeBuild(dir: string, react = '^19.2.0', marker = 'a', runtime = ''): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), `var mfe_casino = "${marker}";${runtime}`);
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [{ path: './CasinoApp' }], shared: [{ name: 'react', requiredVersion: react }] }));
  return dir;
}
