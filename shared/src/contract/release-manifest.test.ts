import { parseReleaseManifest, resolveRemotes, type ReleaseManifest } from './release-manifest';

const entry = (name: string, version: string) => ({
  entry: `http://localhost:4000/cdn/${name}/${version}/remoteEntry.js`,
  integrity: 'sha384-AAAA',
  contractVersion: '1.0.0',
});

const manifest = (): unknown => ({
  schemaVersion: 1,
  allowedOrigins: ['http://localhost:4000'],
  remotes: {
    'mfe-casino': { '1.0.0': entry('mfe-casino', '1.0.0'), '1.1.0': entry('mfe-casino', '1.1.0') },
    'mfe-cashier': { '1.0.0': entry('mfe-cashier', '1.0.0') },
  },
  pins: {
    default: { 'mfe-casino': '1.0.0', 'mfe-cashier': '1.0.0' },
    DE: { 'mfe-casino': '1.1.0' },
  },
});

describe('release manifest', () => {
  it('parses a valid manifest and fills defaults', () => {
    const parsed = parseReleaseManifest(manifest());
    expect(parsed.previousPins).toEqual({});
    expect(parsed.canaries).toEqual({});
    expect(parsed.remotes['mfe-casino']?.['1.0.0']?.exposes).toEqual([]);
  });

  it('keeps a market\'s canaries', () => {
    const input = manifest() as Record<string, unknown>;
    input.canaries = { DE: { 'mfe-casino': { version: '1.1.0', percent: 10, startedBy: 'alice' } } };
    expect(parseReleaseManifest(input).canaries).toEqual({ DE: { 'mfe-casino': { version: '1.1.0', percent: 10, startedBy: 'alice' } } });
  });

  it('resolves a market over the default pins', () => {
    const parsed = parseReleaseManifest(manifest());
    expect(resolveRemotes(parsed, 'DE')['mfe-casino']?.version).toBe('1.1.0');
    expect(resolveRemotes(parsed, 'FI')['mfe-casino']?.version).toBe('1.0.0');
    expect(resolveRemotes(parsed, 'DE')['mfe-cashier']?.version).toBe('1.0.0');
  });

  it('leaves out a pin to a version that was never published', () => {
    const parsed = parseReleaseManifest(manifest()) as ReleaseManifest;
    parsed.pins.FI = { 'mfe-casino': '9.9.9' };
    expect(resolveRemotes(parsed, 'FI')['mfe-casino']).toBeUndefined();
  });

  it.each([
    ['an unknown remote', (m: any) => (m.pins.default['mfe-bingo'] = '1.0.0')],
    ['a version that is not semver', (m: any) => (m.pins.DE['mfe-casino'] = 'latest')],
    ['an entry that is not a URL', (m: any) => (m.remotes['mfe-casino']['1.0.0'].entry = 'remoteEntry.js')],
    ['an integrity that is not SRI', (m: any) => (m.remotes['mfe-casino']['1.0.0'].integrity = 'md5-x')],
    ['a lower-case market', (m: any) => (m.pins.de = {})],
    ['no allowed origin', (m: any) => (m.allowedOrigins = [])],
    ['a canary of 100 %', (m: any) => (m.canaries = { DE: { 'mfe-casino': { version: '1.1.0', percent: 100 } } })],
    ['a canary of 0 %', (m: any) => (m.canaries = { DE: { 'mfe-casino': { version: '1.1.0', percent: 0 } } })],
    ['a canary of 2.5 %', (m: any) => (m.canaries = { DE: { 'mfe-casino': { version: '1.1.0', percent: 2.5 } } })],
    ['a canary of an unknown remote', (m: any) => (m.canaries = { DE: { 'mfe-bingo': { version: '1.1.0', percent: 10 } } })],
  ])('rejects %s', (_name, mutate) => {
    const input = manifest();
    mutate(input);
    expect(() => parseReleaseManifest(input)).toThrow();
  });
});
