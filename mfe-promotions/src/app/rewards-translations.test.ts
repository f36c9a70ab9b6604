import { translationProblems } from '@casino/shared/testing';
import { BONUS_ERROR_CODES } from '@casino/shared/wire';
import { rewardsTranslations } from './rewards-translations';

describe('rewards texts', () => {
  it('has every text in every language, with the same interpolations', () => {
    expect(translationProblems(rewardsTranslations.resources, ['en', 'fi', 'de', 'no', 'pt', 'fr'])).toEqual([]);
  });

  it('has a text for every bonus error code the platform answers (spec 001 §8)', () => {
    for (const code of Object.values(BONUS_ERROR_CODES)) expect(rewardsTranslations.resources.en.errors).toHaveProperty(code.replaceAll('.', '_'));
  });

  it('translates the forfeit prompt rather than copying English', () => {
    const english = rewardsTranslations.resources.en;
    for (const language of ['fi', 'de', 'no', 'pt', 'fr'] as const) {
      expect(rewardsTranslations.resources[language].forfeit.forfeitThenClaim.text).not.toBe(english.forfeit.forfeitThenClaim.text);
    }
  });
});
