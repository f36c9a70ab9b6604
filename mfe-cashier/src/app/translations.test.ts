import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { allResourcesOf, translationProblems } from '@casino/shared/testing';
import i18next from 'i18next';
import type { CashierTextsWithoutMany } from './locales/en';
import { translations } from './translations';

/** Every language, each loaded as a page loads it (its own chunk; English in the start code). */
let resources: Record<'en' | keyof typeof translations.load, CashierTextsWithoutMany>;
beforeAll(async () => {
  resources = await allResourcesOf(translations);
});

/** Every language a market is served in; the bundle must have them all (the type lets the test index it). */
const LANGUAGES = TRANSLATION_LANGUAGES as readonly (keyof typeof resources)[];
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** The plural keys of a tree of texts: `amount.errors.tooManyDecimals_one`, … */
const pluralKeys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? PLURAL.test(key)
        ? [`${prefix}${key}`]
        : []
      : pluralKeys(value as object, `${prefix}${key}.`),
  );

describe('cashier texts', () => {
  it('has every text in every language, with the same interpolations and the plural forms each language needs', () => {
    expect(translationProblems(resources, LANGUAGES)).toEqual([]);
  });

  it('translates rather than copies English', () => {
    const english = resources.en;
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      const texts = resources[language];
      expect(texts.deposit.result.FAILED.text).not.toBe(english.deposit.result.FAILED.text);
      expect(texts.withdraw.status.UNDER_REVIEW.text).not.toBe(english.withdraw.status.UNDER_REVIEW.text);
      expect(texts.transactions.loadMore).not.toBe(english.transactions.loadMore);
      expect(texts.withdraw.forfeit.text).not.toBe(english.withdraw.forfeit.text);
      expect(texts.deposit.limitPrompt.text).not.toBe(english.deposit.limitPrompt.text);
      expect(texts.payAndPlay.explainer).not.toBe(english.payAndPlay.explainer);
    }
  });

  it('gives Spanish, Turkish, Filipino and Brazilian Portuguese exactly the plural forms of their rules (Intl.PluralRules)', () => {
    const bases = [...new Set(pluralKeys(resources.en).map((key) => key.replace(PLURAL, '')))];
    for (const language of ['es', 'tr', 'tl', 'pt-BR'] as const) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      expect(pluralKeys(resources[language]).sort()).toEqual(
        bases.flatMap((base) => categories.map((category) => `${base}_${category}`)).sort(),
      );
    }
  });

  it('reads as a player of each new language reads it, plural forms and all', () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      initAsync: false,
      fallbackLng: 'en',
      resources: {},
      interpolation: { escapeValue: false },
    });
    for (const [language, texts] of Object.entries(resources))
      i18n.addResourceBundle(language, 'cashier', texts);
    const t = (language: string, key: string, options: Record<string, unknown> = {}) =>
      i18n.getFixedT(language, 'cashier')(key, options);

    expect(t('es', 'deposit.kyc.daysLeft', { count: 1 })).toBe(
      'Te queda 1 día para enviar los documentos que te pedimos.',
    );
    expect(t('es', 'deposit.kyc.daysLeft', { count: 5 })).toBe(
      'Te quedan 5 días para enviar los documentos que te pedimos.',
    );
    expect(t('pt-BR', 'transactions.filters.lastHours', { count: 24 })).toBe('Últimas 24 horas');
    expect(t('pt-BR', 'transactions.filters.lastHours', { count: 1 })).toBe('Última 1 hora');
    expect(t('tr', 'amount.errors.tooManyDecimals', { count: 2 })).toBe(
      'En fazla 2 ondalık basamak kullanın.',
    );
    expect(t('tl', 'deposit.kyc.daysLeft', { count: 3 })).toBe(
      'May 3 araw ka pa para ipadala ang mga dokumentong hiningi namin.',
    );
    expect(t('tr', 'deposit.limit.reached', { limit: t('tr', 'deposit.limit.types.DEPOSIT_DAILY') })).toBe(
      'Günlük para yatırma limitiniz bu para yatırma işlemine izin vermiyor.',
    );
    expect(
      t('tl', 'deposit.limitPrompt.saved', {
        period: t('tl', 'deposit.limitPrompt.periodWords.W'),
        amount: '₱500.00',
      }),
    ).toBe('Naka-set na ang iyong lingguhang deposit limit na ₱500.00.');
    expect(t('pt-BR', 'withdraw.title')).toBe('Saque');
  });
});
