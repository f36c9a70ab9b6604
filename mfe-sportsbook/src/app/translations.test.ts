import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { translationProblems } from '@casino/shared/testing';
import { translations } from './translations';

const LANGUAGES = TRANSLATION_LANGUAGES;

describe('the sportsbook namespace', () => {
  it('is complete in the ten languages, with every plural form and English interpolations', () => {
    expect(Object.keys(translations.resources).sort()).toEqual([...LANGUAGES].sort());
    expect(translationProblems(translations.resources, LANGUAGES)).toEqual([]);
  });
});
