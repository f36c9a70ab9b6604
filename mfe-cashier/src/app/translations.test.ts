import { translationProblems } from '@casino/shared/testing';
import { translations } from './translations';

describe('cashier texts', () => {
  it('has every text in every language, with the same interpolations and the plural forms each language needs', () => {
    expect(translationProblems(translations.resources, ['en', 'fi', 'de', 'no', 'pt', 'fr'])).toEqual([]);
  });

  it('translates rather than copies English', () => {
    const english = translations.resources.en;
    for (const language of ['fi', 'de', 'no', 'pt', 'fr'] as const) {
      const texts = translations.resources[language];
      expect(texts.deposit.result.FAILED.text).not.toBe(english.deposit.result.FAILED.text);
      expect(texts.withdraw.status.UNDER_REVIEW.text).not.toBe(english.withdraw.status.UNDER_REVIEW.text);
      expect(texts.transactions.loadMore).not.toBe(english.transactions.loadMore);
      expect(texts.withdraw.forfeit.text).not.toBe(english.withdraw.forfeit.text);
    }
  });
});
