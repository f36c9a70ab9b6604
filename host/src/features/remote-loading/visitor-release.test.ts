import { resolveRemotes } from '@casino/shared/contract';
import { testManifest } from '../../testing/render-host';
import { assignmentOf, bucketOf, releaseForVisitor, VISITOR_ID_STORAGE_KEY, visitorIdOf } from './visitor-release';

/** The test manifest with mfe-casino 1.1.0 published and a DE canary of it at `percent`. */
function withCanary(percent: number, version = '1.1.0') {
  const base = testManifest();
  return testManifest({
    remotes: {
      ...base.remotes,
      'mfe-casino': { ...base.remotes['mfe-casino'], '1.1.0': { ...base.remotes['mfe-casino']!['1.0.0']!, entry: 'http://localhost:4000/cdn/mfe-casino/1.1.0/remoteEntry.js' } },
    },
    canaries: { DE: { 'mfe-casino': { version, percent } } },
  });
}

const ids = (count: number) => Array.from({ length: count }, (_, index) => `visitor-${index}-${(index * 7919).toString(36)}`);

describe('a canary inside a market (issue 20 point 2)', () => {
  it('gives the canary to the visitors whose bucket is under its percentage, in that market only', () => {
    const manifest = withCanary(50);
    const versions = ids(1000).map((id) => resolveRemotes(releaseForVisitor(manifest, id), 'DE')['mfe-casino']?.version);
    const canary = versions.filter((version) => version === '1.1.0').length;
    // Half of a thousand random-looking ids, give or take what an even hash spreads.
    expect(canary).toBeGreaterThan(450);
    expect(canary).toBeLessThan(550);
    expect(versions.filter((version) => version === '1.0.0').length).toBe(1000 - canary);
    expect(ids(100).every((id) => resolveRemotes(releaseForVisitor(manifest, id), 'FI')['mfe-casino']?.version === '1.0.0')).toBe(true);
  });

  it('keeps a visitor on one version: the same id always lands in the same bucket', () => {
    const manifest = withCanary(10);
    for (const id of ids(50)) {
      const first = resolveRemotes(releaseForVisitor(manifest, id), 'DE')['mfe-casino']?.version;
      expect(resolveRemotes(releaseForVisitor(withCanary(10), id), 'DE')['mfe-casino']?.version).toBe(first);
      expect(first === '1.1.0').toBe(bucketOf(id, 'mfe-casino') < 10);
    }
  });

  it('only adds visitors when the percentage grows', () => {
    for (const id of ids(200)) {
      const at10 = resolveRemotes(releaseForVisitor(withCanary(10), id), 'DE')['mfe-casino']?.version;
      if (at10 === '1.1.0') expect(resolveRemotes(releaseForVisitor(withCanary(60), id), 'DE')['mfe-casino']?.version).toBe('1.1.0');
    }
  });

  it('falls back to the market\'s pin when the canary fails, and says how each version was chosen', () => {
    const manifest = withCanary(99);
    const id = ids(200).find((candidate) => bucketOf(candidate, 'mfe-casino') < 99)!;
    const release = releaseForVisitor(manifest, id);
    expect(release.pins.DE).toEqual({ 'mfe-casino': '1.1.0' });
    expect(release.previousPins.DE).toEqual({ 'mfe-casino': '1.0.0' });
    expect(assignmentOf(release, 'DE', 'mfe-casino')).toEqual({ via: 'canary', bucket: bucketOf(id, 'mfe-casino'), canaryPercent: 99 });
    expect(assignmentOf(release, 'FI', 'mfe-casino')).toEqual({ via: 'pin', bucket: bucketOf(id, 'mfe-casino') });
    // A manifest as read (not made for a visitor) has no bucket to tell.
    expect(assignmentOf(manifest, 'DE', 'mfe-casino')).toBeUndefined();
  });

  it('ignores a canary of a version the manifest does not list', () => {
    const release = releaseForVisitor(withCanary(99, '9.9.9'), ids(1)[0]!);
    expect(resolveRemotes(release, 'DE')['mfe-casino']?.version).toBe('1.0.0');
  });
});

describe('a preview over canaries and pins (issue 20 point 3)', () => {
  it('loads the previewed version in every market, canary or not, with what it replaced as the last known good', () => {
    const manifest = testManifest({
      ...withCanary(99),
      pins: { default: { 'mfe-casino': '1.0.0', 'mfe-promotions': '1.0.0' }, FI: { 'mfe-promotions': '1.0.0' } },
      previousPins: { UK: { 'mfe-casino': '0.9.0' } },
    });
    const id = ids(200).find((candidate) => bucketOf(candidate, 'mfe-casino') < 99)!;
    const release = releaseForVisitor(manifest, id, { remote: 'mfe-casino', version: '1.1.0' });
    for (const market of ['DE', 'FI', 'UK', 'NO']) {
      expect(resolveRemotes(release, market)['mfe-casino']?.version).toBe('1.1.0');
      expect(resolveRemotes(release, market)['mfe-promotions']?.version).toBe('1.0.0');
      expect(assignmentOf(release, market, 'mfe-casino')).toEqual({ via: 'preview', bucket: bucketOf(id, 'mfe-casino') });
    }
    // What the visitor would have loaded is where a failing preview falls back to, not an older pin.
    expect(release.previousPins.UK?.['mfe-casino']).toBe('1.0.0');
    expect(release.previousPins.default?.['mfe-casino']).toBe('1.0.0');
    expect(assignmentOf(release, 'DE', 'mfe-promotions')?.via).toBe('pin');
  });

  it('ignores a preview of a version the manifest does not list', () => {
    const release = releaseForVisitor(testManifest(), ids(1)[0]!, { remote: 'mfe-casino', version: '9.9.9' });
    expect(resolveRemotes(release, 'DE')['mfe-casino']?.version).toBe('1.0.0');
    expect(assignmentOf(release, 'DE', 'mfe-casino')?.via).toBe('pin');
  });
});

describe('the visitor id', () => {
  it('is created once and kept, and is a random id, not the player', () => {
    const storage = new Map<string, string>();
    const kept = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    const first = visitorIdOf(kept);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.get(VISITOR_ID_STORAGE_KEY)).toBe(first);
    expect(visitorIdOf(kept)).toBe(first);
  });

  it('is made for this page alone when storage refuses it', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => undefined };
    expect(visitorIdOf(refusing)).not.toBe(visitorIdOf(refusing));
  });
});
