/**
 * `@casino/shared/parcel`: how a remote becomes a single-spa parcel (createParcel) with its texts
 * (TextsBundle: English at start, each other language on demand), and how its components reach the mount
 * props, the bus and the texts of a language the page is not in yet (usePlatform, useBusState, useLoadLanguage), and
 * the English part a piece fetched on demand brings (EnglishTexts; the ui's `lazyPage` adds it).
 */
export { createParcel, createQueryClient } from './create-parcel';
export { followSessionQueries } from './follow-session-queries';
export { PlatformProvider, useBusState, usePlatform } from './platform-context';
export { TEXTS_WAIT_MS, type EnglishTexts, type TextsBundle } from './texts-bundle';
export { useLoadLanguage } from './use-load-language';
