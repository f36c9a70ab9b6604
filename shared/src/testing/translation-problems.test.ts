import { translationProblems } from './translation-problems';

describe('translationProblems', () => {
  it('finds missing keys, plural forms and changed interpolations', () => {
    const resources = {
      en: { a: 'A {{n}}', b: { c: 'C' }, games_one: '{{count}} game', games_other: '{{count}} games' },
      fi: { a: 'A {{x}}', games_one: '{{count}} peli', games_other: '{{count}} peliä' },
    };
    expect(translationProblems(resources, ['en', 'fi', 'de'])).toEqual(['fi: a interpolations differ from English', 'fi: b.c missing', 'de: missing']);
  });

  it('finds empty texts, and a plural text whose other form lost an interpolation', () => {
    const resources = {
      en: { a: 'A', days_one: '{{count}} day', days_other: '{{count}} days' },
      es: { a: ' ', days_one: 'un día', days_many: '{{count}} de días', days_other: 'días' },
    };
    expect(translationProblems(resources, ['es'])).toEqual(['es: a empty', 'es: days_other interpolations differ from English']);
  });

  it('asks for the plural forms of the language: many in Spanish and Brazilian Portuguese, not in Turkish', () => {
    const resources = {
      en: { days_one: '{{count}} day', days_other: '{{count}} days' },
      'pt-BR': { days_one: '{{count}} dia', days_other: '{{count}} dias' },
      tr: { days_one: '{{count}} gün', days_other: '{{count}} gün' },
    };
    expect(translationProblems(resources, ['pt-BR', 'tr'])).toEqual(['pt-BR: days_many missing']);
  });

  it('is empty for complete translations', () => {
    expect(translationProblems({ en: { a: 'A' }, fi: { a: 'Ä' } }, ['en', 'fi'])).toEqual([]);
  });
});
