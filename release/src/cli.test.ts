import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION, manifestSignatureRefusal, type ManifestPublicKey } from '@casino/shared/contract';
import { createSigningKey } from './signing-key';

const TSX = createRequire(__filename).resolve('tsx/cli');
const CLI = path.join(__dirname, 'cli.ts');

/** The manifest key the CLI signs with in these tests (RELEASE_MANIFEST_KEY), made once. */
const MANIFEST_KEY = path.join(mkdtempSync(path.join(os.tmpdir(), 'release-cli-key-')), 'manifest-key.json');
let manifestPublicKey: ManifestPublicKey;
beforeAll(async () => {
  manifestPublicKey = (await createSigningKey(MANIFEST_KEY, 'manifest')).publicKey as ManifestPublicKey;
});

/** Runs the CLI as a release manager would, on a CDN folder of its own. */
function release(cdnDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [TSX, CLI, '--cdn-dir', cdnDir, '--host', path.join(cdnDir, '..', 'host.json'), ...args], {
    encoding: 'utf8',
    // A bucket in the environment: the explicit --cdn-dir wins over it (as for npm start's bootstrap).
    env: { ...process.env, RELEASE_USER: 'alice', RELEASE_DEBUG: '', RELEASE_STORE: 's3://not-this-bucket/prod', RELEASE_MANIFEST_KEY: MANIFEST_KEY },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function setup() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
  const host = { name: '@casino/host', version: '1.0.0', contractVersion: CONTRACT_VERSION, provides: { react: '19.3.1' }, mounts: [] };
  writeFileSync(path.join(dir, 'host.json'), JSON.stringify(host));
  for (const version of ['1.0.0', '1.1.0']) {
    const dist = path.join(dir, version);
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'remoteEntry.js'), `var mfe_casino = "${version}";`);
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ metaData: { pluginVersion: '2.9.2' }, exposes: [{ path: './CasinoApp' }], shared: [{ name: 'react', requiredVersion: '^19.2.0' }] }));
  }
  return { dir, cdn: path.join(dir, 'cdn') };
}

// Each case starts the CLI under tsx (about a second each).
jest.setTimeout(90_000);

describe('the release CLI', () => {
  it('explains itself and each command with examples, and says what is wrong without a stack trace', () => {
    const { cdn } = setup();
    const help = release(cdn, '--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Commands:[\s\S]*unpin[\s\S]*promote[\s\S]*rollback[\s\S]*Examples:/);
    const rollbackHelp = release(cdn, 'rollback', '--help');
    expect(rollbackHelp.stdout).toContain('release rollback mfe-casino --market DE --to 1.0.3');

    for (const args of [['frobnicate'], ['pin', 'mfe-casino@1.0.0', '--market', 'XX'], ['rollback', 'mfe-bingo', '--market', 'DE'], ['pin', 'mfe-casino'], ['history', '--last', 'x']]) {
      const wrong = release(cdn, ...args);
      expect({ args, code: wrong.code }).toEqual({ args, code: 1 });
      expect(wrong.stderr).not.toMatch(/\n\s+at /);
    }
    expect(release(cdn, 'pin', 'mfe-casino@1.0.0', '--market', 'XX').stderr).toContain('Unknown market "XX"');
  });

  it('publishes, pins, walks back, and answers in JSON on every command', async () => {
    const { dir, cdn } = setup();
    for (const version of ['1.0.0', '1.1.0']) expect(release(cdn, 'publish', 'mfe-casino', '--dist', path.join(dir, version), '--version', version).code).toBe(0);
    expect(release(cdn, 'pin', 'mfe-casino@1.0.0', '--default').code).toBe(0);
    // Signed with the key the environment names (issue 21 point 8).
    expect(await manifestSignatureRefusal(JSON.parse(readFileSync(path.join(cdn, 'manifest.json'), 'utf8')), manifestPublicKey)).toBeNull();

    const dryRun = release(cdn, '--json', 'pin', 'mfe-casino@1.1.0', '--market', 'DE', '--dry-run');
    expect(JSON.parse(dryRun.stdout)).toEqual({ command: 'pin', dryRun: true, changes: [{ market: 'DE', remote: 'mfe-casino', from: null, to: '1.1.0' }] });
    expect(JSON.parse(release(cdn, '--json', 'status').stdout)).toMatchObject({ default: { 'mfe-casino': '1.0.0' }, markets: {} });

    expect(release(cdn, 'pin', 'mfe-casino@1.1.0', '--market', 'DE').stdout).toBe('Changed: mfe-casino the default → 1.1.0 in DE\n');
    expect(JSON.parse(release(cdn, '--json', 'status').stdout).markets).toEqual({ DE: { own: { 'mfe-casino': '1.1.0' }, loads: { 'mfe-casino': '1.1.0' }, canaries: {} } });
    expect(release(cdn, 'rollback', 'mfe-casino', '--market', 'DE').stdout).toBe('Changed: mfe-casino 1.1.0 → the default in DE (rollback)\n');
    const again = release(cdn, 'rollback', 'mfe-casino', '--market', 'DE');
    expect(again).toMatchObject({ code: 1, stderr: 'mfe-casino has no earlier pin in DE to go back to\n' });

    const history = release(cdn, 'history', '--market', 'DE').stdout.trim().split('\n');
    expect(history.map((line) => line.slice(18))).toEqual(['mfe-casino the default → 1.1.0 in DE by alice', 'mfe-casino 1.1.0 → the default in DE by alice (rollback)']);
    expect(JSON.parse(release(cdn, '--json', 'history', '--last', '1').stdout)).toEqual([expect.objectContaining({ action: 'rollback', market: 'DE', from: '1.1.0', to: null })]);
    expect(JSON.parse(release(cdn, '--json', 'pin', 'mfe-casino@2.0.0', '--market', 'DE').stdout)).toEqual({ error: 'Pin for DE refused:\n  - mfe-casino@2.0.0 is not published' });
  });

  it('refuses to work on a manifest edited into invalid JSON, saying where', () => {
    const { dir, cdn } = setup();
    release(cdn, 'publish', 'mfe-casino', '--dist', path.join(dir, '1.0.0'), '--version', '1.0.0');
    writeFileSync(path.join(cdn, 'manifest.json'), '{ "schemaVersion": 1, ');
    const status = release(cdn, 'status');
    expect(status.code).toBe(1);
    expect(status.stderr).toMatch(/manifest\.json is not valid JSON \(.+\); nothing was written/);
  });
});
