import { loginErrorOf } from './login-errors';

const answer = (message: string) => ({ message: `Unauthorized: ${message}`, body: { error: 'Unauthorized', message } });

describe('login errors (spec 001 §8)', () => {
  it.each([
    ['code:error.timeout.in.progress:days:3', 'timeout', 'login.error.timeout', 3],
    ['code:error.exclusion.in.progress:days:120', 'exclusion', 'login.error.exclusion', 120],
    ['code:error.exclusion.in.progress.indefinitely', 'exclusionIndefinite', 'login.error.exclusionIndefinite', undefined],
    ['code:error.sign.in.attempt.count.exceeded', 'maxAttempt', 'login.error.maxAttempt', undefined],
    ['code:error.account.deactivated', 'blacklisted', 'login.error.blacklisted', undefined],
    ['code:error.account.closed', 'closed', 'login.error.closed', undefined],
    ['code:error.player.not.found', 'unauthorized', 'login.error.unauthorized', undefined],
    ['Bad credentials', 'unauthorized', 'login.error.unauthorized', undefined],
  ])('%s → %s', (message, kind, messageKey, days) => {
    const error = loginErrorOf(answer(message));
    expect(error.kind).toBe(kind);
    expect(error.messageKey).toBe(messageKey);
    if (days !== undefined) expect(error.days).toBe(days);
  });

  it('keeps the platform code for the login state', () => {
    expect(loginErrorOf(answer('code:error.account.closed')).code).toBe('error.account.closed');
  });
});
