import { PlatformError, TIMEOUT_MESSAGES, codeFromMessage, normalisePlatformError } from './platform-error';

describe('platform errors (spec 000 §8, spec 001 §8)', () => {
  it.each([
    [400, { error: 'Bad Request', message: 'Invalid email' }, 'client', 'Bad Request: Invalid email'],
    [404, { message: 'Not here' }, 'client', 'Not here'],
    [500, { error: 'Internal Server Error' }, 'server', 'Internal Server Error'],
    [503, 'gateway down', 'server', 'Request failed with status 503'],
  ])('%s → %s error "%s"', (status, data, kind, message) => {
    const error = normalisePlatformError({ response: { status, data } });
    expect(error).toBeInstanceOf(PlatformError);
    expect(error.kind).toBe(kind);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('maps the two timeouts and a network failure', () => {
    expect(normalisePlatformError({ code: 'ETIMEDOUT' }).message).toBe(TIMEOUT_MESSAGES.connection);
    expect(normalisePlatformError({ code: 'ECONNABORTED' }).message).toBe(TIMEOUT_MESSAGES.socket);
    expect(normalisePlatformError(new Error('boom'))).toMatchObject({ kind: 'network', message: 'Network Error' });
  });

  it('keeps field errors in the platform shape', () => {
    const fieldError = { objectName: 'registration', field: 'email', rejectedValue: 'x', status: 'BAD_REQUEST', message: 'invalid', code: 'Email' };
    const error = normalisePlatformError({ response: { status: 400, data: { message: 'invalid', validationErrors: [fieldError] } } });
    expect(error.fieldErrors).toEqual([fieldError]);
  });

  it('reads the code from a code-prefixed message', () => {
    expect(codeFromMessage('code:error.exclusion.in.progress:days:120')).toBe('error.exclusion.in.progress');
    const error = normalisePlatformError({ response: { status: 401, data: { message: 'code:error.account.closed' } } });
    expect(error.code).toBe('error.account.closed');
  });
});
