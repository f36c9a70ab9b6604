import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { allResourcesOf, translationProblems } from '@casino/shared/testing';
import { translations } from './translations';

describe('the casino namespace', () => {
  it('is complete in the ten languages of the casino markets, each loaded as a page loads it, with every plural form and English interpolations', async () => {
    const resources = await allResourcesOf(translations);
    expect(Object.keys(resources).sort()).toEqual(['de', 'en', 'es', 'fi', 'fr', 'no', 'pt', 'pt-BR', 'tl', 'tr']);
    expect(translationProblems(resources, TRANSLATION_LANGUAGES)).toEqual([]);
  });
});
