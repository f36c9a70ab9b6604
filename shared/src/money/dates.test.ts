import { formatDisplayDate } from './dates';

describe('date formats (spec 000 §9)', () => {
  it('shows dd/MM/yyyy', () => {
    const date = new Date(2026, 10, 21);
    expect(formatDisplayDate(date)).toBe('21/11/2026');
    expect(formatDisplayDate('1990-02-03')).toBe('03/02/1990');
  });
});
