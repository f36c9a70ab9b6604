import { loadDateFnsLocale } from '@casino/shared/money';
import { formatExpiry } from './expiry';

// A parcel has its language's date words before it renders (`loadDateLocale` in the texts bundle).
beforeAll(() => Promise.all(['de', 'fi', 'es', 'pt-BR', 'tr', 'fr', 'no', 'pt'].map(loadDateFnsLocale)));

describe('a reward’s expiry in the player’s language and time zone', () => {
  it('shows the instant in the market’s zone, not the browser’s', () => {
    expect(formatExpiry('2026-11-26T22:30:00Z', 'en', 'Europe/Helsinki')).toBe('27 Nov 2026, 00:30');
    expect(formatExpiry('2026-11-26T22:30:00Z', 'en', 'Europe/London')).toBe('26 Nov 2026, 22:30');
  });

  it('speaks the player’s language', () => {
    expect(formatExpiry('2026-11-26T22:30:00Z', 'de', 'Europe/Berlin')).toBe('26. Nov. 2026 23:30');
    expect(formatExpiry('2026-11-26T22:30:00Z', 'fi', 'Europe/Helsinki')).toMatch(/^27\./);
  });

  it('speaks Spanish, Turkish, Brazilian Portuguese and Filipino (issue 18 point 4)', () => {
    expect(formatExpiry('2026-11-26T22:30:00Z', 'es', 'America/Santiago')).toBe('26 nov 2026, 19:30');
    expect(formatExpiry('2026-11-26T22:30:00Z', 'tr', 'Europe/Istanbul')).toBe('27 Kas 2026, 01:30');
    expect(formatExpiry('2026-11-26T22:30:00Z', 'pt-BR', 'America/Sao_Paulo')).toBe('26 nov 2026, 19:30');
    // date-fns has no Filipino: the browser's Intl speaks it, in the market's zone too.
    expect(formatExpiry('2026-11-26T22:30:00Z', 'tl', 'Asia/Manila')).toBe('Nob 27, 2026, 6:30 AM');
  });

  it('says nothing for no time or a broken one', () => {
    expect(formatExpiry(null, 'en', 'Europe/Malta')).toBeNull();
    expect(formatExpiry('tomorrow', 'en', 'Europe/Malta')).toBeNull();
  });
});
