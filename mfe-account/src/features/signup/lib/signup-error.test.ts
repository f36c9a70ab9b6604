import { PlatformError } from '@casino/shared/platform';
import { signupErrorOf } from './signup-error';

const fieldError = { objectName: 'registration', field: 'email', rejectedValue: 'x', status: 'INVALID', message: 'taken', code: 'Email' };
const none = { duplicate: null, field: null };

describe('signupErrorOf (spec 001 §5, §8)', () => {
  it.each`
    error                                                                                      | view
    ${new PlatformError('exists', 'client', 409, 'error.registration.player_already_exists')}   | ${{ ...none, duplicate: 'email', key: 'signup.errors.alreadyExists' }}
    ${new PlatformError('same', 'client', 400, 'error.same.customer.info.detected')}            | ${{ ...none, duplicate: 'customer', key: 'signup.errors.alreadyExists' }}
    ${new PlatformError('cpf', 'client', 400, 'error.cpf.duplicate_found')}                     | ${{ ...none, field: { name: 'cpf', key: 'signup.errors.cpfDuplicate' }, key: 'signup.errors.fields' }}
    ${new PlatformError('cpf', 'client', 400, undefined, [{ ...fieldError, field: 'cpf', code: 'error.cpf.duplicate_found' }])} | ${{ ...none, field: { name: 'cpf', key: 'signup.errors.cpfDuplicate' }, key: 'signup.errors.fields' }}
    ${new PlatformError('vonage', 'client', 403, 'error.vonage.validation')}                    | ${{ ...none, field: { name: 'phoneNumber', key: 'code.errors.phoneInvalid' }, key: 'signup.errors.fields' }}
    ${new PlatformError('captcha', 'client', 403, 'error.captcha.validation')}                  | ${{ ...none, key: 'signup.errors.captcha' }}
    ${new PlatformError('blocked', 'client', 403, 'error.country.blocked')}                     | ${{ ...none, key: 'signup.errors.countryBlocked' }}
    ${new PlatformError('Bad Request', 'client', 400, undefined, [fieldError])}                 | ${{ ...none, key: 'signup.errors.fields' }}
    ${new PlatformError('Bad Request', 'client', 400, undefined)}                               | ${{ ...none, key: 'signup.errors.unhandled' }}
    ${new PlatformError('Bad Request', 'client', 400, 'error.signup.unhandled')}                | ${{ ...none, key: 'signup.errors.unhandled' }}
    ${new PlatformError('Not Found', 'client', 404, undefined)}                                 | ${{ ...none, key: 'signup.errors.unhandled' }}
    ${new PlatformError('boom', 'server', 500, 'error.system.error')}                           | ${{ ...none, key: 'signup.errors.system' }}
    ${new PlatformError('Network Error', 'network', undefined, undefined)}                      | ${{ ...none, key: 'errors.network' }}
    ${new PlatformError('connection timed out', 'timeout', undefined, 'ETIMEDOUT')}            | ${{ ...none, key: 'errors.network' }}
    ${new Error('anything without a response')}                                                | ${{ ...none, key: 'errors.network' }}
  `('$error.message ($error.status) → $view.key', ({ error, view }) => {
    expect(signupErrorOf(error)).toEqual(view);
  });
});
