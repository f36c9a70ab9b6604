import { translations } from './translations';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('the liveCasino namespace', () => {
  const resources = translations.resources as unknown as Record<string, Tree>;
  const reference = keysOf(resources.en!).filter((key) => !PLURAL.test(key));

  it('is in the six languages of the live casino markets', () => {
    expect(Object.keys(resources).sort()).toEqual(['de', 'en', 'fi', 'fr', 'no', 'pt']);
  });

  it.each(['en', 'fi', 'de', 'no', 'pt', 'fr'])('%s has every text, and every plural form its language uses', (language) => {
    const keys = new Set(keysOf(resources[language]!));
    const pluralBases = new Set([...keysOf(resources.en!)].filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')));
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const missing = [
      ...reference.filter((key) => !keys.has(key)),
      ...[...pluralBases].flatMap((base) => categories.map((category) => `${base}_${category}`)).filter((key) => !keys.has(key)),
    ];
    expect(missing).toEqual([]);
  });

  it('keeps the interpolations of English in every language', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();
    const valueAt = (tree: Tree, key: string) => key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    for (const language of Object.keys(resources)) {
      for (const key of reference) {
        expect([language, key, placeholders(String(valueAt(resources[language]!, key)))]).toEqual([language, key, placeholders(String(valueAt(resources.en!, key)))]);
      }
    }
  });
});
