import { signManifest } from '@casino/shared/contract';
import { testManifest } from '../../../testing/render-host';
import { getReleaseManifest, ManifestSignatureError } from './get-release-manifest';

/** A release key pair as the host and the release CLI hold it: the public half as JSON, the private as a JWK. */
async function releaseKey(): Promise<{ publicKey: string; privateKey: JsonWebKey & { kid: string } }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  return { publicKey: JSON.stringify({ kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y, kid: 'release' }), privateKey: { ...jwk, kid: 'release' } };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('reading the release manifest (ARCHITECTURE §6)', () => {
  const url = 'http://localhost:4000/cdn/manifest.json';

  it('fetches it past every cache', async () => {
    const doFetch = jest.fn(async () => json(testManifest()));
    await expect(getReleaseManifest(url, doFetch)).resolves.toMatchObject({ schemaVersion: 1 });
    expect(doFetch).toHaveBeenCalledWith(url, { cache: 'no-store' });
  });

  it('uses the request the entry chunk already started instead of asking twice', async () => {
    const doFetch = jest.fn(async () => json({}));
    await expect(getReleaseManifest(url, doFetch, Promise.resolve(json(testManifest())))).resolves.toMatchObject({ schemaVersion: 1 });
    expect(doFetch).not.toHaveBeenCalled();
  });

  it('fails loudly on an HTTP error or a document that is no manifest, when no good one was ever read', async () => {
    await expect(getReleaseManifest(url, jest.fn(async () => json({}, 503)), null, null)).rejects.toThrow('Release manifest: HTTP 503');
    await expect(getReleaseManifest(url, jest.fn(async () => json({ schemaVersion: 2 })), null, null)).rejects.toThrow();
  });

  it('keeps the last good manifest and uses it when the next one is broken, unreachable or edited into invalid JSON', async () => {
    const storage = new Map<string, string>();
    const kept = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    const good = { ...testManifest(), updatedAt: 'good' };
    await getReleaseManifest(url, jest.fn(async () => json(good)), null, kept);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await expect(getReleaseManifest(url, jest.fn(async () => json({ schemaVersion: 1, pins: 'x' })), null, kept)).resolves.toMatchObject({ updatedAt: 'good' });
      await expect(getReleaseManifest(url, jest.fn(async () => new Response('{ "schemaVersion": 1, ', { status: 200 })), null, kept)).resolves.toMatchObject({ updatedAt: 'good' });
      await expect(getReleaseManifest(url, jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), null, kept)).resolves.toMatchObject({ updatedAt: 'good' });
      expect(warn).toHaveBeenCalledTimes(3);
      // A good manifest replaces the kept one.
      await getReleaseManifest(url, jest.fn(async () => json({ ...good, updatedAt: 'newer' })), null, kept);
      await expect(getReleaseManifest(url, jest.fn(async () => json({}, 500)), null, kept)).resolves.toMatchObject({ updatedAt: 'newer' });
    } finally {
      warn.mockRestore();
    }
  });

  describe('signed by the release key (issue 21 point 8)', () => {
    const memory = () => {
      const storage = new Map<string, string>();
      return { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    };

    it('reads a manifest the key signed', async () => {
      const { publicKey, privateKey } = await releaseKey();
      const signed = await signManifest(testManifest(), privateKey);
      await expect(getReleaseManifest(url, jest.fn(async () => json(signed)), null, null, publicKey)).resolves.toMatchObject({ schemaVersion: 1 });
    });

    it('refuses one unsigned, signed by another key, or changed after signing (a pin, an allowed origin, an entry)', async () => {
      const { publicKey, privateKey } = await releaseKey();
      const other = await releaseKey();
      const signed = await signManifest(testManifest(), privateKey);
      const refused = [
        testManifest(),
        await signManifest(testManifest(), { ...other.privateKey, kid: 'release' }),
        { ...signed, pins: { default: {} } },
        { ...signed, allowedOrigins: [...signed.allowedOrigins, 'https://evil.example'] },
        JSON.parse(JSON.stringify(signed).replace('mfe-casino/1.0.0/remoteEntry.js', 'mfe-casino/1.0.0/evil.js')),
      ];
      for (const document of refused) {
        await expect(getReleaseManifest(url, jest.fn(async () => json(document)), null, null, publicKey)).rejects.toBeInstanceOf(ManifestSignatureError);
      }
    });

    it('falls back to the last signed manifest when the next is not signed, and checks the kept one again', async () => {
      const { publicKey, privateKey } = await releaseKey();
      const kept = memory();
      const good = await signManifest({ ...testManifest(), updatedAt: 'good' }, privateKey);
      await getReleaseManifest(url, jest.fn(async () => json(good)), null, kept, publicKey);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        await expect(getReleaseManifest(url, jest.fn(async () => json({ ...good, pins: { default: {} } })), null, kept, publicKey)).resolves.toMatchObject({ updatedAt: 'good' });
        // Someone who can write local storage cannot plant a manifest either.
        const planted = memory();
        planted.setItem('casino.release.last-good-manifest', JSON.stringify({ ...good, updatedAt: 'planted' }));
        await expect(getReleaseManifest(url, jest.fn(async () => json({}, 503)), null, planted, publicKey)).rejects.toThrow('HTTP 503');
      } finally {
        warn.mockRestore();
      }
    });
  });
});
