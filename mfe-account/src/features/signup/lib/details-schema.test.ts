import { passwordSchema, registrationRequestSchema } from '@casino/shared/wire';
import fc from 'fast-check';
import { COUNTRY_CALLING_CODES, phonePrefixOf } from '../../../lib/countries';
import { newPasswordSchema } from '../../../lib/password-schema';
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
    ${'cpf'}          | ${'123'}                  | ${undefined}
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

  it('asks a Brazilian for an 11-digit CPF and sends it', () => {
    expect(firstError({ countryCode: 'BR', phonePrefix: '+55' })).toBe('signup.errors.cpfRequired');
    expect(firstError({ countryCode: 'BR', cpf: '123.456.789' })).toBe('signup.errors.cpfFormat');
    expect(firstError({ countryCode: 'BR', cpf: '123.456.789-09' })).toBeUndefined();
    expect(firstError({ countryCode: 'BR', cpf: '12345678909' })).toBeUndefined();
    expect(toRegistrationPayload({ ...valid, countryCode: 'BR', cpf: ' 123.456.789-09 ' }, 'br')).toMatchObject({ countryCode: 'BR', cpf: '123.456.789-09' });
  });

  it('accepts exactly the passwords the platform accepts (fast-check)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 80 })), (password) => {
        expect(newPasswordSchema.safeParse(password).success).toBe(passwordSchema.safeParse(password).success);
      }),
      { numRuns: 1000 },
    );
  });

  it('never builds a registration the platform’s wire schema refuses (fast-check)', () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.emailAddress(), fc.stringMatching(/^[0-9 -]{0,16}$/));
    const countries = Object.keys(COUNTRY_CALLING_CODES);
    fc.assert(
      fc.property(
        fc.record({
          countryCode: fc.constantFrom(...countries),
          email: text,
          password: fc.oneof(text, text.map((value) => `${value}a1bcdefg`)),
          phonePrefix: fc.constantFrom(...countries.map(phonePrefixOf)),
          phoneNumber: text,
          cpf: fc.oneof(text, fc.stringMatching(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/)),
          terms: fc.boolean(),
          cookiePolicy: fc.boolean(),
          marketingOptIn: fc.boolean(),
        }),
        fc.constantFrom('en', 'fi', 'inen', 'caf', 'br'),
        (values, languageCode) => {
          if (!detailsSchema.safeParse(values).success) return;
          expect(registrationRequestSchema.safeParse(toRegistrationPayload(values, languageCode)).success).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
