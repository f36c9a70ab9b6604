type Tree = { [key: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

const valueAt = (tree: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

/**
 * What is wrong with a namespace's translations, against English: a language that is missing, a
 * key missing in a language, a plural form the language's plural rules need (Intl.PluralRules),
 * or an interpolation (`{{name}}`) that differs from English. Empty when complete.
 *
 * @param resources translations by language, `{ en: {...}, fi: {...} }`, with an `en` entry.
 * @param languages the languages that must be complete.
 */
export function translationProblems(resources: Record<string, unknown>, languages: readonly string[]): string[] {
  const trees = resources as Record<string, Tree>;
  const english = trees.en;
  if (!english) return ['no English texts'];
  const reference = keysOf(english).filter((key) => !PLURAL.test(key));
  const pluralBases = [...new Set(keysOf(english).filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, '')))];
  const problems: string[] = [];
  for (const language of languages) {
    const tree = trees[language];
    if (!tree) {
      problems.push(`${language}: missing`);
      continue;
    }
    const keys = new Set(keysOf(tree));
    for (const key of reference) {
      if (!keys.has(key)) problems.push(`${language}: ${key} missing`);
      else if (placeholders(String(valueAt(tree, key))) !== placeholders(String(valueAt(english, key)))) problems.push(`${language}: ${key} interpolations differ from English`);
    }
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of pluralBases) for (const category of categories) if (!keys.has(`${base}_${category}`)) problems.push(`${language}: ${base}_${category} missing`);
  }
  return problems;
}
