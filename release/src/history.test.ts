import { describeChange, normaliseEntry, pinStack, type HistoryEntry } from './history';

const entry = (action: HistoryEntry['action'], from: string | null, to: string | null, market = 'DE'): HistoryEntry => ({
  time: '2026-11-27T09:14:00.000Z',
  who: 'alice',
  action,
  market,
  remote: 'mfe-casino',
  from,
  to,
});

describe('pinStack', () => {
  it('pushes forward changes and goes back down for rollbacks', () => {
    const history = [entry('pin', null, '1.0.0'), entry('pin', '1.0.0', '1.1.0'), entry('pin', '1.1.0', '1.2.0'), entry('rollback', '1.2.0', '1.1.0')];
    expect(pinStack(history, 'DE', 'mfe-casino', '1.1.0')).toEqual([null, '1.0.0', '1.1.0']);
    // A rollback to a version not below the top (rollback --to an older build) is a step of its own.
    expect(pinStack([...history, entry('rollback', '1.1.0', '0.9.0')], 'DE', 'mfe-casino', '0.9.0')).toEqual([null, '1.0.0', '1.1.0', '0.9.0']);
    // A rollback to a version further down drops everything above it.
    expect(pinStack([...history, entry('rollback', '1.1.0', null)], 'DE', 'mfe-casino', null)).toEqual([null]);
  });

  it('reads only its market and remote, skips publishes, and puts a hand-edited current pin on top', () => {
    const history = [entry('publish', null, '1.0.0', null as unknown as string), entry('pin', null, '1.0.0', 'FI'), entry('pin', null, '1.0.0'), { ...entry('pin', null, '3.0.0'), remote: 'mfe-cashier' }];
    expect(pinStack(history, 'DE', 'mfe-casino', '1.0.0')).toEqual([null, '1.0.0']);
    expect(pinStack(history, 'DE', 'mfe-casino', '1.5.0')).toEqual([null, '1.0.0', '1.5.0']);
    expect(pinStack(history, 'NO', 'mfe-casino', null)).toEqual([]);
  });

  it('treats unpin and promote as forward changes', () => {
    const history = [entry('pin', null, '1.0.0'), entry('unpin', '1.0.0', null), entry('promote', null, '1.1.0')];
    expect(pinStack(history, 'DE', 'mfe-casino', '1.1.0')).toEqual([null, '1.0.0', null, '1.1.0']);
  });
});

describe('describeChange', () => {
  it('says what changed, where, by whom and why', () => {
    expect(describeChange(entry('rollback', '1.1.0', '1.0.3'))).toBe('mfe-casino 1.1.0 → 1.0.3 in DE by alice (rollback)');
    expect(describeChange(entry('pin', null, '1.1.0', 'default'))).toBe('mfe-casino the default → 1.1.0 in the default by alice');
    expect(describeChange({ ...entry('promote', null, '1.1.0', 'AT'), reason: 'promoted from DE' })).toBe('mfe-casino the default → 1.1.0 in AT by alice (promote: promoted from DE)');
    expect(describeChange({ ...entry('unpin', '1.1.0', null), who: undefined })).toBe('mfe-casino 1.1.0 → the default in DE (unpin)');
    expect(describeChange({ ...entry('publish', null, '1.2.0'), market: null })).toBe('mfe-casino 1.2.0 published by alice');
  });
});

describe('normaliseEntry', () => {
  it('reads the old "(default x)" rollback target as following the default', () => {
    expect(normaliseEntry(entry('rollback', '1.1.0', '(default 1.0.0)')).to).toBeNull();
    expect(normaliseEntry(entry('rollback', '1.1.0', '1.0.0')).to).toBe('1.0.0');
  });
});
