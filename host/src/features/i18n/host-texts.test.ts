import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { translationProblems } from '@casino/shared/testing';

// The host's texts are served by the platform (GET /locales/{lang}/default.json); the sandbox's
// seed holds them. Every key the host's code uses must exist in English, and every language an
// enabled market shows must have every English key (npm run i18n:check says the same for the remotes).
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
    for (const match of text.matchAll(/(?:key|title|text|label|titleKey|textKey|messageKey)(?:: '|=")([a-z][a-zA-Z]*\.[a-zA-Z.]+)['"]/g)) keys.add(match[1]!);
  }
  return [...keys].sort();
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const textsOf = (language: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(LOCALES_DIR, language, 'default.json'), 'utf8'));

describe('host texts (spec 000 §7; issue 18 point 4: every enabled market’s language complete)', () => {
  const keys = usedKeys();
  const english = textsOf('en');

  it('finds the keys the host uses', () => {
    expect(keys).toEqual(expect.arrayContaining(['header.login', 'nav.casino', 'errors.notFound.title', 'errors.generic.title', 'login.error.timeout']));
  });

  it('has an English text for every key the host uses (a counted text in its plural forms)', () => {
    const present = (key: string) => [key, `${key}_one`].some((candidate) => typeof lookup(english, candidate) === 'string' && lookup(english, candidate) !== '');
    expect(keys.filter((key) => !present(key))).toEqual([]);
  });

  it('has every English key, plural form and interpolation in every language of TRANSLATION_LANGUAGES', () => {
    const resources = Object.fromEntries(TRANSLATION_LANGUAGES.map((language) => [language, textsOf(language)]));
    expect(translationProblems(resources, TRANSLATION_LANGUAGES)).toEqual([]);
  });

  it('names the time-out days by the plural rules: 1 day, 2 days; 1 día, 2 días', () => {
    const i18n = i18next.createInstance();
    void i18n.init({ lng: 'en', fallbackLng: 'en', initAsync: false, resources: { en: { translation: english }, es: { translation: textsOf('es') } } });
    expect(i18n.t('login.error.timeout', { count: 1, days: 1 })).toBe('Your account is in a time-out. You can log in again in 1 day.');
    expect(i18n.t('login.error.timeout', { count: 2, days: 2 })).toBe('Your account is in a time-out. You can log in again in 2 days.');
    expect(i18n.t('login.error.timeout', { lng: 'es', count: 1, days: 1 })).toBe('Tu cuenta está en pausa. Podrás volver a iniciar sesión en 1 día.');
    expect(i18n.t('login.error.timeout', { lng: 'es', count: 2, days: 2 })).toBe('Tu cuenta está en pausa. Podrás volver a iniciar sesión en 2 días.');
  });
});
