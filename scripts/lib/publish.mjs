// Publishes built remotes to a CDN folder under <remote>/<version>/ and keeps the release manifest
// (ARCHITECTURE §6). Used by `npm start` and the e2e site; the release CLI builds on the same record.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { packageOf } from './apps.mjs';
import { buildStampOf } from './build.mjs';
import { ROOT } from './pnpm.mjs';

/** `sha384-<base64>` of a file: the subresource-integrity form. */
export function integrityOf(file) {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** The contract version every app of this checkout is built against: @casino/shared's version. */
export function contractVersion() {
  return packageOf('shared').version;
}

/**
 * Copies a remote's dist/ to `<cdnDir>/<remote>/<version>/` and returns its registry record.
 * An existing folder for the same version is kept when it holds the same build; a different build
 * of an unreleased local version replaces it (local `npm start` only: the release CLI refuses).
 */
export function publishRemote(remote, { cdnDir, cdnBaseUrl }) {
  const { version } = packageOf(remote);
  const dist = path.join(ROOT, remote, 'dist');
  const target = path.join(cdnDir, remote, version);
  if (!existsSync(path.join(dist, 'remoteEntry.js'))) throw new Error(`${remote} has no build in ${dist}: build it first`);
  const stamp = buildStampOf(remote);
  const publishedStamp = existsSync(path.join(target, '.build-stamp')) ? readFileSync(path.join(target, '.build-stamp'), 'utf8').trim() : null;
  // A build without a stamp (built by hand) is unknown: publish it again to be sure.
  if (!existsSync(target) || stamp === null || publishedStamp !== stamp) {
    if (publishedStamp) console.log(`  ↻ ${remote}@${version}: replacing the local build of an unreleased change`);
    rmSync(target, { recursive: true, force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    cpSync(dist, target, { recursive: true });
  }
  const mf = JSON.parse(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8'));
  return {
    remote,
    version,
    record: {
      entry: `${cdnBaseUrl}/${remote}/${version}/remoteEntry.js`,
      integrity: integrityOf(path.join(target, 'remoteEntry.js')),
      manifestIntegrity: integrityOf(path.join(target, 'mf-manifest.json')),
      contractVersion: contractVersion(),
      exposes: mf.exposes.map((expose) => expose.path),
      sharedRequirements: Object.fromEntries(mf.shared.map((shared) => [shared.name, shared.requiredVersion])),
      publishedAt: new Date().toISOString(),
      publishedBy: os.userInfo().username,
    },
  };
}

/** Writes JSON atomically: a temporary file, then a rename. */
export function writeJsonAtomic(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

/**
 * Records published versions in `<cdnDir>/manifest.json`. A new manifest pins every market (the
 * `default` pins) to these versions; an existing one keeps its pins and only gains what it lacks.
 */
export function updateManifest(published, { cdnDir, cdnBaseUrl }) {
  const file = path.join(cdnDir, 'manifest.json');
  const manifest = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : { schemaVersion: 1, allowedOrigins: [new URL(cdnBaseUrl).origin], remotes: {}, pins: { default: {} }, previousPins: {} };
  for (const { remote, version, record } of published) {
    manifest.remotes[remote] ??= {};
    const known = manifest.remotes[remote][version];
    manifest.remotes[remote][version] = known && known.integrity === record.integrity ? known : record;
    manifest.pins.default[remote] ??= version;
  }
  manifest.updatedAt = new Date().toISOString();
  writeJsonAtomic(file, manifest);
  return manifest;
}
