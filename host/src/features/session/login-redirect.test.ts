import { afterLoginTarget, isSitePath, loginRedirectOf, signupPath } from './login-redirect';

describe('redirect after login (spec 000 §2; issue: only site paths)', () => {
  it.each([
    ['/en-UN/promotions', true],
    ['/my-account/banking', true],
    ['https://evil.example/x', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    // Issue 21 point 8: dot segments that resolve to a protocol-relative target.
    ['/en-UN/..//evil.example/x', false],
    ['/en-UN/%2e%2e//evil.example/x', false],
    ['/a/b/../..//evil.example', false],
    ['/en-UN/./promotions', true],
    ['', false],
    [null, false],
  ])('%s is a site path: %s', (target, expected) => {
    expect(isSitePath(target)).toBe(expected);
  });

  it.each([
    [null, 'fi-FI', '', '/fi-FI'],
    ['/my-account/banking', 'fi-FI', '', '/fi-FI/my-account/banking'],
    ['/fi-FI/promotions', 'fi-FI', '', '/fi-FI/promotions'],
    ['//evil.example', 'en-UN', '', '/en-UN'],
    ['https://evil.example/', 'en-UN', '', '/en-UN'],
    ['/promotions', 'en-UN', '?bonusCode=WELCOME100&x=1', '/en-UN/promotions?bonusCode=WELCOME100'],
    [null, 'en-UN', '?bonusCode=WELCOME100', '/en-UN?bonusCode=WELCOME100'],
    ['/en-UN/landing/welcome?bonusCode=WELCOME100', 'en-UN', '?redirect=x', '/en-UN/landing/welcome?bonusCode=WELCOME100'],
    // The target is checked as the browser will resolve it, and handed on resolved.
    ['/en-UN/..//evil.example/x', 'en-UN', '', '/en-UN'],
    ['/en-UN/promotions/../my-account', 'en-UN', '', '/en-UN/my-account'],
  ])('stored %s in %s with %s → %s', (stored, segment, search, expected) => {
    expect(afterLoginTarget(stored, segment, search)).toBe(expected);
  });
});

describe('the redirect a login stores (issue 18: return after login)', () => {
  it('on the access-error page, the page the visitor was kept from, whoever opened the login', () => {
    const accessError = { pathname: '/en-UN/401', state: { from: '/my-account/banking?bonusCode=WELCOME100' } };
    expect(loginRedirectOf('/en-UN/401', accessError, 'en-UN')).toBe('/my-account/banking?bonusCode=WELCOME100');
    expect(loginRedirectOf(null, accessError, 'en-UN')).toBe('/my-account/banking?bonusCode=WELCOME100');
    expect(afterLoginTarget(loginRedirectOf(null, accessError, 'en-UN'), 'en-UN', '')).toBe('/en-UN/my-account/banking?bonusCode=WELCOME100');
  });

  it('elsewhere, or without a kept page, or with one off the site, what the opener asked for', () => {
    expect(loginRedirectOf('/promotions', { pathname: '/en-UN/promotions', state: { from: '/my-account' } }, 'en-UN')).toBe('/promotions');
    expect(loginRedirectOf('/en-UN/401', { pathname: '/en-UN/401', state: null }, 'en-UN')).toBe('/en-UN/401');
    expect(loginRedirectOf(null, { pathname: '/en-UN/401', state: { from: '//evil.example' } }, 'en-UN')).toBeNull();
  });
});

describe('the sign-up address (spec 000 §2: sign-up lands on the page the visitor came from)', () => {
  it.each([
    ['/en-UN/online-casino', '', '/en-UN/signup?redirect=%2Fen-UN%2Fonline-casino'],
    ['/en-UN/promotions/casino', '?bonusCode=W100', '/en-UN/signup?redirect=%2Fen-UN%2Fpromotions%2Fcasino%3FbonusCode%3DW100'],
    ['/en-UN', '', '/en-UN/signup'],
    ['/en-UN/', '', '/en-UN/signup'],
    ['/en-UN/signup', '?redirect=%2Fen-UN%2Fsportsbook', '/en-UN/signup?redirect=%2Fen-UN%2Fsportsbook'],
    ['/en-UN/signup', '?redirect=%2F%2Fevil.example', '/en-UN/signup'],
    ['/en-UN/reset-password', '', '/en-UN/signup'],
    ['/en-UN/welcome', '?redirect=%2Fen-UN%2Fmy-account%2Fbanking', '/en-UN/signup?redirect=%2Fen-UN%2Fmy-account%2Fbanking'],
    ['/en-UN/welcome', '?bonusCode=WELCOME100', '/en-UN/signup?bonusCode=WELCOME100'],
    ['/en-UN/welcome', '?redirect=%2Fen-UN%2Fpromotions&bonusCode=WELCOME100', '/en-UN/signup?redirect=%2Fen-UN%2Fpromotions&bonusCode=WELCOME100'],
    ['/en-UN', '?bonusCode=WELCOME100', '/en-UN/signup?bonusCode=WELCOME100'],
    ['/en-UN/signup', '?bonusCode=WELCOME100', '/en-UN/signup?bonusCode=WELCOME100'],
  ])('from %s%s → %s', (pathname, search, expected) => {
    expect(signupPath('en-UN', { pathname, search })).toBe(expected);
  });
});
