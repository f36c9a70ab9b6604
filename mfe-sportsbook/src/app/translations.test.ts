import { translationProblems } from '@casino/shared/testing';
import { translations } from './translations';

const LANGUAGES = ['en', 'fi', 'de', 'no', 'pt', 'fr', 'es', 'tr', 'tl', 'pt-BR'];

describe('the sportsbook namespace', () => {
  it('is complete in the ten languages, with every plural form and English interpolations', () => {
    expect(Object.keys(translations.resources).sort()).toEqual([...LANGUAGES].sort());
    expect(translationProblems(translations.resources, LANGUAGES)).toEqual([]);
  });
});
