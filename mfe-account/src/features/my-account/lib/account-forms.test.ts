import { addressFormSchema, passwordFormSchema, phoneFormSchema, smsCodeFormSchema } from './account-forms';

const messages = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('the account forms (spec 000 §2; bounds of the platform)', () => {
  it('needs every part of the address, within bounds', () => {
    expect(
      messages(
        addressFormSchema.safeParse({ address: 'Mannerheimintie 1', city: 'Helsinki', postalCode: '00100' }),
      ),
    ).toEqual([]);
    expect(
      messages(addressFormSchema.safeParse({ address: '  ', city: '', postalCode: '1'.repeat(21) })),
    ).toEqual([
      ['address', 'details.address.errors.addressRequired'],
      ['city', 'details.address.errors.cityRequired'],
      ['postalCode', 'details.address.errors.postalCodeTooLong'],
    ]);
  });

  it('takes a new password by the sign-up rule, typed twice, and not the old one', () => {
    const ok = { oldPassword: 'Sandbox!2026', newPassword: 'Changed123', repeatPassword: 'Changed123' };
    expect(messages(passwordFormSchema.safeParse(ok))).toEqual([]);
    expect(
      messages(
        passwordFormSchema.safeParse({ oldPassword: '', newPassword: 'short1', repeatPassword: 'short1' }),
      ),
    ).toEqual([
      ['oldPassword', 'password.errors.oldRequired'],
      ['newPassword', 'errors.passwordTooShort'],
    ]);
    expect(
      messages(
        passwordFormSchema.safeParse({ ...ok, newPassword: 'onlyletters', repeatPassword: 'onlyletters' }),
      ),
    ).toEqual([['newPassword', 'errors.passwordDigit']]);
    expect(messages(passwordFormSchema.safeParse({ ...ok, repeatPassword: 'Changed124' }))).toEqual([
      ['repeatPassword', 'password.errors.mismatch'],
    ]);
    expect(
      messages(
        passwordFormSchema.safeParse({ ...ok, newPassword: 'Sandbox!2026', repeatPassword: 'Sandbox!2026' }),
      ),
    ).toEqual([['newPassword', 'password.errors.sameAsOld']]);
  });

  it('takes a phone of 6 to 12 digits after a listed prefix', () => {
    expect(messages(phoneFormSchema.safeParse({ prefix: '+358', body: '40 999-9999' }))).toEqual([]);
    expect(messages(phoneFormSchema.safeParse({ prefix: '', body: '401234a' }))).toEqual([
      ['prefix', 'errors.phonePrefixRequired'],
      ['body', 'errors.phoneDigitsOnly'],
    ]);
    expect(messages(phoneFormSchema.safeParse({ prefix: '+358', body: '12345' }))).toEqual([
      ['body', 'errors.phoneLength'],
    ]);
  });

  it('takes a six-digit SMS code', () => {
    expect(messages(smsCodeFormSchema.safeParse({ code: ' 123456 ' }))).toEqual([]);
    expect(messages(smsCodeFormSchema.safeParse({ code: '12345' }))).toEqual([
      ['code', 'phone.errors.codeFormat'],
    ]);
  });
});
