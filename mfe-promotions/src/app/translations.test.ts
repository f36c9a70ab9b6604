import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { allResourcesOf, translationProblems } from '@casino/shared/testing';
import type { PromotionsNamespace } from './locales/promotions/en';
import { translations } from './translations';

/** Every language, each loaded as a page loads it (its own chunk; English in the start code). */
let resources: Record<'en' | keyof typeof translations.load, PromotionsNamespace>;
beforeAll(async () => {
  resources = await allResourcesOf(translations);
});

/** Every language a market is served in; the bundle must have them all (the type lets the test index it). */
const LANGUAGES = TRANSLATION_LANGUAGES as readonly (keyof typeof resources)[];

describe('promotions texts, tournaments included', () => {
  it('has every text in every language, with the same interpolations', () => {
    expect(translationProblems(resources, LANGUAGES)).toEqual([]);
  });

  it('translates rather than copies English', () => {
    const english = resources.en;
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const texts = resources[language];
      expect(texts.notFound.text).not.toBe(english.notFound.text);
      expect(texts.list.empty).not.toBe(english.list.empty);
      expect(texts.tournaments.optInText).not.toBe(english.tournaments.optInText);
      expect(texts.tournaments.emptyLeaderboard).not.toBe(english.tournaments.emptyLeaderboard);
    }
  });
});
