import { countryName, formatBirthDate, formatDateTime } from './format';

describe('account formats (spec 000 §9 dd/MM/yyyy)', () => {
  it('writes a birth date day first', () => {
    expect(formatBirthDate('1990-05-17')).toBe('17/05/1990');
    expect(formatBirthDate('17.05.1990')).toBe('17.05.1990');
  });

  it('writes an instant in local time, 24-hour', () => {
    const instant = new Date(2026, 2, 10, 9, 5).toISOString();
    expect(formatDateTime(instant)).toBe('10/03/2026 09:05');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('names a country in the page language', () => {
    expect(countryName('MT', 'en-GB')).toBe('Malta');
    expect(countryName('FI', 'fi-FI')).toBe('Suomi');
    expect(countryName('XX', 'en-GB')).toBe('XX');
  });
});
