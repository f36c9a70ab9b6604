/*
 * The platform's language codes mapped for the API, tournaments and translations (spec 000 §3, spec 001 §7):
 * plain functions, apart from the market table (markets.ts), so that a start needing one does not carry the
 * table (issue 19: webpack keeps a module's used exports whole across a remote's pages).
 */

/**
 * spec 000 §3 mapping overrides: the language code the platform API expects. A language change
 * sends `caf` as `fr` and `inen` as `en` (also the profile update, spec 001 §3).
 */
export function apiLanguageCodeOf(languageCode: string): string {
  if (languageCode === 'caf') return 'fr';
  if (languageCode === 'inen') return 'en';
  return languageCode;
}

/**
 * The language tournament texts are asked and kept in (spec 000 §3 Market, spec 001 §7 "tournament GET by id,
 * period and language (CA maps to EN, CAF to FR)"): `ca` → EN, `caf` → FR; any other is the language as the
 * platform API knows it, upper-cased (`inen` → EN, `fi` → FI). The front end asks in it and the sandbox keeps
 * each tournament's texts under it.
 *
 * @param languageCode a platform language code (`ca`, `caf`, `fi`, `inen` …), any case.
 */
export function tournamentLanguageOf(languageCode: string): string {
  const code = languageCode.toLowerCase();
  if (code === 'ca') return 'EN';
  if (code === 'caf') return 'FR';
  return apiLanguageCodeOf(code).toUpperCase();
}

/**
 * The language whose translations are shown for a platform language code: the regional English
 * codes read English, `caf` French, `br` Brazilian Portuguese (`pt-BR`; i18next falls back to `pt`,
 * then English, for a text it lacks), `cl` and `pe` Spanish.
 */
export function translationLanguageOf(languageCode: string): string {
  switch (languageCode) {
    case 'ca':
    case 'nz':
    case 'inen':
      return 'en';
    case 'caf':
      return 'fr';
    case 'br':
      return 'pt-BR';
    case 'cl':
    case 'pe':
      return 'es';
    default:
      return languageCode;
  }
}
