import { CONTRACT_VERSION, type ResolvedRemote } from '@casino/shared';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { testManifest } from '../../testing/render-host';
import { loadExposedParcel, RemoteLoadError } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

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
    jest.mocked(loadRemote).mockResolvedValue({ parcel, contractVersion: '2.0.0' });
    await expect(loadExposedParcel(testManifest(), remote(), './CasinoApp')).rejects.toMatchObject({ reason: 'contract-mismatch' });
  });

  it('refuses an entry outside the allowed origins without fetching it', async () => {
    const error = await loadExposedParcel(testManifest(), remote({ entry: 'https://evil.example/remoteEntry.js' }), './CasinoApp').catch((e) => e);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error.reason).toBe('origin-not-allowed');
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('reports a module the pinned version does not expose', async () => {
    await expect(loadExposedParcel(testManifest(), remote(), './VipApp')).rejects.toMatchObject({ reason: 'not-exposed' });
  });

  it('wraps a failed load', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('ScriptExternalLoadError'));
    await expect(loadExposedParcel(testManifest(), remote(), './CasinoApp')).rejects.toMatchObject({ reason: 'load-failed' });
  });
});
