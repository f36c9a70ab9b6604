import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { translationProblems } from '@casino/shared/testing';
import { TOURNAMENT_TEXTS } from './tournaments-translations';
import { translations } from './translations';

/** Every language a market is served in; the bundle must have them all (the type lets the test index it). */
const LANGUAGES = TRANSLATION_LANGUAGES as readonly (keyof typeof translations.resources)[];

describe('promotions texts, tournaments included', () => {
  it('has every text in every language, with the same interpolations', () => {
    expect(translationProblems(translations.resources, LANGUAGES)).toEqual([]);
  });

  it('translates rather than copies English', () => {
    const english = translations.resources.en;
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const texts = translations.resources[language];
      expect(texts.notFound.text).not.toBe(english.notFound.text);
      expect(texts.list.empty).not.toBe(english.list.empty);
      expect(TOURNAMENT_TEXTS[language].optInText).not.toBe(TOURNAMENT_TEXTS.en.optInText);
      expect(TOURNAMENT_TEXTS[language].emptyLeaderboard).not.toBe(TOURNAMENT_TEXTS.en.emptyLeaderboard);
    }
  });
});
