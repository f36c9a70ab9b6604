import { formatMinorMoney } from '@casino/shared/money';
import type { Limits } from '@casino/shared/wire';
import type { TFunction } from 'i18next';

/** A limit's amount as players read it: money with the market's currency rules (spec 001 §9), or minutes. */
export function formatLimitValue(t: TFunction, limits: Pick<Limits, 'unit' | 'currency'>, value: number, market: string): string {
  return limits.unit === 'MINUTES' ? t('limits.minutes', { count: value }) : formatMinorMoney(value, limits.currency, market);
}

/**
 * An instant in the player's language and the limits' time zone (the market's, where periods start).
 * `locale` is the market's BCP 47 locale (`fi-FI`, `tr-TR`, `fil-PH`). The account remote formats dates with
 * Intl rather than date-fns, so Filipino needs no stand-in: date-fns has no Filipino locale and its English
 * would be wrong for `tl-CX`, while ICU's `fil` words dates as Philippine sites do (`Ene 7, 2026, 2:05 PM`).
 */
export function formatInstant(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
