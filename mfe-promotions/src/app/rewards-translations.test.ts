import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { allResourcesOf, translationProblems } from '@casino/shared/testing';
import { BONUS_ERROR_CODES } from '@casino/shared/wire';
import type { RewardsTexts } from './locales/rewards/en';
import { rewardsTranslations } from './rewards-translations';

/** Every language, each loaded as a page loads it (its own chunk; English in the start code). */
let resources: Record<'en' | keyof typeof rewardsTranslations.load, RewardsTexts>;
beforeAll(async () => {
  resources = await allResourcesOf(rewardsTranslations);
});

/** Every language a market is served in; the bundle must have them all (the type lets the test index it). */
const LANGUAGES = TRANSLATION_LANGUAGES as readonly (keyof typeof resources)[];

describe('rewards texts', () => {
  it('has every text in every language, with the same interpolations', () => {
    expect(translationProblems(resources, LANGUAGES)).toEqual([]);
  });

  it('has a text for every bonus error code the platform answers (spec 001 §8)', () => {
    for (const code of Object.values(BONUS_ERROR_CODES)) expect(resources.en.errors).toHaveProperty(code.replaceAll('.', '_'));
  });

  it('translates rather than copies English: the forfeit prompt, the wagering popup, a card, an error', () => {
    const english = resources.en;
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const texts = resources[language];
      expect(texts.forfeit.forfeitThenClaim.text).not.toBe(english.forfeit.forfeitThenClaim.text);
      expect(texts.popup.text).not.toBe(english.popup.text);
      expect(texts.card.awaitingDeposit).not.toBe(english.card.awaitingDeposit);
      expect(texts.errors.error_bonus_forfeit_stale).not.toBe(english.errors.error_bonus_forfeit_stale);
    }
  });
});
