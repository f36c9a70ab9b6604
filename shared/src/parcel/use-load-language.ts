import { createContext, useCallback, useContext } from 'react';
import { usePlatform } from './platform-context';
import { loadLanguageTexts, type TextsBundle } from './texts-bundle';

const TextsContext = createContext<TextsBundle | null>(null);

/** Provides the parcel's texts bundle (`createParcel`'s `translations`) to `useLoadLanguage`. */
export const TextsProvider = TextsContext.Provider;

/**
 * A function that loads this parcel's texts in an i18n language before the page is in it, e.g. to say
 * something in the language the player just chose (`i18n.getFixedT(language, namespace)`). It resolves
 * when they are added, or at once for English, a parcel without texts, or a load that failed (English
 * then shows: the fallback); it never rejects.
 */
export function useLoadLanguage(): (language: string) => Promise<void> {
  const bundle = useContext(TextsContext);
  const { i18n } = usePlatform();
  return useCallback((language: string) => (bundle ? loadLanguageTexts(i18n, bundle, language) : Promise.resolve()), [bundle, i18n]);
}
