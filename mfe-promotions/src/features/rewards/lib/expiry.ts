import { tz } from '@date-fns/tz';
import { format, isValid, parseISO, type Locale } from 'date-fns';
import { de, enGB, fi, fr, nb, pt } from 'date-fns/locale';

/** date-fns' locale for each language the rewards texts have (Norwegian is Bokmål). */
const LOCALES: Readonly<Record<string, Locale>> = { en: enGB, fi, de, no: nb, pt, fr };

/**
 * When a reward lapses, as the player reads it: the date and time in the market's time zone and the
 * player's language (`26 November 2026, 23:59`), e.g. `formatExpiry('2026-11-26T21:59:00Z', 'fi',
 * 'Europe/Helsinki')` → `26. marraskuuta 2026 klo 23.59`. Null for no or an unreadable time.
 */
export function formatExpiry(iso: string | null, language: string, timeZone: string): string | null {
  if (!iso) return null;
  const at = parseISO(iso);
  if (!isValid(at)) return null;
  return format(at, 'PPp', { locale: LOCALES[language] ?? enGB, in: tz(timeZone) });
}
