import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SHIPPED_LANGUAGES } from './create-i18n';

// The host's texts are served by the platform (GET /locales/{lang}/default.json); the sandbox's
// seed holds them. Every key the host's code uses must exist in every shipped language.
const LOCALES_DIR = path.resolve(__dirname, '../../../../sandbox/seed-data/locales');
const SOURCE_DIR = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function usedKeys(): string[] {
  const keys = new Set<string>();
  for (const file of sourceFiles(SOURCE_DIR)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\('([a-zA-Z]+(?:\.[a-zA-Z]+)+)'/g)) keys.add(match[1]!);
    for (const match of text.matchAll(/(?:key|title|text|label|titleKey|textKey)(?:: '|=")([a-z][a-zA-Z]*\.[a-zA-Z.]+)['"]/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

describe('host texts (spec 000 §7; issue: en, fi, de, no, pt, fr complete)', () => {
  const keys = usedKeys();

  it('finds the keys the host uses', () => {
    expect(keys).toEqual(expect.arrayContaining(['header.login', 'nav.casino', 'errors.notFound.title']));
  });

  it.each(SHIPPED_LANGUAGES)('%s has a non-empty text for every key', (language) => {
    const texts = JSON.parse(readFileSync(path.join(LOCALES_DIR, language, 'default.json'), 'utf8'));
    const missing = keys.filter((key) => typeof lookup(texts, key) !== 'string' || lookup(texts, key) === '');
    expect(missing).toEqual([]);
  });
});
