// The logic of `npm run i18n:check` (scripts/missing-keys.ts), kept apart from the files it reads so its
// unit tests (missing-keys.test.ts) can feed it fixtures: which translation bundles the parcels add to
// i18n, what each lacks in the languages of the enabled markets, and the report a person reads.
import type { TextsBundle } from '@casino/shared/parcel';
import { allResourcesOf, translationProblems } from '@casino/shared/testing';

/** One namespace's texts as an app hands them to i18n, and where they come from (for the report). */
export interface TranslationBundle {
  namespace: string;
  /** Where a person fixes them, e.g. `mfe-casino/src/app/translations.ts`. */
  source: string;
  /** Texts by language, `{ en: {...}, fi: {...} }`; English is the reference. */
  resources: Record<string, unknown>;
}

/**
 * The `TranslationBundle` of what a parcel's texts module exports (a `TextsBundle`: English and a loader per
 * other language): every language loaded through its
 * loader, as a page loads it (`allResourcesOf`), so a language that does not load fails the check. Throws
 * when `exported` is no texts bundle.
 */
export async function loadBundle(exported: unknown, source: string): Promise<TranslationBundle> {
  const bundle = exported as Partial<TextsBundle> | undefined;
  if (bundle?.namespace && bundle.en && bundle.load) {
    return { namespace: bundle.namespace, source, resources: await allResourcesOf(bundle as TextsBundle) };
  }
  throw new Error(`${source} exports no texts bundle ({ namespace, en, load })`);
}

/** What one language lacks in one bundle. */
export interface LanguageGaps {
  language: string;
  /** The language has no texts at all in this bundle. */
  absent: boolean;
  /** The English keys (plural forms by the language's rules) it has no text for. */
  missing: string[];
  /** Anything else `translationProblems` says: empty texts, interpolations that differ from English. */
  other: string[];
  /** How many texts a complete language has here (English's keys, plural forms by this language's rules). */
  expected: number;
}

/** The gaps of one bundle, in the order of the languages; empty when it is complete. */
export interface BundleGaps {
  bundle: TranslationBundle;
  gaps: LanguageGaps[];
}

const PROBLEM = /^(\S+): (.*)$/;

/**
 * What each bundle lacks in each of `languages` (`TRANSLATION_LANGUAGES`), by `translationProblems`. A
 * language without any texts counts every key as missing, so the report can say how many.
 */
export function findGaps(bundles: readonly TranslationBundle[], languages: readonly string[]): BundleGaps[] {
  return bundles.map((bundle) => {
    const gaps = languages.flatMap((language): LanguageGaps[] => {
      const absent = bundle.resources[language] === undefined;
      // Against no texts at all, every key (and every plural form the language needs) is named as missing.
      const expected = translationProblems({ ...bundle.resources, [language]: {} }, [language]).length;
      const problems = translationProblems(absent ? { ...bundle.resources, [language]: {} } : bundle.resources, [language]);
      if (problems.length === 0) return [];
      const missing: string[] = [];
      const other: string[] = [];
      for (const problem of problems) {
        const what = PROBLEM.exec(problem)?.[2] ?? problem;
        if (what.endsWith(' missing')) missing.push(what.slice(0, -' missing'.length));
        else other.push(what);
      }
      return [{ language, absent, missing, other, expected }];
    });
    return { bundle, gaps };
  });
}

/** `lobby.title`, `lobby.empty`, `games.shown_one` → `lobby: title, empty` and `games: shown_one`, in key order. */
export function groupKeys(keys: readonly string[]): string[] {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const cut = key.lastIndexOf('.');
    const parent = cut === -1 ? '' : key.slice(0, cut);
    groups.set(parent, [...(groups.get(parent) ?? []), key.slice(cut + 1)]);
  }
  return [...groups].map(([parent, names]) => (parent ? `${parent}: ${names.join(', ')}` : names.join(', ')));
}

const plural = (count: number, one: string, other: string) => `${count.toLocaleString('en')} ${count === 1 ? one : other}`;

/**
 * The report of `npm run i18n:check`: per bundle with gaps, per language, the missing keys grouped by their
 * parent key with a count (a language without any texts in one line), then one summary line. `ok` is true
 * when nothing is missing anywhere; the summary then names the namespaces and languages checked.
 */
export function formatReport(results: readonly BundleGaps[], languages: readonly string[]): { ok: boolean; text: string } {
  const lines: string[] = [];
  const incomplete = results.filter((result) => result.gaps.length > 0);
  let gapCount = 0;
  for (const { bundle, gaps } of incomplete) {
    lines.push(`✗ ${bundle.namespace} (${bundle.source})`);
    for (const gap of gaps) {
      gapCount += gap.missing.length + gap.other.length;
      if (gap.absent) {
        lines.push(`    ${gap.language}: no texts at all (${plural(gap.missing.length, 'key', 'keys')} missing)`);
        continue;
      }
      if (gap.missing.length > 0) {
        lines.push(`    ${gap.language}: ${plural(gap.missing.length, 'key', 'keys')} missing of ${gap.expected.toLocaleString('en')}`);
        for (const group of groupKeys(gap.missing)) lines.push(`        ${group}`);
      }
      if (gap.other.length > 0) {
        lines.push(`    ${gap.language}: ${plural(gap.other.length, 'other problem', 'other problems')}`);
        for (const problem of gap.other) lines.push(`        ${problem}`);
      }
    }
  }
  const complete = results.filter((result) => result.gaps.length === 0).map((result) => result.bundle.namespace);
  if (incomplete.length === 0) {
    lines.push(`i18n:check: ${plural(results.length, 'namespace', 'namespaces')} complete in ${plural(languages.length, 'language', 'languages')} (${languages.join(', ')}).`);
    return { ok: true, text: lines.join('\n') };
  }
  if (complete.length > 0) lines.push(`✓ complete: ${complete.join(', ')}`);
  const languagesWithGaps = languages.filter((language) => incomplete.some((result) => result.gaps.some((gap) => gap.language === language)));
  lines.push(
    `i18n:check: ${plural(gapCount, 'text', 'texts')} missing or wrong in ${incomplete.length} of ${plural(results.length, 'namespace', 'namespaces')} (${languagesWithGaps.join(', ')}). Every language of an enabled market needs every English key.`,
  );
  return { ok: false, text: lines.join('\n') };
}

/** One `translations` bundle a parcel passes to `createParcel`: the module that exports it, and the export's name. */
export interface BundleImport {
  /** The import specifier as the parcel writes it, e.g. `../app/translations`. */
  from: string;
  exportName: string;
}

/**
 * The bundle a parcel's source passes as `translations` to `createParcel` (`translations,` or
 * `translations: rewardsTranslations`) and the import it comes from; null when the parcel adds none.
 * Throws when the value is not a named import of the file: the check would otherwise miss a bundle.
 */
export function bundleImportOf(source: string): BundleImport | null {
  const call = source.indexOf('createParcel(');
  const property = call === -1 ? null : /\btranslations\b\s*(?::\s*(\w+))?/.exec(source.slice(call));
  if (!property) return null;
  const name = property[1] ?? 'translations';
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const names = match[1]!.split(',').map((item) => item.trim().split(/\s+as\s+/));
    const found = names.find((parts) => (parts[1] ?? parts[0]) === name);
    if (found) return { from: match[2]!, exportName: found[0]! };
  }
  throw new Error(`The parcel passes translations "${name}", which is not a named import of the file`);
}
