import { format } from 'date-fns';
import { TRANSLATION_LANGUAGES } from '../markets/markets';
import { dateFnsLocaleOf } from './date-locale';

describe('dateFnsLocaleOf', () => {
  const day = new Date(2026, 10, 24);

  it.each([
    ['en', 'Tuesday 24 November 2026'],
    ['es', 'martes 24 noviembre 2026'],
    ['pt-BR', 'terça-feira 24 novembro 2026'],
    ['tr', 'Salı 24 Kasım 2026'],
    ['no', 'tirsdag 24 november 2026'],
  ])('words a date in %s', (language, expected) => {
    expect(format(day, 'EEEE d MMMM yyyy', { locale: dateFnsLocaleOf(language) })).toBe(expected);
  });

  it('has a locale for every translation language but Filipino, which falls back to British English', () => {
    const english = dateFnsLocaleOf('en');
    expect(TRANSLATION_LANGUAGES.filter((language) => dateFnsLocaleOf(language) === english)).toEqual(['en', 'tl']);
  });
});
