import { testManifest } from '../../../testing/render-host';
import { getReleaseManifest } from './get-release-manifest';

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
});
