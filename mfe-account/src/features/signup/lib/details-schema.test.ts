import { defaultDetails, detailsSchema, toRegistrationPayload, type DetailsValues } from './details-schema';

const valid: DetailsValues = {
  ...defaultDetails(),
  email: 'player@example.com',
  password: 'secret123',
  phoneNumber: '40 123 4567',
  terms: true,
  cookiePolicy: true,
};

const firstError = (values: Partial<DetailsValues>) => {
  const result = detailsSchema.safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('sign-up Details rules (spec 001 §3; bounds chosen by the team, spec 000 §5)', () => {
  it('starts in Finland with its prefix and nothing accepted', () => {
    expect(defaultDetails()).toMatchObject({ countryCode: 'FI', phonePrefix: '+358', terms: false, cookiePolicy: false, marketingOptIn: false });
  });

  it('accepts valid details', () => {
    expect(detailsSchema.safeParse(valid).success).toBe(true);
  });

  it.each`
    field             | value                     | message
    ${'email'}        | ${''}                     | ${'errors.emailRequired'}
    ${'email'}        | ${'player@example'}       | ${'errors.emailInvalid'}
    ${'email'}        | ${'pla yer@example.com'}  | ${'errors.emailInvalid'}
    ${'email'}        | ${`${'a'.repeat(250)}@x.io`} | ${'errors.emailTooLong'}
    ${'password'}     | ${''}                     | ${'errors.passwordRequired'}
    ${'password'}     | ${'abc1234'}              | ${'errors.passwordTooShort'}
    ${'password'}     | ${'12345678'}             | ${'errors.passwordLetter'}
    ${'password'}     | ${'abcdefgh'}             | ${'errors.passwordDigit'}
    ${'password'}     | ${`a1${'x'.repeat(63)}`}  | ${'errors.passwordTooLong'}
    ${'phoneNumber'}  | ${''}                     | ${'errors.phoneRequired'}
    ${'phoneNumber'}  | ${'12345'}                | ${'errors.phoneLength'}
    ${'phoneNumber'}  | ${'1234567890123'}        | ${'errors.phoneLength'}
    ${'phoneNumber'}  | ${'40abc123'}             | ${'errors.phoneDigitsOnly'}
    ${'phonePrefix'}  | ${''}                     | ${'errors.phonePrefixRequired'}
    ${'countryCode'}  | ${'XX'}                   | ${'errors.countryRequired'}
    ${'terms'}        | ${false}                  | ${'errors.termsRequired'}
    ${'cookiePolicy'} | ${false}                  | ${'errors.cookiePolicyRequired'}
  `('$field "$value" → $message', ({ field, value, message }) => {
    expect(firstError({ [field]: value })).toBe(message);
  });

  it.each(['123456', '123456789012', '40-123 45'])('accepts the phone number %s', (phoneNumber) => {
    expect(firstError({ phoneNumber })).toBeUndefined();
  });

  it('builds the registration payload', () => {
    expect(toRegistrationPayload({ ...valid, email: ' player@example.com ', marketingOptIn: true }, 'inen')).toEqual({
      email: 'player@example.com',
      password: 'secret123',
      mobilePhone: '+358401234567',
      countryCode: 'FI',
      languageCode: 'en',
      termsAndConditionsAccepted: true,
      cookiePolicyAccepted: true,
      marketingOptIn: true,
    });
  });
});
