import { tournamentLanguageOf } from './tournament-language';

describe('tournamentLanguageOf (spec 001 §7: CA → EN, CAF → FR, others upper-cased)', () => {
  it.each([
    ['ca', 'EN'],
    ['caf', 'FR'],
    ['en', 'EN'],
    ['fi', 'FI'],
    ['de', 'DE'],
    ['no', 'NO'],
    ['inen', 'EN'],
    ['pt', 'PT'],
  ])('%s → %s', (languageCode, language) => {
    expect(tournamentLanguageOf(languageCode)).toBe(language);
  });
});
