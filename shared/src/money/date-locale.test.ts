import { format } from 'date-fns';
import { TRANSLATION_LANGUAGES } from '../markets/markets';
import { dateFnsLocaleOf } from './date-locale';
import { loadDateFnsLocale } from './date-locale-loader';

describe('dateFnsLocaleOf', () => {
  const day = new Date(2026, 10, 24);

  it('words dates in British English until a language is loaded', () => {
    expect(format(day, 'EEEE d MMMM yyyy', { locale: dateFnsLocaleOf('fr') })).toBe('Tuesday 24 November 2026');
  });

  it.each([
    ['en', 'Tuesday 24 November 2026'],
    ['es', 'martes 24 noviembre 2026'],
    ['pt-BR', 'terça-feira 24 novembro 2026'],
    ['tr', 'Salı 24 Kasım 2026'],
    ['no', 'tirsdag 24 november 2026'],
  ])('words a date in %s once loaded', async (language, expected) => {
    await loadDateFnsLocale(language);
    expect(format(day, 'EEEE d MMMM yyyy', { locale: dateFnsLocaleOf(language) })).toBe(expected);
  });

  it('loads a language once however often it is asked', async () => {
    const first = loadDateFnsLocale('fi');
    expect(loadDateFnsLocale('fi')).toBe(first);
    await first;
    const finnish = dateFnsLocaleOf('fi');
    await loadDateFnsLocale('fi');
    expect(dateFnsLocaleOf('fi')).toBe(finnish);
  });
  it('has a locale for every translation language but Filipino, which falls back to British English', async () => {
    await Promise.all(TRANSLATION_LANGUAGES.map((language) => loadDateFnsLocale(language)));
    const english = dateFnsLocaleOf('en');
    expect(TRANSLATION_LANGUAGES.filter((language) => dateFnsLocaleOf(language) === english)).toEqual(['en', 'tl']);
  });

});
