import { formatMinorMoney } from '@casino/shared/money';
import type { Limits } from '@casino/shared/wire';
import type { TFunction } from 'i18next';

/** A limit's amount as players read it: money with the market's currency rules (spec 001 §9), or minutes. */
export function formatLimitValue(t: TFunction, limits: Pick<Limits, 'unit' | 'currency'>, value: number, market: string): string {
  return limits.unit === 'MINUTES' ? t('limits.minutes', { count: value }) : formatMinorMoney(value, limits.currency, market);
}

/** An instant in the player's language and the limits' time zone (the market's, where periods start). */
export function formatInstant(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
