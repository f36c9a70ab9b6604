import type { Locale } from 'date-fns';
import { de, enGB, es, fi, fr, nb, pt, ptBR, tr } from 'date-fns/locale';

/**
 * date-fns' locale for each i18n language of `TRANSLATION_LANGUAGES`, keyed as the host's i18n names them
 * (`translationLanguageOf`: `es` for Chile and Peru, `pt-BR` for Brazil; Norwegian is Bokmål).
 * Filipino (`tl`) has none: date-fns has no Filipino locale, so callers word Filipino dates with Intl's
 * `FILIPINO_LOCALE` rather than put English words into a Tagalog sentence.
 */
const DATE_FNS_LOCALES: Readonly<Record<string, Locale>> = { en: enGB, fi, de, no: nb, pt, fr, es, tr, 'pt-BR': ptBR };

/** The BCP 47 locale Intl words Filipino (`tl`) dates in: CLDR's `fil`, of which `tl` is the old name. */
export const FILIPINO_LOCALE = 'fil-PH';

/**
 * The date-fns locale of an i18n `language` (`es`, `pt-BR`, `no`…) for `format` and `formatDistance`;
 * British English for a language without one (`tl`: see `FILIPINO_LOCALE`).
 */
export function dateFnsLocaleOf(language: string): Locale {
  return DATE_FNS_LOCALES[language] ?? enGB;
}
