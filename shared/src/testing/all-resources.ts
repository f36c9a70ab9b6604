import type { TextsBundle } from '../parcel/texts-bundle';

/**
 * Every language of a texts bundle at once, `{ en: {...}, fi: {...}, … }`, each language loaded through its
 * loader as a page would load it: for the completeness checks of a remote's texts (`translationProblems`)
 * and `npm run i18n:check`. Rejects when a language's module fails to load.
 */
export async function allResourcesOf<Resources extends object, Language extends string>(
  bundle: TextsBundle<Resources, Language>,
): Promise<Record<Language | 'en', Resources>> {
  const languages = Object.keys(bundle.load) as Language[];
  const loaded = await Promise.all(languages.map(async (language) => [language, (await bundle.load[language]()).default] as const));
  return { en: bundle.en, ...Object.fromEntries(loaded) } as Record<Language | 'en', Resources>;
}
