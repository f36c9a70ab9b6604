import { PlatformError } from '@casino/shared/platform';
import { signupErrorKey } from './signup-error';

const fieldError = { objectName: 'registration', field: 'email', rejectedValue: 'x', status: 'INVALID', message: 'taken', code: 'Email' };

describe('signupErrorKey (spec 001 §5, §8)', () => {
  it.each`
    error                                                                                             | key
    ${new PlatformError('Not Found', 'client', 404, undefined)}                                        | ${'signup.errors.unhandled'}
    ${new PlatformError('Bad Request', 'client', 400, undefined)}                                      | ${'signup.errors.unhandled'}
    ${new PlatformError('boom', 'server', 500, 'error.system.error')}                                  | ${'signup.errors.unhandled'}
    ${new PlatformError('Bad Request', 'client', 400, undefined, [fieldError])}                        | ${'signup.errors.fields'}
    ${new PlatformError('exists', 'client', 409, 'error.registration.player_already_exists')}         | ${'signup.errors.alreadyExists'}
    ${new PlatformError('same', 'client', 400, 'error.same.customer.info.detected')}                  | ${'signup.errors.alreadyExists'}
    ${new PlatformError('blocked', 'client', 403, 'error.country.blocked')}                           | ${'signup.errors.countryBlocked'}
    ${new PlatformError('captcha', 'client', 403, 'error.captcha.validation')}                        | ${'signup.errors.captcha'}
    ${new PlatformError('Network Error', 'network', undefined, undefined)}                             | ${'errors.network'}
    ${new PlatformError('connection timed out', 'timeout', undefined, 'ETIMEDOUT')}                   | ${'errors.network'}
    ${new Error('anything')}                                                                          | ${'errors.network'}
  `('$error.message ($error.status) → $key', ({ error, key }) => {
    expect(signupErrorKey(error)).toBe(key);
  });
});
