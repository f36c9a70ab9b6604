import { PlatformError } from '@casino/shared/platform';
import { codeRefusalOf, codeSendErrorKey, refusalMessage } from './code-errors';

const refused = (code: string | undefined, status = 400) => new PlatformError('Bad Request', 'client', status, code);

describe('code errors (spec 001 §8)', () => {
  it.each`
    error                                                              | reason           | key
    ${refused('sms.code.invalid')}                                      | ${'invalid'}     | ${'code.errors.invalid'}
    ${refused('sms.max.attempts.reached')}                              | ${'maxAttempts'} | ${'code.errors.maxAttempts'}
    ${new PlatformError('Network Error', 'network', undefined, undefined)} | ${'other'}    | ${'errors.network'}
    ${new PlatformError('socket timed out on request', 'timeout', undefined, 'ECONNABORTED')} | ${'other'} | ${'errors.network'}
    ${refused(undefined, 500)}                                          | ${'other'}       | ${'code.errors.unhandled'}
    ${refused('unhandled.error.no.code')}                               | ${'other'}       | ${'code.errors.unhandled'}
  `('a refused code $error.code ($error.kind) → $reason, $key', ({ error, reason, key }) => {
    expect(codeRefusalOf(error)).toEqual({ reason, key });
  });

  it.each`
    error                                                                | key
    ${refused('error.vonage.validation', 403)}                            | ${'code.errors.phoneInvalid'}
    ${new PlatformError('Network Error', 'network', undefined, undefined)} | ${'errors.network'}
    ${refused(undefined, 503)}                                            | ${'code.errors.sendFailed'}
  `('a code not sent ($error.code) → $key', ({ error, key }) => {
    expect(codeSendErrorKey(error)).toBe(key);
  });
});

describe('refusalMessage', () => {
  it('says how many tries are left after a wrong code, and that a new code is needed after the last', () => {
    const invalid = { reason: 'invalid' as const, key: 'code.errors.invalid' };
    expect(refusalMessage(invalid, 5)).toEqual({ key: 'code.errors.invalidTriesLeft', count: 4 });
    expect(refusalMessage(invalid, 1)).toEqual({ key: 'code.errors.maxAttempts' });
    expect(refusalMessage(invalid, null)).toEqual({ key: 'code.errors.invalid' });
    expect(refusalMessage({ reason: 'maxAttempts', key: 'code.errors.maxAttempts' }, 3)).toEqual({ key: 'code.errors.maxAttempts' });
    expect(refusalMessage({ reason: 'other', key: 'errors.network' }, 3)).toEqual({ key: 'errors.network' });
  });
});
