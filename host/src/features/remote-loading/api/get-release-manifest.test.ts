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

  it('fails loudly on an HTTP error or a document that is no manifest', async () => {
    await expect(getReleaseManifest(url, jest.fn(async () => json({}, 503)))).rejects.toThrow('Release manifest: HTTP 503');
    await expect(getReleaseManifest(url, jest.fn(async () => json({ schemaVersion: 2 })))).rejects.toThrow();
  });
});
