/**
 * `@casino/shared/market`: the markets of spec 000 §3 Market, their language-market segments and
 * the `/{lang}-{MARKET}` path prefix every route sits under.
 */
export { DEFAULT_MARKET } from '../constants/platform';
export {
  DEFAULT_PLAYER_PROTECTION,
  MARKETS,
  TRANSLATION_LANGUAGES,
  findMarket,
  marketOfCountry,
  playerProtectionOf,
  playerSegmentOf,
  resolveSegment,
  timeZoneOf,
  type PlayerProtectionRules,
} from './markets';
export { apiLanguageCodeOf, tournamentLanguageOf, translationLanguageOf } from './language-codes';
export { PAY_AND_PLAY_MARKETS } from './pay-and-play';
export { localePath, parseLocalePath } from './locale-path';
