import { daysLeft, periodBounds } from './periods';

describe('limit periods in the player’s time zone (issue 16)', () => {
  const now = new Date('2026-03-10T12:00:00Z'); // a Tuesday

  it('starts a day at local midnight', () => {
    expect(periodBounds(now, 'D', 'Europe/Helsinki')).toEqual({ start: new Date('2026-03-09T22:00:00Z'), end: new Date('2026-03-10T22:00:00Z') });
    expect(periodBounds(now, 'D', 'Europe/London')).toEqual({ start: new Date('2026-03-10T00:00:00Z'), end: new Date('2026-03-11T00:00:00Z') });
    // 23:30 UTC is already tomorrow in Stockholm.
    expect(periodBounds(new Date('2026-03-10T23:30:00Z'), 'D', 'Europe/Stockholm').start).toEqual(new Date('2026-03-10T23:00:00Z'));
  });

  it('starts a week on Monday and a month on the first', () => {
    expect(periodBounds(now, 'W', 'Europe/Malta')).toEqual({ start: new Date('2026-03-08T23:00:00Z'), end: new Date('2026-03-15T23:00:00Z') });
    expect(periodBounds(now, 'M', 'Europe/Berlin')).toEqual({ start: new Date('2026-02-28T23:00:00Z'), end: new Date('2026-03-31T22:00:00Z') });
    expect(periodBounds(new Date('2026-12-20T10:00:00Z'), 'M', 'Europe/Berlin').end).toEqual(new Date('2026-12-31T23:00:00Z'));
  });

  it('follows summer time: the day of the change is 23 hours long', () => {
    const { start, end } = periodBounds(new Date('2026-03-29T12:00:00Z'), 'D', 'Europe/Amsterdam');
    expect(end.getTime() - start.getTime()).toBe(23 * 3_600_000);
  });

  it('rounds days left up', () => {
    expect(daysLeft(now, new Date(now.getTime() + 24 * 3_600_000))).toBe(1);
    expect(daysLeft(now, new Date(now.getTime() + 24 * 3_600_000 + 1))).toBe(2);
    expect(daysLeft(now, new Date(now.getTime() - 1))).toBe(0);
  });
});
