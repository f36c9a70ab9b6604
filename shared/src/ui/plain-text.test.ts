import { plainTextOf } from './plain-text';

describe('plainTextOf', () => {
  it('keeps plain text as it is', () => {
    expect(plainTextOf('100% up to €200 + 50 free spins')).toBe('100% up to €200 + 50 free spins');
  });

  it('drops tags, and scripts and styles with their content', () => {
    expect(plainTextOf('Free spins <b>every Friday</b>')).toBe('Free spins every Friday');
    expect(plainTextOf('<img src="x" onerror="alert(1)">Spin on Fridays<script>alert("ran")</script>')).toBe('Spin on Fridays');
    expect(plainTextOf('<style>p{}</style>Hi <a href="javascript:alert(1)">there</a>')).toBe('Hi there');
  });

  it('drops an unclosed tag at the end', () => {
    expect(plainTextOf('Hello <img src=x onerror=alert(1)')).toBe('Hello');
  });

  it('gives an empty string for a missing value', () => {
    expect(plainTextOf(undefined)).toBe('');
    expect(plainTextOf(null)).toBe('');
  });
});
