import { areaHintsOf, exposeChunksOf, preloadOpeningArea } from './early-preload';

// The origins this host was built to load remote code from (ALLOWED_REMOTE_ORIGINS).
jest.mock('../lib/config', () => ({ config: { allowedRemoteOrigins: ['https://cdn.test'] } }));

const published = (version: string) => ({
  entry: `https://cdn.test/mfe-casino/${version}/remoteEntry.js`,
  integrity: `sha384-entry-${version}`,
  manifestIntegrity: `sha384-manifest-${version}`,
});

const manifest = {
  allowedOrigins: ['https://cdn.test'],
  pins: { default: { 'mfe-casino': '1.0.0', 'mfe-account': '1.0.0' }, FI: { 'mfe-casino': '1.1.0' } },
  remotes: {
    'mfe-casino': { '1.0.0': published('1.0.0'), '1.1.0': published('1.1.0') },
    'mfe-account': { '1.0.0': { entry: 'https://evil.test/mfe-account/1.0.0/remoteEntry.js' } },
  },
};

const federationManifest = {
  exposes: [
    { path: './CasinoApp', assets: { js: { sync: ['971.a.js', '__federation_expose_CasinoApp.b.js'], async: ['bootstrap.c.js'] } } },
    { path: './Other', assets: { js: { sync: ['other.js'] } } },
  ],
  metaData: { integrity: { '971.a.js': 'sha384-chunk-971', '__federation_expose_CasinoApp.b.js': 'sha384-chunk-expose' } },
};

describe('preloading the opening area from the entry chunk', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('reads the pinned entry of the area the page opens on, the market pin over the default', () => {
    expect(areaHintsOf(manifest, '/en-UN/online-casino/all-games')).toEqual({
      entry: 'https://cdn.test/mfe-casino/1.0.0/remoteEntry.js',
      integrity: 'sha384-entry-1.0.0',
      federationManifest: 'https://cdn.test/mfe-casino/1.0.0/mf-manifest.json',
      federationManifestIntegrity: 'sha384-manifest-1.0.0',
      expose: './CasinoApp',
    });
    expect(areaHintsOf(manifest, '/fi-FI/online-casino/')?.entry).toBe('https://cdn.test/mfe-casino/1.1.0/remoteEntry.js');
  });

  it('gives no hint for the shell pages, unknown shapes or an origin the manifest does not allow', () => {
    expect(areaHintsOf(manifest, '/en-UN')).toBeNull();
    expect(areaHintsOf(manifest, '/en-UN/terms')).toBeNull();
    expect(areaHintsOf(manifest, '/online-casino')).toBeNull();
    expect(areaHintsOf(manifest, '/en-UN/my-account/details')).toBeNull();
    expect(areaHintsOf({}, '/en-UN/online-casino')).toBeNull();
  });

  it('gives no hint for an origin the manifest allows but the host was not built to allow', () => {
    const widened = { ...manifest, allowedOrigins: ['https://cdn.test', 'https://evil.test'] };
    expect(areaHintsOf(widened, '/en-UN/my-account/details')).toBeNull();
    expect(areaHintsOf(widened, '/en-UN/online-casino')).not.toBeNull();
  });

  it('names the chunks the exposed module needs before it runs, beside the entry', () => {
    const hints = areaHintsOf(manifest, '/en-UN/online-casino');
    expect(hints && exposeChunksOf(federationManifest, hints)).toEqual([
      { href: 'https://cdn.test/mfe-casino/1.0.0/971.a.js', integrity: 'sha384-chunk-971' },
      { href: 'https://cdn.test/mfe-casino/1.0.0/__federation_expose_CasinoApp.b.js', integrity: 'sha384-chunk-expose' },
    ]);
  });

  it('adds preload links: the entry and the chunks with their integrity and CORS mode, as the remote loads them', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(federationManifest)));
    jest.spyOn(globalThis, 'fetch').mockImplementation(fetchMock);
    await preloadOpeningArea(Promise.resolve(new Response(JSON.stringify(manifest))), '/en-UN/online-casino');
    expect(fetchMock).toHaveBeenCalledWith('https://cdn.test/mfe-casino/1.0.0/mf-manifest.json', { integrity: 'sha384-manifest-1.0.0', mode: 'cors' });
    const links = [...document.head.querySelectorAll('link[rel="preload"]')] as HTMLLinkElement[];
    expect(links.map((link) => [link.href, link.getAttribute('as'), link.getAttribute('integrity'), link.getAttribute('crossorigin')])).toEqual([
      ['https://cdn.test/mfe-casino/1.0.0/remoteEntry.js', 'script', 'sha384-entry-1.0.0', 'anonymous'],
      ['https://cdn.test/mfe-casino/1.0.0/971.a.js', 'script', 'sha384-chunk-971', 'anonymous'],
      ['https://cdn.test/mfe-casino/1.0.0/__federation_expose_CasinoApp.b.js', 'script', 'sha384-chunk-expose', 'anonymous'],
    ]);
  });

  it('leaves the page alone when the manifest fails', async () => {
    await preloadOpeningArea(Promise.resolve(new Response('no', { status: 503 })), '/en-UN/online-casino');
    await preloadOpeningArea(Promise.reject(new Error('offline')), '/en-UN/online-casino');
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
