import { createTestPlatform } from '@casino/shared/testing';
import fc from 'fast-check';
import { assertFormProperty, byId, checkSubmit, submitOf, typed, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { NAME_MAX_LENGTH, contactInfoSchema, defaultContactInfo } from '../lib/contact-info-schema';
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
/** Hostile text's longest strings: a field's limit (100 for names and the city, 200 for the address) and a margin. */
const MARGIN = 50;
const contact = fc.record({
  firstName: typed(NAME_MAX_LENGTH + MARGIN, fc.constantFrom('Pia', 'Jean-Luc', "O'Brien", 'Ånne Marie', 'Zoë')),
  lastName: typed(NAME_MAX_LENGTH + MARGIN, fc.constantFrom('Player', 'Virtanen', 'de la Cruz', 'Müller')),
  dateOfBirth: typed(
    MARGIN,
    fc.date({ min: new Date('1890-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`),
    fc.stringMatching(/^\d{1,2}[./-]\d{1,2}[./-]\d{4}$/),
  ),
  address: typed(200 + MARGIN, fc.constantFrom('Mannerheimintie 1', '12 Republic Street')),
  postalCode: typed(10 + MARGIN, fc.stringMatching(/^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/)),
  city: typed(NAME_MAX_LENGTH + MARGIN, fc.constantFrom('Helsinki', 'Valletta', 'São Paulo')),
});

describe('sign-up ContactInfo under hostile input (issue 15 "Bad input", issue 21 point 6, fast-check)', () => {
  it('never crashes, never loses what was typed, and always says what is wrong in its own words', async () => {
    const schema = contactInfoSchema();
    let updated = 0;
    const platform = createTestPlatform({
      basePath: '/en-UN/signup',
      http: { 'PUT /player/registration': { playerId: 'p-1', smsVerificationRequired: true, emailVerificationRequired: false, accountStatus: 'ACCOUNT_UNVERIFIED' } },
    });
    // Rendered once: the 200 cases retype the same form, as a player would.
    renderApp(
      <ContactInfoStep
        registration={registration}
        defaultValues={defaultContactInfo()}
        headingRef={{ current: null }}
        onUpdated={() => {
          updated += 1;
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
    const messageOf = (key: string) => platform.i18n.t(key, { ns: 'account' });
    await assertFormProperty(
      contact,
      async (values) => {
        updated = 0;
        for (const [name, field] of Object.entries(fields)) typeInto(field, values[name as keyof typeof values]);
        return checkSubmit({ schema, fields, submit: submitOf(fields.firstName!), sent: () => updated > 0, messageOf });
      },
      { freshPage: false },
    );
  }, 180_000);
});
