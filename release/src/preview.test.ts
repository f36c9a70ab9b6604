import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import { previewClaimsSchema } from '@casino/shared/contract';
import { publish } from './commands';
import { createPreviewKey, makePreviewLink, ttlSecondsOf } from './preview';
import { folderRegistry, type Registry } from './registry';
import { fakeBuild } from './testing/fake-release';

/** A registry with mfe-casino 1.0.0 and 1.2.0 published, and a preview key beside it. */
async function setup(): Promise<{ dir: string; registry: Registry; keyFile: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'release-preview-'));
  const registry = folderRegistry(path.join(dir, 'cdn'), 'http://localhost:4000/cdn');
  for (const version of ['1.0.0', '1.2.0']) await publish(registry, 'mfe-casino', { distDir: fakeBuild(path.join(dir, version), '^19.2.0', version), version });
  const keyFile = path.join(dir, 'keys', 'preview-key.json');
  await createPreviewKey(keyFile);
  return { dir, registry, keyFile };
}

const site = 'http://localhost:3000';
const now = new Date('2026-11-27T12:00:00Z');

describe('preview links (issue 20 point 3)', () => {
  beforeAll(() => {
    process.env.RELEASE_USER = 'alice';
  });

  it('signs a link to a published version that the public half verifies, expiring after the ttl', async () => {
    const { registry, keyFile } = await setup();
    const { publicKey } = await createPreviewKey(keyFile, { ifMissing: true });
    const preview = await makePreviewLink(registry, { remote: 'mfe-casino', version: '1.2.0' }, { ttlSeconds: 7200, keyFile, site, pagePath: '/en-DE/online-casino', now });

    expect(preview).toMatchObject({ remote: 'mfe-casino', version: '1.2.0', expiresAt: '2026-11-27T14:00:00.000Z' });
    const link = new URL(preview.link);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/en-DE/online-casino');
    expect(link.searchParams.get('preview')).toBe(preview.token);
    expect(decodeProtectedHeader(preview.token)).toEqual({ alg: 'ES256', typ: 'JWT', kid: publicKey.kid });
    const { payload } = await jwtVerify(preview.token, await importJWK(publicKey, 'ES256'), { audience: 'casino-preview', currentDate: now });
    expect(previewClaimsSchema.parse(payload)).toEqual({ remote: 'mfe-casino', version: '1.2.0', iat: now.getTime() / 1000, exp: now.getTime() / 1000 + 7200, iss: 'alice' });
  });

  it('makes a token another key cannot verify', async () => {
    const { registry, keyFile } = await setup();
    const other = await setup();
    const { publicKey: otherPublicKey } = await createPreviewKey(other.keyFile, { ifMissing: true });
    const { token } = await makePreviewLink(registry, { remote: 'mfe-casino', version: '1.2.0' }, { ttlSeconds: 60, keyFile, site, now });
    await expect(jwtVerify(token, await importJWK(otherPublicKey, 'ES256'), { currentDate: now })).rejects.toThrow('signature verification failed');
  });

  it('refuses an unknown remote, an unpublished version and a version whose published entry changed, naming what is published', async () => {
    const { dir, registry, keyFile } = await setup();
    const options = { ttlSeconds: 60, keyFile, site };
    await expect(makePreviewLink(registry, { remote: 'mfe-poker', version: '1.0.0' }, options)).rejects.toThrow('Unknown remote "mfe-poker"');
    await expect(makePreviewLink(registry, { remote: 'mfe-casino', version: '9.9.9' }, options)).rejects.toThrow(
      'mfe-casino 9.9.9 is not published (published: 1.0.0, 1.2.0); publish it first: release publish mfe-casino --version 9.9.9',
    );
    writeFileSync(path.join(dir, 'cdn', 'mfe-casino', '1.2.0', 'remoteEntry.js'), 'var mfe_casino = "changed";');
    await expect(makePreviewLink(registry, { remote: 'mfe-casino', version: '1.2.0' }, options)).rejects.toThrow(/^mfe-casino 1\.2\.0 cannot be previewed: .*remoteEntry\.js/);
  });

  it('keeps the private key to its owner, never overwrites it, and says where a missing one is made', async () => {
    const { registry, keyFile, dir } = await setup();
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    await expect(createPreviewKey(keyFile)).rejects.toThrow(/exists: a new key ends every preview link/);
    expect((await createPreviewKey(keyFile, { ifMissing: true })).created).toBe(false);
    await expect(makePreviewLink(registry, { remote: 'mfe-casino', version: '1.2.0' }, { ttlSeconds: 60, keyFile: path.join(dir, 'none.json'), site })).rejects.toThrow(
      /No preview key at .*none\.json: make one with release preview-key/,
    );
    writeFileSync(path.join(dir, 'public.json'), JSON.stringify({ kty: 'EC', crv: 'P-256', x: 'a', y: 'b' }));
    await expect(makePreviewLink(registry, { remote: 'mfe-casino', version: '1.2.0' }, { ttlSeconds: 60, keyFile: path.join(dir, 'public.json'), site })).rejects.toThrow(
      'is not a private ES256 key',
    );
  });

  it.each([
    ['90s', 90],
    ['30m', 1800],
    ['2h', 7200],
    ['7d', 604_800],
  ])('reads --ttl %s as %i seconds', (text, seconds) => {
    expect(ttlSecondsOf(text)).toBe(seconds);
  });

  it.each(['2 hours', '0s', '8d', '-1h', ''])('refuses --ttl "%s"', (text) => {
    expect(() => ttlSecondsOf(text)).toThrow(/--ttl/);
  });
});
