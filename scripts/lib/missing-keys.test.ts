// Unit tests of `npm run i18n:check` on fixtures (`npm run i18n:check:test`, a stage of `npm test`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bundleImportOf, findGaps, formatReport, groupKeys, loadBundle, type TranslationBundle } from './missing-keys';

const en = {
  header: { login: 'Log in', signup: 'Sign up' },
  lobby: { title: 'Casino', empty: 'No games yet', shown_one: '{{count}} game shown', shown_other: '{{count}} games shown' },
};
const es = {
  header: { login: 'Iniciar sesión', signup: 'Registrarse' },
  lobby: {
    title: 'Casino',
    empty: 'Aún no hay juegos',
    shown_one: '{{count}} juego',
    shown_many: '{{count}} de juegos',
    shown_other: '{{count}} juegos',
  },
};
const tr = {
  header: { login: 'Giriş yap', signup: 'Kaydol' },
  lobby: { title: 'Casino', empty: 'Henüz oyun yok', shown_one: '{{count}} oyun', shown_other: '{{count}} oyun' },
};
const LANGUAGES = ['en', 'es', 'tr'];

const bundle = (resources: Record<string, unknown>): TranslationBundle => ({ namespace: 'casino', source: 'mfe-casino/src/app/translations.ts', resources });

/** `tree` without the key at `path` (`['lobby', 'shown_many']`). */
function without(tree: Record<string, unknown>, [head, ...rest]: string[]): Record<string, unknown> {
  const copy = { ...tree };
  if (rest.length === 0) delete copy[head!];
  else copy[head!] = without(copy[head!] as Record<string, unknown>, rest);
  return copy;
}

describe('the missing-keys check (issue 18 point 4)', () => {
  it('passes complete texts with a one-line summary', () => {
    const report = formatReport(findGaps([bundle({ en, es, tr })], LANGUAGES), LANGUAGES);
    assert.equal(report.ok, true);
    assert.equal(report.text, 'i18n:check: 1 namespace complete in 3 languages (en, es, tr).');
  });

  it('fails when a key is removed, naming the namespace, the language, the key and a count', () => {
    const report = formatReport(findGaps([bundle({ en, es: without(es, ['header', 'signup']), tr })], LANGUAGES), LANGUAGES);
    assert.equal(report.ok, false);
    assert.equal(
      report.text,
      [
        '✗ casino (mfe-casino/src/app/translations.ts)',
        '    es: 1 key missing of 7',
        '        header: signup',
        'i18n:check: 1 text missing or wrong in 1 of 1 namespace (es). Every language of an enabled market needs every English key.',
      ].join('\n'),
    );
  });

  it('fails when a plural form the language needs is missing (Spanish many; Turkish has none)', () => {
    const gaps = findGaps([bundle({ en, es: without(es, ['lobby', 'shown_many']), tr })], LANGUAGES);
    assert.deepEqual(
      gaps[0]!.gaps.map((gap) => [gap.language, gap.missing]),
      [['es', ['lobby.shown_many']]],
    );
    assert.equal(formatReport(gaps, LANGUAGES).ok, false);
  });

  it('counts every key of a language that has no texts at all', () => {
    const report = formatReport(findGaps([bundle({ en, es })], LANGUAGES), LANGUAGES);
    assert.equal(report.ok, false);
    assert.match(report.text, /^ {4}tr: no texts at all \(6 keys missing\)$/m);
  });

  it('reports an empty text and a changed interpolation beside the missing keys', () => {
    const broken = { ...es, header: { login: ' ', signup: 'Registrarse' }, lobby: { ...es.lobby, shown_other: 'juegos' } };
    const [result] = findGaps([bundle({ en, es: broken, tr })], LANGUAGES);
    assert.deepEqual(result!.gaps[0]!.other, ['header.login empty', 'lobby.shown_other interpolations differ from English']);
  });

  it('lists complete namespaces beside the incomplete ones, and groups missing keys by their parent', () => {
    const host: TranslationBundle = { namespace: 'default', source: 'host', resources: { en: { a: 'A' }, es: { a: 'Á' }, tr: { a: 'A' } } };
    const report = formatReport(findGaps([host, bundle({ en, es: { header: {} }, tr })], LANGUAGES), LANGUAGES);
    assert.match(report.text, /^ {8}header: login, signup$/m);
    assert.match(report.text, /^ {8}lobby: title, empty, shown_many, shown_one, shown_other$/m);
    assert.match(report.text, /^✓ complete: default$/m);
  });

  it('groups keys by their parent key in key order', () => {
    assert.deepEqual(groupKeys(['a.b.c', 'a.b.d', 'top', 'x.y']), ['a.b: c, d', 'top', 'x: y']);
  });
});

describe('reading a texts bundle as a parcel exports it (English, a loader per other language)', () => {
  const exported = (texts: { es: object; tr: object }) => ({
    namespace: 'casino',
    en,
    load: { es: async () => ({ default: texts.es }), tr: async () => ({ default: texts.tr }) },
  });

  it('loads every language through its loader, and passes complete texts', async () => {
    const loaded = await loadBundle(exported({ es, tr }), 'mfe-casino/src/app/translations.ts');
    assert.deepEqual(loaded, { namespace: 'casino', source: 'mfe-casino/src/app/translations.ts', resources: { en, es, tr } });
    assert.equal(formatReport(findGaps([loaded], LANGUAGES), LANGUAGES).ok, true);
  });

  it('fails when a key is removed from a language module', async () => {
    const loaded = await loadBundle(exported({ es: without(es, ['header', 'signup']), tr }), 'mfe-casino/src/app/translations.ts');
    const report = formatReport(findGaps([loaded], LANGUAGES), LANGUAGES);
    assert.equal(report.ok, false);
    assert.match(report.text, /^ {4}es: 1 key missing of 7\n {8}header: signup$/m);
  });

  it('counts a language without a loader as having no texts, and fails on one that does not load', async () => {
    const { load, ...rest } = exported({ es, tr });
    const withoutTurkish = await loadBundle({ ...rest, load: { es: load.es } }, 'x');
    assert.match(formatReport(findGaps([withoutTurkish], LANGUAGES), LANGUAGES).text, /^ {4}tr: no texts at all \(6 keys missing\)$/m);
    await assert.rejects(loadBundle({ ...rest, load: { ...load, tr: () => Promise.reject(new Error('Cannot find module ./locales/tr')) } }, 'x'), /Cannot find module/);
  });

  it('refuses what is no texts bundle', async () => {
    await assert.rejects(loadBundle({ namespace: 'casino' }, 'mfe-casino/src/app/translations.ts'), /mfe-casino\/src\/app\/translations.ts exports no texts bundle/);
  });
});

describe("finding a parcel's translations bundle", () => {
  it('reads the shorthand and the renamed property of createParcel', () => {
    assert.deepEqual(
      bundleImportOf("import { translations } from '../app/translations';\nexport const parcel = createParcel({ rootComponent: A, translations });"),
      { from: '../app/translations', exportName: 'translations' },
    );
    assert.deepEqual(
      bundleImportOf("import { rewardsTranslations } from '../app/rewards-translations';\nexport const parcel = createParcel({ rootComponent: A, translations: rewardsTranslations });"),
      { from: '../app/rewards-translations', exportName: 'rewardsTranslations' },
    );
    assert.deepEqual(
      bundleImportOf("import { texts as translations } from '../app/texts';\nexport const parcel = createParcel({\n  rootComponent: A,\n  translations,\n  prefetch,\n});"),
      { from: '../app/texts', exportName: 'texts' },
    );
  });

  it('finds none in a parcel without texts, and refuses a bundle it cannot trace', () => {
    assert.equal(bundleImportOf('export const parcel = createParcel({ rootComponent: A });'), null);
    assert.throws(() => bundleImportOf('const translations = {};\nexport const parcel = createParcel({ rootComponent: A, translations });'), /not a named import/);
  });
});
