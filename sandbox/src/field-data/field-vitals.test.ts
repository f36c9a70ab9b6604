import type { VitalsBatch, WebVital } from '@casino/shared/wire';

import { testDatabase } from '../testing/test-sandbox';
import { FieldVitals, versionsTagOf } from './field-vitals';

const NOW = new Date('2026-03-10T12:00:00Z');
let ids = 0;

const lcp = (value: number, id = `v6-lcp-${(ids += 1)}`): WebVital => ({ name: 'LCP', value, rating: value <= 2500 ? 'good' : 'poor', id, navigationType: 'navigate' });

function batch(metrics: WebVital[], tags: Partial<VitalsBatch> = {}): VitalsBatch {
  return { market: 'UN', segment: 'en-UN', page: '/online-casino/*', hostVersion: '1.0.0', remotes: { 'mfe-casino': '1.3.0' }, metrics, ...tags };
}

describe('FieldVitals', () => {
  let vitals: FieldVitals;
  beforeEach(async () => {
    const { db } = await testDatabase();
    vitals = new FieldVitals(db, () => NOW);
    await vitals.clear();
  });

  it('tags a visit with the host and its remotes by name', () => {
    expect(versionsTagOf('1.0.0', { 'mfe-promotions': '2.0.0', 'mfe-casino': '1.3.0' })).toBe('host@1.0.0 mfe-casino@1.3.0 mfe-promotions@2.0.0');
    expect(versionsTagOf('1.0.0', {})).toBe('host@1.0.0');
  });

  it('answers the nearest-rank 75th percentile and the count of each group', async () => {
    // 1 … 8 ms: 75 % of 8 values is the 6th; linear interpolation would say 6.25.
    await vitals.record(batch([8, 3, 1, 6, 2, 7, 5, 4].map((value) => lcp(value))));
    await vitals.record(batch([lcp(1000)], { page: '/' }));
    expect(await vitals.summary()).toEqual([
      { page: '/', metric: 'LCP', market: 'UN', versions: 'host@1.0.0 mfe-casino@1.3.0', count: 1, p75: 1000 },
      { page: '/online-casino/*', metric: 'LCP', market: 'UN', versions: 'host@1.0.0 mfe-casino@1.3.0', count: 8, p75: 6 },
    ]);
  });

  it('is a value of the group for any count: of four values the third, of five the fourth', async () => {
    await vitals.record(batch([10, 20, 30, 40].map((value) => lcp(value)), { market: 'FI', segment: 'fi-FI' }));
    await vitals.record(batch([10, 20, 30, 40, 50].map((value) => lcp(value)), { market: 'SE', segment: 'sv-SE' }));
    expect((await vitals.summary()).map((row) => [row.market, row.p75])).toEqual([
      ['FI', 30],
      ['SE', 40],
    ]);
  });

  it("groups by one remote's version, so a pinned version sits beside the previous one", async () => {
    await vitals.record(batch([lcp(1200), lcp(1400)], { remotes: { 'mfe-casino': '1.2.0', 'mfe-account': '1.0.0' } }));
    await vitals.record(batch([lcp(2100), lcp(2300)], { remotes: { 'mfe-casino': '1.3.0' } }));
    await vitals.record(batch([lcp(900)], { page: '/', remotes: {} }));
    expect(await vitals.summary({ remote: 'mfe-casino' })).toEqual([
      { page: '/', metric: 'LCP', market: 'UN', versions: null, count: 1, p75: 900 },
      { page: '/online-casino/*', metric: 'LCP', market: 'UN', versions: '1.2.0', count: 2, p75: 1400 },
      { page: '/online-casino/*', metric: 'LCP', market: 'UN', versions: '1.3.0', count: 2, p75: 2300 },
    ]);
    expect(await vitals.summary({ remote: 'mfe-casino', version: '1.3.0' })).toEqual([expect.objectContaining({ versions: '1.3.0', count: 2 })]);
    expect(await vitals.summary({ remote: 'host', page: '/' })).toEqual([expect.objectContaining({ page: '/', versions: '1.0.0', count: 1 })]);
    expect(await vitals.summary({ market: 'FI' })).toEqual([]);
  });

  it('keeps the last report of a metric: the same id again replaces its value', async () => {
    const cls = (value: number): WebVital => ({ name: 'CLS', value, rating: 'good', id: 'v6-cls-same', navigationType: 'navigate' });
    await vitals.record(batch([cls(0.01)]));
    await vitals.record(batch([cls(0.05)]));
    expect(await vitals.summary()).toEqual([expect.objectContaining({ metric: 'CLS', count: 1, p75: 0.05 })]);
  });

  it('keeps at most the newest rows it is allowed', async () => {
    const { db } = await testDatabase();
    const small = new FieldVitals(db, () => NOW, 3);
    await small.record(batch([lcp(1), lcp(2)]));
    await small.record(batch([lcp(3), lcp(4), lcp(5)]));
    expect(await small.summary()).toEqual([expect.objectContaining({ count: 3, p75: 5 })]);
  });
});
