import { loadDateFnsLocale } from '@casino/shared/money';
import { dayInWords, resetInWords } from './date-words';

// A parcel has its language's date words before it renders (`loadDateLocale` in the texts bundle).
beforeAll(() => Promise.all(['de', 'fi', 'es', 'pt-BR', 'tr', 'fr', 'no', 'pt'].map(loadDateFnsLocale)));

describe('dates in words (issue 14)', () => {
  const now = new Date('2026-11-25T19:00:00');

  it('says when a limit starts again, in the player’s language', () => {
    expect(resetInWords('2026-11-26T00:00:00', 'en', now)).toEqual({
      relative: 'in about 5 hours',
      date: '26/11/2026 00:00',
    });
    expect(resetInWords('2026-11-26T00:00:00', 'de', now)?.relative).toBe('in etwa 5 Stunden');
    expect(resetInWords('2026-11-26T00:00:00', 'fi', now)?.relative).toMatch(/5 tunnin/);
  });

  it('says it in Spanish, Turkish and Brazilian Portuguese (issue 18 point 4)', () => {
    expect(resetInWords('2026-11-26T00:00:00', 'es', now)?.relative).toBe('en alrededor de 5 horas');
    expect(resetInWords('2026-11-26T00:00:00', 'tr', now)?.relative).toBe('yaklaşık 5 saat sonra');
    expect(resetInWords('2026-11-26T00:00:00', 'pt-BR', now)?.relative).toBe('em cerca de 5 horas');
    expect(resetInWords('2026-11-26T00:00:00', 'pt-BR', now)?.date).toBe('26/11/2026 00:00');
  });

  it('says it in Filipino through Intl, which date-fns has no locale for', () => {
    expect(resetInWords('2026-11-26T00:00:00', 'tl', now)).toEqual({
      relative: 'sa 5 oras',
      date: '26/11/2026 00:00',
    });
    expect(resetInWords('2026-11-25T19:30:00', 'tl', now)?.relative).toBe('sa 30 minuto');
    expect(resetInWords('2026-11-25T19:00:20', 'tl', now)?.relative).toBe('sa 1 minuto');
    expect(resetInWords('2026-11-26T19:00:00', 'tl', now)?.relative).toBe('bukas');
    expect(resetInWords('2026-11-28T19:00:00', 'tl', now)?.relative).toBe('sa 3 araw');
    expect(resetInWords('2026-12-25T19:00:00', 'tl', now)?.relative).toBe('susunod na buwan');
  });

  it('says nothing for a missing or unreadable time', () => {
    expect(resetInWords(null, 'en', now)).toBeNull();
    expect(resetInWords('soon', 'en', now)).toBeNull();
  });

  it('names a day', () => {
    expect(dayInWords('2026-11-24', 'en')).toBe('Tuesday 24 November 2026');
    expect(dayInWords('2026-11-24', 'fr')).toBe('mardi 24 novembre 2026');
    expect(dayInWords('2026-11-24', 'es')).toBe('martes, 24 de noviembre de 2026');
    expect(dayInWords('2026-11-24', 'tr')).toBe('24 Kasım 2026 Salı');
    expect(dayInWords('2026-11-24', 'pt-BR')).toBe('terça-feira, 24 de novembro de 2026');
    expect(dayInWords('2026-11-24', 'tl')).toBe('Martes, Nobyembre 24, 2026');
  });
});
