import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import { allResourcesOf, translationProblems } from '@casino/shared/testing';
import { translations } from './translations';

const LANGUAGES = TRANSLATION_LANGUAGES;

describe('the sportsbook namespace', () => {
  it('is complete in the ten languages, each loaded as a page loads it, with every plural form and English interpolations', async () => {
    const resources = await allResourcesOf(translations);
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
    expect(translationProblems(resources, LANGUAGES)).toEqual([]);
  });
});
