/**
 * `@casino/shared/market`: the markets of spec 000 §3 Market, their language-market segments and
 * the `/{lang}-{MARKET}` path prefix every route sits under.
 */
export { DEFAULT_MARKET } from '../constants/platform';
export {
  DEFAULT_PLAYER_PROTECTION,
  MARKETS,
  PAY_AND_PLAY_MARKETS,
  TRANSLATION_LANGUAGES,
  apiLanguageCodeOf,
  findMarket,
  marketOfCountry,
  playerProtectionOf,
  playerSegmentOf,
  resolveSegment,
  timeZoneOf,
  translationLanguageOf,
  type PlayerProtectionRules,
} from './markets';
export { localePath, parseLocalePath } from './locale-path';
