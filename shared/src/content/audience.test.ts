import fc from 'fast-check';
import { DEPOSIT_COUNT_GROUPS, type DepositCountGroup } from '../constants/enums';
import { audienceAllows, depositCountGroupOf, type AudienceLimited, type ContentViewer } from './audience';

const NOW = new Date('2026-06-01T12:00:00Z');
const visitor: ContentViewer = { authorized: false, playerId: null, totalDepositsCount: null };
const player = (totalDepositsCount: number | null, playerId = 'sandbox-nora'): ContentViewer => ({ authorized: true, playerId, totalDepositsCount });
const nora = player(0);
const ulla = player(1, 'sandbox-ulla');
const anna = player(3, 'sandbox-anna');
const groups = (...targetGroups: DepositCountGroup[]): AudienceLimited => ({ targetAudience: { targetAudienceOption: 'groups', targetGroups } });

describe('depositCountGroupOf (spec 000 §5)', () => {
  it.each([
    [0, 'DEPOSIT_COUNT_0'],
    [1, 'DEPOSIT_COUNT_1'],
    [2, 'DEPOSIT_COUNT_MORE_THAN_1'],
    [250, 'DEPOSIT_COUNT_MORE_THAN_1'],
  ])('%i deposits → %s', (count, group) => {
    expect(depositCountGroupOf(count)).toBe(group);
  });

  it.each([null, undefined, -1, 1.5, Number.NaN])('%p is unknown', (count) => {
    expect(depositCountGroupOf(count)).toBeNull();
  });
});

describe('audienceAllows (spec 000 §5, spec 001 §6)', () => {
  describe('no audience limit', () => {
    it.each([
      ['no targetAudience', {}],
      ['targetAudience null', { targetAudience: null }],
      ['option none', { targetAudience: { targetAudienceOption: 'none' } }],
      ['option missing', { targetAudience: {} }],
    ] as Array<[string, AudienceLimited]>)('%s: shown to a visitor and to every player', (_, item) => {
      for (const viewer of [visitor, nora, ulla, anna, player(null)]) expect(audienceAllows(item, viewer, NOW)).toBe(true);
    });
  });

  describe('group option', () => {
    it('is hidden from a visitor, whatever the groups', () => {
      expect(audienceAllows(groups(...DEPOSIT_COUNT_GROUPS), visitor, NOW)).toBe(false);
    });

    it('DEPOSIT_COUNT_0 is shown to nora (0) only', () => {
      expect([nora, ulla, anna].map((viewer) => audienceAllows(groups('DEPOSIT_COUNT_0'), viewer, NOW))).toEqual([true, false, false]);
    });

    it('DEPOSIT_COUNT_1 is shown to ulla (1) only', () => {
      expect([nora, ulla, anna].map((viewer) => audienceAllows(groups('DEPOSIT_COUNT_1'), viewer, NOW))).toEqual([false, true, false]);
    });

    it('DEPOSIT_COUNT_MORE_THAN_1 is shown to anna (3) only', () => {
      expect([nora, ulla, anna].map((viewer) => audienceAllows(groups('DEPOSIT_COUNT_MORE_THAN_1'), viewer, NOW))).toEqual([false, false, true]);
    });

    it('several groups: any one matches', () => {
      expect([nora, ulla, anna].map((viewer) => audienceAllows(groups('DEPOSIT_COUNT_0', 'DEPOSIT_COUNT_MORE_THAN_1'), viewer, NOW))).toEqual([true, false, true]);
    });

    it('is hidden from a logged-in player whose deposit count is not known yet', () => {
      expect(audienceAllows(groups(...DEPOSIT_COUNT_GROUPS), player(null), NOW)).toBe(false);
    });

    it('is hidden when no groups are listed', () => {
      expect(audienceAllows({ targetAudience: { targetAudienceOption: 'groups' } }, anna, NOW)).toBe(false);
    });
  });

  describe('players-list option', () => {
    const list: AudienceLimited = { targetAudience: { targetAudienceOption: 'players', targetPlayersIds: ['sandbox-ulla', 'sandbox-anna'] } };

    it('is shown to a listed player', () => {
      expect(audienceAllows(list, ulla, NOW)).toBe(true);
      expect(audienceAllows(list, anna, NOW)).toBe(true);
    });

    it('is hidden from a player not listed, and from a visitor', () => {
      expect(audienceAllows(list, nora, NOW)).toBe(false);
      expect(audienceAllows(list, visitor, NOW)).toBe(false);
    });

    it('is hidden when the list is missing', () => {
      expect(audienceAllows({ targetAudience: { targetAudienceOption: 'players' } }, anna, NOW)).toBe(false);
    });
  });

  it('an unknown option is hidden from everyone', () => {
    const item = { targetAudience: { targetAudienceOption: 'vip-only' } };
    for (const viewer of [visitor, nora, ulla, anna]) expect(audienceAllows(item, viewer, NOW)).toBe(false);
  });

  describe('visibility', () => {
    it.each([
      ['both', true, true],
      [undefined, true, true],
      ['authorized', false, true],
      ['not-authorized', true, false],
      ['staff', false, false],
    ])('%p: visitor %p, logged-in player %p', (visibility, toVisitor, toPlayer) => {
      expect(audienceAllows({ visibility }, visitor, NOW)).toBe(toVisitor);
      expect(audienceAllows({ visibility }, anna, NOW)).toBe(toPlayer);
    });

    it('combines with the audience: authorized and DEPOSIT_COUNT_1 is ulla only', () => {
      const item: AudienceLimited = { visibility: 'authorized', ...groups('DEPOSIT_COUNT_1') };
      expect([visitor, nora, ulla, anna].map((viewer) => audienceAllows(item, viewer, NOW))).toEqual([false, false, true, false]);
    });
  });

  describe('dates', () => {
    it('is shown from the start, inclusive, until the end, exclusive', () => {
      const item = { startDate: '2026-06-01T12:00:00Z', endDate: '2026-06-02T12:00:00Z' };
      expect(audienceAllows(item, visitor, new Date('2026-06-01T11:59:59.999Z'))).toBe(false);
      expect(audienceAllows(item, visitor, new Date('2026-06-01T12:00:00Z'))).toBe(true);
      expect(audienceAllows(item, anna, new Date('2026-06-02T11:59:59Z'))).toBe(true);
      expect(audienceAllows(item, anna, new Date('2026-06-02T12:00:00Z'))).toBe(false);
    });

    it('a missing date does not limit, an unreadable one hides', () => {
      expect(audienceAllows({ startDate: null, endDate: '' }, visitor, NOW)).toBe(true);
      expect(audienceAllows({ endDate: 'next week' }, visitor, NOW)).toBe(false);
    });
  });

  describe('properties (fast-check)', () => {
    const viewers = fc.record({
      authorized: fc.boolean(),
      playerId: fc.option(fc.string({ minLength: 1 }), { nil: null }),
      totalDepositsCount: fc.option(fc.nat(500), { nil: null }),
    });
    const audiences = fc.option(
      fc.record(
        {
          targetAudienceOption: fc.constantFrom('none', 'groups', 'players', 'other'),
          targetGroups: fc.subarray([...DEPOSIT_COUNT_GROUPS]),
          targetPlayersIds: fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    );
    const items = fc.record({ visibility: fc.constantFrom(undefined, 'both', 'authorized', 'not-authorized'), targetAudience: audiences }, { requiredKeys: [] });

    it('a visitor sees exactly the items without an audience limit whose visibility lets visitors in', () => {
      fc.assert(
        fc.property(items, (item) => {
          const option = item.targetAudience?.targetAudienceOption ?? 'none';
          const expected = option === 'none' && item.visibility !== 'authorized';
          expect(audienceAllows(item, visitor, NOW)).toBe(expected);
        }),
      );
    });

    it('a group-limited item is shown to a player exactly when their group is listed', () => {
      fc.assert(
        fc.property(viewers, fc.subarray([...DEPOSIT_COUNT_GROUPS]), (viewer, targetGroups) => {
          const group = depositCountGroupOf(viewer.totalDepositsCount);
          const expected = viewer.authorized && group !== null && targetGroups.includes(group);
          expect(audienceAllows({ targetAudience: { targetAudienceOption: 'groups', targetGroups } }, viewer, NOW)).toBe(expected);
        }),
      );
    });

    it('each logged-in player with a known deposit count is in exactly one group', () => {
      fc.assert(
        fc.property(fc.nat(10_000), (count) => {
          const shown = DEPOSIT_COUNT_GROUPS.filter((group) => audienceAllows(groups(group), player(count), NOW));
          expect(shown).toHaveLength(1);
        }),
      );
    });
  });
});
