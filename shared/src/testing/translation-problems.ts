type Tree = { [key: string]: string | Tree };

const PLURAL = /_(zero|one|two|few|many|other)$/;

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

const valueAt = (tree: Tree, key: string) =>
  key.split('.').reduce<Tree | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join();

/**
 * What is wrong with a namespace's translations, against English: a language that is missing, a
 * key missing in a language, a text that is empty, a plural form the language's plural rules need
 * (Intl.PluralRules), or an interpolation (`{{name}}`) that differs from English (in a plural text,
 * the `_other` form's against English's `_other`). Empty when complete.
 *
 * Each problem reads `<language>: <key> <what>` (`es: lobby.title missing`, `fi: a interpolations
 * differ from English`, `tr: b empty`), or `<language>: missing` for a language without any texts.
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
    /** An empty text, or (with `compare`) interpolations that differ from English's text of the same key. */
    const checkText = (key: string, compare: boolean) => {
      const text = String(valueAt(tree, key));
      if (text.trim() === '') problems.push(`${language}: ${key} empty`);
      else if (compare && placeholders(text) !== placeholders(String(valueAt(english, key)))) problems.push(`${language}: ${key} interpolations differ from English`);
    };
    for (const key of reference) {
      if (!keys.has(key)) problems.push(`${language}: ${key} missing`);
      else checkText(key, true);
    }
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    for (const base of pluralBases) {
      for (const category of categories) {
        const key = `${base}_${category}`;
        // Only `_other` must keep English's interpolations: a language may write its `one` form as a word ("un día").
        if (!keys.has(key)) problems.push(`${language}: ${key} missing`);
        else checkText(key, category === 'other');
      }
    }
  }
  return problems;
}
