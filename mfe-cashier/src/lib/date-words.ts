import { format, formatDistance, parseISO, type Locale } from 'date-fns';
import { de, enGB, fi, fr, nb, pt } from 'date-fns/locale';
import { DATE_FORMAT } from '@casino/shared/money';

/** date-fns' locale for each language the cashier's texts have (Norwegian is Bokmål). */
const LOCALES: Readonly<Record<string, Locale>> = { en: enGB, fi, de, no: nb, pt, fr };

/**
 * When a limit starts again, in words and as a date (issue 14: "resetOn shown in words"):
 * `{ relative: 'in about 5 hours', date: '26/11/2026 00:00' }` in the player's language
 * (spec 000 §9 date format, with the time). Null for a missing or unreadable time.
 */
export function resetInWords(
  iso: string | null,
  language: string,
  now: Date = new Date(),
): { relative: string; date: string } | null {
  if (!iso) return null;
  const at = parseISO(iso);
  if (Number.isNaN(at.getTime())) return null;
  const locale = LOCALES[language] ?? enGB;
  return {
    relative: formatDistance(at, now, { addSuffix: true, locale }),
    date: format(at, `${DATE_FORMAT} HH:mm`),
  };
}

/** A transaction's day as a heading: `Tuesday 24 November 2026` in the player's language. */
export function dayInWords(day: string, language: string): string {
  return format(parseISO(day), 'EEEE d MMMM yyyy', { locale: LOCALES[language] ?? enGB });
}

/** A transaction's time of day, `14:05`. */
export function timeOfDay(iso: string): string {
  return format(parseISO(iso), 'HH:mm');
}
