import { tz } from '@date-fns/tz';
import { FILIPINO_LOCALE, dateFnsLocaleOf } from '@casino/shared/money';
import { format, isValid, parseISO } from 'date-fns';

/**
 * When a reward lapses, as the player reads it: the date and time in the market's time zone and the
 * player's i18n `language` (`26 November 2026, 23:59`), e.g. `formatExpiry('2026-11-26T21:59:00Z', 'fi',
 * 'Europe/Helsinki')` → `26. marraskuuta 2026 klo 23.59`. Filipino (`tl`) takes the browser's Intl
 * (`fil-PH`, as the tournament dates do): date-fns has none, and English month names would break a
 * Tagalog sentence (`Nob 27, 2026, 6:30 AM`). Null for no or an unreadable time.
 */
export function formatExpiry(iso: string | null, language: string, timeZone: string): string | null {
  if (!iso) return null;
  const at = parseISO(iso);
  if (!isValid(at)) return null;
  if (language === 'tl')
    return new Intl.DateTimeFormat(FILIPINO_LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
      at,
    );
  return format(at, 'PPp', { locale: dateFnsLocaleOf(language), in: tz(timeZone) });
}
