import { format, formatDistance, parseISO } from 'date-fns';
import { DATE_FORMAT, FILIPINO_LOCALE as FILIPINO, dateFnsLocaleOf } from '@casino/shared/money';

/*
 * Filipino words come from the browser's Intl (`FILIPINO_LOCALE`): date-fns has no Filipino locale, and its
 * nearest, English, would put `in about 5 hours` into a Tagalog sentence where Philippine sites write
 * `sa 5 oras`. Intl has no "about" and takes the unit from us: `relativeInFilipino` picks it.
 */

/**
 * The languages whose own full date reads right where the pattern below misses words: `martes, 24 de
 * noviembre de 2026`, `24 Kasım 2026 Salı`, `terça-feira, 24 de novembro de 2026`.
 */
const OWN_FULL_DATE = new Set(['es', 'tr', 'pt-BR']);

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * `sa 30 minuto`, `sa 5 oras`, `bukas`, `sa 3 araw`: minutes under 45 minutes, hours under 22 hours,
 * days under 26 days, then months and years, rounded as date-fns rounds its "about 5 hours".
 */
function relativeInFilipino(at: Date, now: Date): string {
  const words = new Intl.RelativeTimeFormat(FILIPINO, { numeric: 'auto' });
  const ms = at.getTime() - now.getTime();
  const size = Math.abs(ms);
  const whole = (unit: number) => Math.sign(ms) * Math.max(1, Math.round(size / unit));
  if (size < 45 * MINUTE) return words.format(whole(MINUTE), 'minute');
  if (size < 22 * HOUR) return words.format(whole(HOUR), 'hour');
  if (size < 26 * DAY) return words.format(whole(DAY), 'day');
  if (size < 320 * DAY) return words.format(whole(30 * DAY), 'month');
  return words.format(whole(365 * DAY), 'year');
}

/**
 * When a limit starts again, in words and as a date (issue 14: "resetOn shown in words"):
 * `{ relative: 'in about 5 hours', date: '26/11/2026 00:00' }` in the player's i18n `language`
 * (`en`, `es`, `pt-BR`, `tl`…; spec 000 §9 date format, with the time). Null for a missing or
 * unreadable time.
 */
export function resetInWords(
  iso: string | null,
  language: string,
  now: Date = new Date(),
): { relative: string; date: string } | null {
  if (!iso) return null;
  const at = parseISO(iso);
  if (Number.isNaN(at.getTime())) return null;
  return {
    relative:
      language === 'tl'
        ? relativeInFilipino(at, now)
        : formatDistance(at, now, { addSuffix: true, locale: dateFnsLocaleOf(language) }),
    date: format(at, `${DATE_FORMAT} HH:mm`),
  };
}

/**
 * A transaction's day as a heading in the player's i18n `language`: `Tuesday 24 November 2026`,
 * `martes, 24 de noviembre de 2026`, `Martes, Nobyembre 24, 2026`.
 */
export function dayInWords(day: string, language: string): string {
  const date = parseISO(day);
  if (language === 'tl') {
    return new Intl.DateTimeFormat(FILIPINO, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(date);
  }
  return format(date, OWN_FULL_DATE.has(language) ? 'PPPP' : 'EEEE d MMMM yyyy', {
    locale: dateFnsLocaleOf(language),
  });
}

/** A transaction's time of day, `14:05`. */
export function timeOfDay(iso: string): string {
  return format(parseISO(iso), 'HH:mm');
}
