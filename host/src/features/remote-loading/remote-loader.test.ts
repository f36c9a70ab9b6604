import { CONTRACT_VERSION, parseReleaseManifest, type ReleaseManifest, type ResolvedRemote } from '@casino/shared/contract';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { testManifest } from '../../testing/render-host';
import { loadAreaParcel, loadExposedParcel, preloadArea, RemoteLoadError } from './remote-loader';
import { bucketOf, releaseForVisitor } from './visitor-release';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const parcel = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };
const remote = (overrides: Partial<ResolvedRemote> = {}): ResolvedRemote => ({
  name: 'mfe-casino',
  version: '1.0.0',
  entry: 'http://localhost:4000/cdn/mfe-casino/1.0.0/remoteEntry.js',
  contractVersion: '1.0.0',
  exposes: ['./CasinoApp'],
  sharedRequirements: {},
  ...overrides,
});

describe('remote loader (ARCHITECTURE §4, §6)', () => {
  it('registers the pinned entry with the federation runtime and loads the exposed parcel', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ parcel, contractVersion: CONTRACT_VERSION });
    const module = await loadExposedParcel(testManifest(), remote(), './CasinoApp');
    expect(module.parcel).toBe(parcel);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_casino', entry: 'http://localhost:4000/cdn/mfe-casino/1.0.0/remoteEntry.js' }], expect.anything());
    expect(loadRemote).toHaveBeenCalledWith('mfe_casino/CasinoApp');
  });

  it('refuses a remote built against another contract major', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ parcel, contractVersion: '1.1.0' });
    await expect(loadExposedParcel(testManifest(), remote(), './CasinoApp')).rejects.toMatchObject({ reason: 'contract-mismatch' });
  });

  it('refuses an entry outside the allowed origins without fetching it', async () => {
    const error = await loadExposedParcel(testManifest(), remote({ entry: 'https://evil.example/remoteEntry.js' }), './CasinoApp').catch((e) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error.reason).toBe('origin-not-allowed');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('refuses an entry on an origin the manifest allows but the host was not built to allow (issue 21 point 8)', async () => {
    const manifest = { ...testManifest(), allowedOrigins: ['http://localhost:4000', 'https://cdn.evil.example'] };
    const error = await loadExposedParcel(manifest, remote({ entry: 'https://cdn.evil.example/mfe-casino/1.0.0/remoteEntry.js' }), './CasinoApp').catch((e) => e);
    expect(error).toMatchObject({ reason: 'origin-not-allowed', message: 'mfe-casino: https://cdn.evil.example is not an allowed origin' });
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('refuses an entry without an integrity hash, when integrity is required, without fetching it (issue 21 point 8)', async () => {
    const error = await loadExposedParcel(testManifest(), remote(), './CasinoApp', { requireIntegrity: true }).catch((e) => e);
    expect(error).toMatchObject({ reason: 'no-integrity', message: 'mfe-casino@1.0.0 has no integrity hash in the release manifest: not loaded unchecked' });
    expect(loadRemote).not.toHaveBeenCalled();
    jest.mocked(loadRemote).mockResolvedValue({ parcel, contractVersion: CONTRACT_VERSION });
    await expect(loadExposedParcel(testManifest(), remote({ integrity: 'sha384-AAAA' }), './CasinoApp', { requireIntegrity: true })).resolves.toMatchObject({ parcel });
  });

  it('reports a module the pinned version does not expose', async () => {
    await expect(loadExposedParcel(testManifest(), remote(), './VipApp')).rejects.toMatchObject({ reason: 'not-exposed' });
  });

  it('wraps a failed load', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('ScriptExternalLoadError'));
    await expect(loadExposedParcel(testManifest(), remote(), './CasinoApp')).rejects.toMatchObject({ reason: 'load-failed' });
  });
});

describe('last known good (ARCHITECTURE §6)', () => {
  const version = (v: string) => ({ entry: `http://localhost:4000/cdn/mfe-casino/${v}/remoteEntry.js`, integrity: 'sha384-AAAA', contractVersion: '1.1.0', exposes: ['./CasinoApp'] });
  // A new manifest per test: loads are shared per manifest (one visit).
  let manifest: ReleaseManifest;
  beforeEach(() => {
    manifest = parseReleaseManifest({
      schemaVersion: 1,
      allowedOrigins: ['http://localhost:4000'],
      remotes: { 'mfe-casino': { '1.0.0': version('1.0.0'), '1.1.0': version('1.1.0') } },
      pins: { default: { 'mfe-casino': '1.0.0' }, DE: { 'mfe-casino': '1.1.0' } },
      previousPins: { DE: { 'mfe-casino': '1.0.0' } },
    });
    window.__casinoRemoteTraces = [];
  });

  it('loads the market’s previous pin when the pinned version fails, and traces both attempts', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('integrity')).mockResolvedValueOnce({ parcel, contractVersion: CONTRACT_VERSION });
    const loaded = await loadAreaParcel(manifest, 'DE', 'mfe-casino', './CasinoApp');
    expect(loaded).toMatchObject({ version: '1.0.0', lastKnownGood: true });
    expect(window.__casinoRemoteTraces?.map(({ version, outcome, lastKnownGood }) => ({ version, outcome, lastKnownGood }))).toEqual([
      { version: '1.1.0', outcome: 'failed', lastKnownGood: false },
      { version: '1.0.0', outcome: 'ok', lastKnownGood: true },
    ]);
    expect(window.__casinoRemoteTraces?.[0]).toMatchObject({ market: 'DE', remote: 'mfe-casino', phase: 'load', durationMs: expect.any(Number) });
  });

  it('loads a visitor’s canary, falls back to the market’s pin when it fails, and traces the bucket and how the version was chosen', async () => {
    const withCanary = { ...manifest, pins: { default: { 'mfe-casino': '1.0.0' } }, previousPins: {}, canaries: { DE: { 'mfe-casino': { version: '1.1.0', percent: 99 } } } } as ReleaseManifest;
    const visitor = ['a', 'b', 'c', 'd'].find((id) => bucketOf(id, 'mfe-casino') < 99)!;
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptExternalLoadError')).mockResolvedValueOnce({ parcel, contractVersion: CONTRACT_VERSION });
    const loaded = await loadAreaParcel(releaseForVisitor(withCanary, visitor), 'DE', 'mfe-casino', './CasinoApp');
    expect(loaded).toMatchObject({ version: '1.0.0', lastKnownGood: true });
    const bucket = bucketOf(visitor, 'mfe-casino');
    expect(window.__casinoRemoteTraces?.map(({ version, outcome, via, bucket: traced }) => ({ version, outcome, via, bucket: traced }))).toEqual([
      { version: '1.1.0', outcome: 'failed', via: 'canary', bucket },
      { version: '1.0.0', outcome: 'ok', via: 'canary', bucket },
    ]);
  });

  it('gives up with the pinned version’s error when the previous pin fails too', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    await expect(loadAreaParcel(manifest, 'DE', 'mfe-casino', './CasinoApp')).rejects.toMatchObject({ reason: 'load-failed' });
  });

  it('has no fallback where the market never had another pin', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('offline'));
    await expect(loadAreaParcel(manifest, 'FI', 'mfe-casino', './CasinoApp')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shares one load between the preload and the area, and traces it once', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ parcel, contractVersion: CONTRACT_VERSION });
    preloadArea(Promise.resolve(manifest), 'FI', 'mfe-casino', './CasinoApp');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const loaded = await loadAreaParcel(manifest, 'FI', 'mfe-casino', './CasinoApp');
    expect(loaded).toMatchObject({ version: '1.0.0', lastKnownGood: false });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(window.__casinoRemoteTraces).toHaveLength(1);
  });

  it('starts over on a retry, and after a failure', async () => {
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ parcel, contractVersion: CONTRACT_VERSION });
    await expect(loadAreaParcel(manifest, 'FI', 'mfe-casino', './CasinoApp')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loadAreaParcel(manifest, 'FI', 'mfe-casino', './CasinoApp')).resolves.toMatchObject({ version: '1.0.0' });
    await loadAreaParcel(manifest, 'FI', 'mfe-casino', './CasinoApp', { force: true });
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });
});
