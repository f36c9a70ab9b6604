import type { Locale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { loadedDateFnsLocale } from './date-locale-loader';

/** The BCP 47 locale Intl words Filipino (`tl`) dates in: CLDR's `fil`, of which `tl` is the old name. */
export const FILIPINO_LOCALE = 'fil-PH';

/**
 * The date-fns locale of an i18n `language` (`es`, `pt-BR`, `no`…) for `format` and `formatDistance`, once
 * `loadDateFnsLocale` has loaded it; British English before that, and for a language without one (`tl`: see
 * `FILIPINO_LOCALE`). A parcel whose texts bundle has `loadDateLocale: loadDateFnsLocale` has its language's locale before its first
 * render and after each change of language (`loadLanguageTexts`, `@casino/shared/parcel`).
 */
export function dateFnsLocaleOf(language: string): Locale {
  return loadedDateFnsLocale(language) ?? enGB;
}
