import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { translationProblems } from '@casino/shared/testing';
import { translations } from './translations';

describe('the casino namespace', () => {
  it('is complete in the ten languages of the casino markets, with every plural form and English interpolations', () => {
    expect(Object.keys(translations.resources).sort()).toEqual(['de', 'en', 'es', 'fi', 'fr', 'no', 'pt', 'pt-BR', 'tl', 'tr']);
    expect(translationProblems(translations.resources, TRANSLATION_LANGUAGES)).toEqual([]);
  });
});
