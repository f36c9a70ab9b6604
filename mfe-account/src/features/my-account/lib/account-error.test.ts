import { PlatformError } from '@casino/shared/platform';
import { accountErrorKey } from './account-error';

const answer = (status: number, data: unknown) => ({ response: { status, data } });
const field = {
  objectName: 'address',
  field: 'city',
  rejectedValue: '',
  status: 'INVALID',
  message: 'must not be blank',
  code: 'NotBlank',
};

describe('accountErrorKey (spec 001 §8)', () => {
  it('names the wrong current password', () => {
    expect(
      accountErrorKey(
        answer(400, {
          error: 'Bad Request',
          code: 'error.old_password.incorrect',
          message: 'Old password is incorrect',
        }),
      ),
    ).toBe('password.errors.oldIncorrect');
  });

  it('names the SMS answers of a phone change', () => {
    expect(accountErrorKey(answer(400, { code: 'sms.code.invalid' }))).toBe('phone.errors.codeInvalid');
    expect(accountErrorKey(answer(400, { code: 'sms.max.attempts.reached' }))).toBe(
      'phone.errors.maxAttempts',
    );
    expect(
      accountErrorKey(
        answer(403, { code: 'error.vonage.validation', message: 'error.vonage.phone.invalid' }),
      ),
    ).toBe('phone.errors.phoneRefused');
    expect(accountErrorKey(answer(403, { error: 'Forbidden', message: 'error.vonage.phone.invalid' }))).toBe(
      'phone.errors.phoneRefused',
    );
    expect(accountErrorKey(answer(400, { code: 'error.phone.not_verified' }))).toBe(
      'phone.errors.notVerified',
    );
  });

  it('sends field errors to their fields', () => {
    expect(accountErrorKey(answer(400, { error: 'Bad Request', validationErrors: [field] }))).toBe(
      'form.errors.fields',
    );
  });

  it('blames the connection when no answer came', () => {
    expect(accountErrorKey(new PlatformError('Network Error', 'network', undefined, undefined))).toBe(
      'errors.network',
    );
    expect(accountErrorKey({ code: 'ETIMEDOUT' })).toBe('errors.network');
  });

  it('asks to try again for the rest', () => {
    expect(accountErrorKey(answer(500, { error: 'Internal Server Error' }))).toBe('form.errors.unhandled');
    expect(accountErrorKey(answer(404, { message: 'Route POST:/player/password not found' }))).toBe(
      'form.errors.unhandled',
    );
  });
});
