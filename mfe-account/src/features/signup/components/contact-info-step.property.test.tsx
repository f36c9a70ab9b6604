import { createTestPlatform } from '@casino/shared/testing';
import fc from 'fast-check';
import { assertFormProperty, byId, checkSubmit, submitOf, typed, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { contactInfoSchema, defaultContactInfo } from '../lib/contact-info-schema';
import type { Registration } from '../lib/signup-flow';
import { ContactInfoStep } from './contact-info-step';

const registration: Registration = {
  playerId: 'p-1',
  token: null,
  email: 'player@example.com',
  mobilePhone: '+358401234567',
  countryCode: 'FI',
  languageCode: 'en',
  smsVerificationRequired: true,
  emailVerificationRequired: false,
};
const pad = (value: number) => String(value).padStart(2, '0');
const contact = fc.record({
  firstName: typed(fc.constantFrom('Pia', 'Jean-Luc', "O'Brien", 'Ånne Marie', 'Zoë')),
  lastName: typed(fc.constantFrom('Player', 'Virtanen', 'de la Cruz', 'Müller')),
  dateOfBirth: typed(
    fc.date({ min: new Date('1890-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`),
    fc.stringMatching(/^\d{1,2}[./-]\d{1,2}[./-]\d{4}$/),
  ),
  address: typed(fc.constantFrom('Mannerheimintie 1', '12 Republic Street')),
  postalCode: typed(fc.stringMatching(/^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/)),
  city: typed(fc.constantFrom('Helsinki', 'Valletta', 'São Paulo')),
});

describe('sign-up ContactInfo under random input (issue 15 "Bad input", fast-check)', () => {
  it('never crashes, never loses what was typed, and always says what is wrong', async () => {
    const schema = contactInfoSchema();
    await assertFormProperty(contact, async (values) => {
      let updated = false;
      const platform = createTestPlatform({
        basePath: '/en-UN/signup',
        http: { 'PUT /player/registration': { playerId: 'p-1', smsVerificationRequired: true, emailVerificationRequired: false, accountStatus: 'ACCOUNT_UNVERIFIED' } },
      });
      renderApp(
        <ContactInfoStep
          registration={registration}
          defaultValues={defaultContactInfo()}
          headingRef={{ current: null }}
          onUpdated={() => {
            updated = true;
          }}
          onDuplicated={() => undefined}
        />,
        { platform },
      );
      const fields: Record<string, HTMLElement> = {
        firstName: byId('signup-first-name'),
        lastName: byId('signup-last-name'),
        dateOfBirth: byId('signup-date-of-birth'),
        address: byId('signup-address'),
        postalCode: byId('signup-postal-code'),
        city: byId('signup-city'),
      };
      for (const [name, field] of Object.entries(fields)) typeInto(field, values[name as keyof typeof values]);
      return checkSubmit({ schema, fields, submit: submitOf(byId('signup-first-name')), sent: () => updated });
    });
  }, 180_000);
});
