import { registrationUpdateRequestSchema } from '@casino/shared/wire';
import fc from 'fast-check';
import { contactInfoSchema, defaultContactInfo, isAdultOn, isoDateOf, toProfileUpdate, type ContactInfoValues } from './contact-info-schema';
import type { Registration } from './signup-flow';

const today = new Date(2026, 10, 25);
const schema = contactInfoSchema(today);
const valid: ContactInfoValues = { firstName: 'Pia', lastName: 'Player', dateOfBirth: '17/05/1990', address: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki' };
const registration: Registration = {
  playerId: 'p-1',
  token: null,
  email: 'pia@example.com',
  mobilePhone: '+358401234567',
  countryCode: 'FI',
  languageCode: 'en',
  smsVerificationRequired: true,
  emailVerificationRequired: false,
};
const firstError = (values: Partial<ContactInfoValues>) => {
  const result = schema.safeParse({ ...valid, ...values });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('sign-up ContactInfo rules (spec 001 §3 Profile update; bounds chosen by the team, spec 000 §5)', () => {
  it('starts empty and accepts valid details', () => {
    expect(defaultContactInfo()).toEqual({ firstName: '', lastName: '', dateOfBirth: '', address: '', postalCode: '', city: '' });
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each`
    field            | value                     | message
    ${'firstName'}   | ${' '}                    | ${'signup.errors.firstNameRequired'}
    ${'lastName'}    | ${''}                     | ${'signup.errors.lastNameRequired'}
    ${'firstName'}   | ${'P1a'}                  | ${'signup.errors.nameCharacters'}
    ${'lastName'}    | ${'-Smith'}               | ${'signup.errors.nameCharacters'}
    ${'firstName'}   | ${'a'.repeat(101)}        | ${'signup.errors.nameTooLong'}
    ${'dateOfBirth'} | ${''}                     | ${'signup.errors.dateOfBirthRequired'}
    ${'dateOfBirth'} | ${'1990-05-17'}           | ${'signup.errors.dateOfBirthFormat'}
    ${'dateOfBirth'} | ${'31/02/1990'}           | ${'signup.errors.dateOfBirthInvalid'}
    ${'dateOfBirth'} | ${'01/01/1899'}           | ${'signup.errors.dateOfBirthInvalid'}
    ${'dateOfBirth'} | ${'26/11/2008'}           | ${'signup.errors.tooYoung'}
    ${'address'}     | ${''}                     | ${'signup.errors.addressRequired'}
    ${'address'}     | ${'x'.repeat(201)}        | ${'signup.errors.addressTooLong'}
    ${'postalCode'}  | ${''}                     | ${'signup.errors.postalCodeRequired'}
    ${'postalCode'}  | ${'1'}                    | ${'signup.errors.postalCodeInvalid'}
    ${'postalCode'}  | ${'12345678901'}          | ${'signup.errors.postalCodeInvalid'}
    ${'postalCode'}  | ${'00-'}                  | ${'signup.errors.postalCodeInvalid'}
    ${'city'}        | ${'  '}                   | ${'signup.errors.cityRequired'}
    ${'city'}        | ${'x'.repeat(101)}        | ${'signup.errors.cityTooLong'}
  `('$field "$value" → $message', ({ field, value, message }) => {
    expect(firstError({ [field]: value })).toBe(message);
  });

  it.each(["O'Brien", 'Jean-Luc', 'Ånne Marie', 'St. John', 'Zoë'])('accepts the name %s', (firstName) => {
    expect(firstError({ firstName })).toBeUndefined();
  });

  it.each(['VLT 1117', 'M5H 2N2', '10117', 'SW1A 1AA'])('accepts the postal code %s', (postalCode) => {
    expect(firstError({ postalCode })).toBeUndefined();
  });

  it('reads dd/MM/yyyy (also with dots or dashes) as yyyy-MM-dd, and no impossible date', () => {
    expect(isoDateOf('17/05/1990')).toBe('1990-05-17');
    expect(isoDateOf('1.2.1990')).toBe('1990-02-01');
    expect(isoDateOf('29-02-2000')).toBe('2000-02-29');
    expect(isoDateOf('29/02/1900')).toBeNull();
    expect(isoDateOf('00/01/1990')).toBeNull();
    expect(isoDateOf('1990-05-17')).toBeNull();
  });

  it('counts 18 years from the birthday itself', () => {
    expect(isAdultOn('2008-11-25', today)).toBe(true);
    expect(isAdultOn('2008-11-26', today)).toBe(false);
    expect(firstError({ dateOfBirth: '25/11/2008' })).toBeUndefined();
  });

  it('builds the profile update: the date as yyyy-MM-dd, the registration’s phone, country and API language', () => {
    expect(toProfileUpdate({ ...valid, firstName: ' Pia ', dateOfBirth: '7/5/1990' }, registration)).toEqual({
      playerId: 'p-1',
      dateOfBirth: '1990-05-07',
      postalCode: '00100',
      mobilePhone: '+358401234567',
      countryCode: 'FI',
      termsAndConditionsAccepted: true,
      languageCode: 'en',
      firstName: 'Pia',
      lastName: 'Player',
      address: 'Mannerheimintie 1',
      city: 'Helsinki',
    });
  });

  it('never builds an update the platform’s wire schema refuses (fast-check)', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 120 });
    fc.assert(
      fc.property(fc.record({ firstName: text, lastName: text, dateOfBirth: text, address: fc.string({ maxLength: 210 }), postalCode: text, city: text }), (values) => {
        if (!schema.safeParse(values).success) return;
        expect(registrationUpdateRequestSchema.safeParse(toProfileUpdate(values, registration)).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
