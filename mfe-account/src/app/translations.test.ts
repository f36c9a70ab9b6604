import { translationProblems } from '@casino/shared/testing';
import { translations } from './translations';

describe('account texts', () => {
  it('has every text in every language, with the same interpolations and the plural forms each language needs', () => {
    expect(translationProblems(translations.resources, ['en', 'fi', 'de', 'no', 'pt', 'fr'])).toEqual([]);
  });

  it('translates the sign-up and password reset rather than copying English', () => {
    const english = translations.resources.en;
    for (const language of ['fi', 'de', 'no', 'pt', 'fr'] as const) {
      const texts = translations.resources[language];
      expect(texts.signup.complete.loginFailed).not.toBe(english.signup.complete.loginFailed);
      expect(texts.code.errors.maxAttempts).not.toBe(english.code.errors.maxAttempts);
      expect(texts.reset.maxAttempts.text).not.toBe(english.reset.maxAttempts.text);
    }
  });
});
