import { TRANSLATION_LANGUAGES } from '../markets/markets';
import { translationProblems } from '../testing/translation-problems';
import { GAME_KIT_TEXTS } from './game-kit-texts';

describe('GAME_KIT_TEXTS', () => {
  it('has every English key and interpolation in the ten languages of casino and live casino', () => {
    expect(Object.keys(GAME_KIT_TEXTS).sort()).toEqual(['de', 'en', 'es', 'fi', 'fr', 'no', 'pt', 'pt-BR', 'tl', 'tr']);
    expect(translationProblems(GAME_KIT_TEXTS, TRANSLATION_LANGUAGES)).toEqual([]);
  });
});
