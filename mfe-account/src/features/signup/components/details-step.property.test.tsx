import { createTestPlatform } from '@casino/shared/testing';
import fc from 'fast-check';
import { COUNTRY_CALLING_CODES, phonePrefixOf } from '../../../lib/countries';
import { EMAIL_MAX_LENGTH } from '../../../lib/email-schema';
import { assertFormProperty, byId, checkSubmit, submitOf, ticked, typed, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { defaultDetails, detailsSchema } from '../lib/details-schema';
import { DetailsStep } from './details-step';

const countries = Object.keys(COUNTRY_CALLING_CODES);
/** Hostile text's longest strings: a field's limit (254 for the email, 64 for the password, a phone's or cpf's few characters) and a margin. */
const MARGIN = 50;
const details = fc.record({
  countryCode: fc.oneof(fc.constantFrom(...countries), fc.constant('BR')),
  email: typed(EMAIL_MAX_LENGTH + MARGIN, fc.emailAddress(), fc.constant('player@example.com')),
  password: typed(64 + MARGIN, fc.string({ minLength: 6, maxLength: 70 }).map((text) => `${text}a1`)),
  phonePrefix: fc.constantFrom(...countries.map(phonePrefixOf)),
  phoneNumber: typed(16 + MARGIN, fc.stringMatching(/^[0-9 -]{0,16}$/), fc.stringMatching(/^\d{2}[ -]?\d{3}[ -]?\d{2,4}$/)),
  cpf: typed(14 + MARGIN, fc.stringMatching(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/)),
  terms: ticked,
  cookiePolicy: ticked,
  marketingOptIn: fc.boolean(),
});

describe('sign-up Details under hostile input (issue 15 "Bad input", issue 21 point 6, fast-check)', () => {
  it('never crashes, never loses what was typed, and always says what is wrong in its own words', async () => {
    let registered = 0;
    const platform = createTestPlatform({
      basePath: '/en-UN/signup',
      http: {
        'GET /player/markets/risk-setting': (config: { params?: { countryCode?: string } }) => ({ siteId: 1, countryCode: config.params?.countryCode ?? 'FI', marketRiskSetting: 'LOW' }),
        'POST /player/registration': { status: 201, data: { playerId: 'p-1', token: 't', smsVerificationRequired: true, emailVerificationRequired: false, accountStatus: 'ACCOUNT_UNVERIFIED' } },
      },
    });
    // Rendered once: the 200 cases retype the same form, as a player would.
    renderApp(
      <DetailsStep
        defaultValues={defaultDetails()}
        headingRef={{ current: null }}
        onRegistered={() => {
          registered += 1;
        }}
        onRiskChecked={() => undefined}
        onDuplicated={() => undefined}
        onLogIn={() => undefined}
      />,
      { platform },
    );
    const messageOf = (key: string) => platform.i18n.t(key, { ns: 'account' });
    await assertFormProperty(
      details,
      async (values) => {
        registered = 0;
        // By id: 200 cases of role queries would take minutes; the role-based tests cover the names.
        typeInto(byId('signup-country'), values.countryCode);
        const fields: Record<string, HTMLElement> = {
          countryCode: byId('signup-country'),
          email: byId('signup-email'),
          password: byId('signup-password'),
          phonePrefix: byId('signup-phone-prefix'),
          phoneNumber: byId('signup-phone-number'),
          terms: byId('signup-terms'),
          cookiePolicy: byId('signup-cookie-policy'),
          marketingOptIn: byId('signup-marketing'),
        };
        // The cpf field is Brazil's only (the form keeps its value while it is away).
        const cpf = document.getElementById('signup-cpf');
        if (cpf) fields.cpf = cpf;
        for (const [name, field] of Object.entries(fields)) if (name !== 'countryCode') typeInto(field, values[name as keyof typeof values]);
        return checkSubmit({
          schema: detailsSchema,
          fields,
          submit: submitOf(fields.email!),
          sent: () => registered > 0,
          toInput: (typedValues) => ({ cpf: '', ...typedValues }),
          messageOf,
        });
      },
      { freshPage: false },
    );
  }, 180_000);
});
