import type { LimitPeriod } from '@casino/shared/wire';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of `instant` in `timeZone` (month 1–12; weekday 0 Monday … 6 Sunday). */
function wallClockOf(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number } {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(String(parts.weekday)),
  };
}

/** `timeZone`'s offset from UTC at `instant`, ms (Helsinki in winter: +7,200,000). */
function offsetAt(instant: Date, timeZone: string): number {
  const wall = wallClockOf(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant of local midnight starting the day `year-month-day` in `timeZone` (day and month may overflow: Date.UTC normalises). */
function midnightIn(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetAt(new Date(guess), timeZone);
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/**
 * The period of a limit that `now` falls in, in the player's time zone (issue 16 "per period, in the
 * player's time zone"): a day from local midnight, a week from Monday's local midnight, a month from the
 * first's local midnight. `end` is the next period's start (the limit's `resetAt`).
 */
export function periodBounds(now: Date, period: LimitPeriod, timeZone: string): { start: Date; end: Date } {
  const wall = wallClockOf(now, timeZone);
  switch (period) {
    case 'D':
      return { start: midnightIn(wall.year, wall.month, wall.day, timeZone), end: midnightIn(wall.year, wall.month, wall.day + 1, timeZone) };
    case 'W': {
      const monday = wall.day - wall.weekday;
      return { start: midnightIn(wall.year, wall.month, monday, timeZone), end: midnightIn(wall.year, wall.month, monday + 7, timeZone) };
    }
    case 'M':
      return { start: midnightIn(wall.year, wall.month, 1, timeZone), end: midnightIn(wall.year, wall.month + 1, 1, timeZone) };
  }
}

/** Whole days left until `end`, rounded up (issue 16: a fresh 24-hour time-out reads 1 day); 0 once past. */
export function daysLeft(now: Date, end: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}
