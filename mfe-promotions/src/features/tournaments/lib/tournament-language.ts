import { apiLanguageCodeOf } from '@casino/shared/market';
import { TOURNAMENT_LANGUAGE_OF_MARKET } from '@casino/shared/wire';

/**
 * The language tournament texts are asked in (spec 000 §3 Market, spec 001 §7 "tournament GET by id,
 * period and language (CA maps to EN, CAF to FR)"): Canada's platform language codes map by
 * `TOURNAMENT_LANGUAGE_OF_MARKET` (`ca` → EN, `caf` → FR); any other is the site language upper-cased, as
 * the platform knows it (`inen` is `en`: EN; `fi`: FI).
 *
 * @param languageCode the locale's platform language code (`ca`, `caf`, `fi`, `inen` …).
 */
export function tournamentLanguageOf(languageCode: string): string {
  return TOURNAMENT_LANGUAGE_OF_MARKET[languageCode.toUpperCase()] ?? apiLanguageCodeOf(languageCode).toUpperCase();
}
