import { translationProblems } from '@casino/shared/testing';
import { TOURNAMENT_TEXTS } from './tournaments-translations';
import { translations } from './translations';

const LANGUAGES = ['en', 'fi', 'de', 'no', 'pt', 'fr', 'es', 'tr', 'tl', 'pt-BR'] as const;

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
