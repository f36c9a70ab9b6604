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

  it('keeps every field of a PlatformError made by another bundle\'s copy of this module (the host\'s, seen from a remote)', () => {
    // What a remote's own class sees: an error named PlatformError that is not an instance of it.
    class HostPlatformError extends Error {
      override readonly name = 'PlatformError';
      readonly kind = 'client';
      readonly status = 409;
      readonly code = 'error.bonus.active.withdrawal';
      readonly fieldErrors = [];
      readonly body = { error: 'Conflict', message: 'forfeit it first', code: 'error.bonus.active.withdrawal', activeAssignmentId: 'pb-1' };
    }
    const foreign = new HostPlatformError('Conflict: forfeit it first');
    expect(foreign).not.toBeInstanceOf(PlatformError);
    const error = normalisePlatformError(foreign);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'client', status: 409, code: 'error.bonus.active.withdrawal', message: 'Conflict: forfeit it first', body: foreign.body });
    // Anything else named so is not taken for one.
    expect(normalisePlatformError({ name: 'PlatformError', kind: 'weird', message: 'x' })).toMatchObject({ kind: 'network' });
  });
});
