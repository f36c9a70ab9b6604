import { formatInstant } from './format';

describe('formatInstant', () => {
  const january = '2026-01-07T14:05:00Z';

  // The month word is the point (Filipino "Ene", not English "Jan"); the rest is ICU's and may shift between versions.
  it.each([
    ['fil-PH', 'Ene'],
    ['tr-TR', 'Oca'],
    ['es-PE', 'ene'],
    ['es-CL', '07-01-2026'],
    ['pt-BR', 'jan'],
  ])('words a January instant in %s as its players read dates (%s)', (locale, word) => {
    const text = formatInstant(january, locale, 'UTC');
    expect(text).toContain(word);
    expect(text).not.toContain('Jan ');
  });
});
