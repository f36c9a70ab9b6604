import { translationProblems } from './translation-problems';

describe('translationProblems', () => {
  it('finds missing keys, plural forms and changed interpolations', () => {
    const resources = {
      en: { a: 'A {{n}}', b: { c: 'C' }, games_one: '{{count}} game', games_other: '{{count}} games' },
      fi: { a: 'A {{x}}', games_one: '{{count}} peli', games_other: '{{count}} peliä' },
    };
    expect(translationProblems(resources, ['en', 'fi', 'de'])).toEqual(['fi: a interpolations differ from English', 'fi: b.c missing', 'de: missing']);
  });

  it('is empty for complete translations', () => {
    expect(translationProblems({ en: { a: 'A' }, fi: { a: 'Ä' } }, ['en', 'fi'])).toEqual([]);
  });
});
