import { PlatformError } from '@casino/shared/platform';
import { passwordResetErrorKey } from './password-reset-error';

const fieldError = { objectName: 'passwordReset', field: 'email', rejectedValue: 'x', status: 'INVALID', message: 'bad', code: 'Email' };

describe('passwordResetErrorKey (spec 001 §8)', () => {
  it.each`
    error                                                                      | key
    ${new PlatformError('expired', 'client', 400, 'error.password.reset')}      | ${'reset.errors.expired'}
    ${new PlatformError('Bad Request', 'client', 400, undefined, [fieldError])} | ${'reset.errors.fields'}
    ${new PlatformError('Network Error', 'network', undefined, undefined)}      | ${'errors.network'}
    ${new PlatformError('boom', 'server', 503, undefined)}                      | ${'reset.errors.unhandled'}
    ${new PlatformError('Bad Request', 'client', 400, undefined)}               | ${'reset.errors.unhandled'}
  `('$error.message → $key', ({ error, key }) => {
    expect(passwordResetErrorKey(error)).toBe(key);
  });
});
