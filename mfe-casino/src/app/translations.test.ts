import { translationProblems } from '@casino/shared/testing';
import { translations } from './translations';

describe('the casino namespace', () => {
  it('is complete in the six languages of the host, with every plural form and English interpolations', () => {
    expect(Object.keys(translations.resources).sort()).toEqual(['de', 'en', 'fi', 'fr', 'no', 'pt']);
    expect(translationProblems(translations.resources, ['en', 'fi', 'de', 'no', 'pt', 'fr'])).toEqual([]);
  });
});
