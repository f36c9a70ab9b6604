import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { allResourcesOf, translationProblems } from '@casino/shared/testing';
import type { AccountNamespace } from './locales/en';
import { translations } from './translations';

/** Every language, each loaded as a page loads it (its own chunk; English in the start code). */
let resources: Record<'en' | keyof typeof translations.load, AccountNamespace>;
beforeAll(async () => {
  resources = await allResourcesOf(translations);
});

/** Every language a market is served in; the bundle must have them all (the type lets the test index it). */
const LANGUAGES = TRANSLATION_LANGUAGES as readonly (keyof typeof resources)[];
const TRANSLATED = LANGUAGES.filter((language) => language !== 'en');

type Tree = { [key: string]: string | Tree };
const textsOf = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : textsOf(value, `${prefix}${key}.`),
  );

describe('account texts', () => {
  it('has every text in every language, with the same interpolations and the plural forms each language needs', () => {
    expect(translationProblems(resources, LANGUAGES)).toEqual([]);
  });

  it('translates the sign-up and password reset rather than copying English', () => {
    const english = resources.en;
    for (const language of TRANSLATED) {
      const texts = resources[language];
      expect(texts.signup.complete.loginFailed).not.toBe(english.signup.complete.loginFailed);
      expect(texts.code.errors.maxAttempts).not.toBe(english.code.errors.maxAttempts);
      expect(texts.reset.maxAttempts.text).not.toBe(english.reset.maxAttempts.text);
    }
  });

  // Labels may stay English where players read them so (SMS, CPF, Trustly, Inbox in Filipino); sentences may not.
  it.each(TRANSLATED)('translates every sentence into %s', (language) => {
    const english = new Map(textsOf(resources.en as unknown as Tree));
    const copied = textsOf(resources[language] as unknown as Tree)
      .filter(([key, text]) => english.get(key) === text && text.split(/\s+/).length >= 4)
      .map(([key]) => key);
    expect(copied).toEqual([]);
  });
});
