import { createTestPlatform } from '@casino/shared/testing';
import fc from 'fast-check';
import { COUNTRY_CALLING_CODES, phonePrefixOf } from '../../../lib/countries';
import { assertFormProperty, byId, checkSubmit, submitOf, ticked, typed, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { defaultDetails, detailsSchema } from '../lib/details-schema';
import { DetailsStep } from './details-step';

const countries = Object.keys(COUNTRY_CALLING_CODES);
const details = fc.record({
  countryCode: fc.oneof(fc.constantFrom(...countries), fc.constant('BR')),
  email: typed(fc.emailAddress(), fc.constant('player@example.com')),
  password: typed(fc.string({ minLength: 6, maxLength: 70 }).map((text) => `${text}a1`)),
  phonePrefix: fc.constantFrom(...countries.map(phonePrefixOf)),
  phoneNumber: typed(fc.stringMatching(/^[0-9 -]{0,16}$/), fc.stringMatching(/^\d{2}[ -]?\d{3}[ -]?\d{2,4}$/)),
  cpf: typed(fc.stringMatching(/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/)),
  terms: ticked,
  cookiePolicy: ticked,
  marketingOptIn: fc.boolean(),
});

describe('sign-up Details under random input (issue 15 "Bad input", fast-check)', () => {
  it('never crashes, never loses what was typed, and always says what is wrong', async () => {
    await assertFormProperty(details, async (values) => {
      let registered = false;
      const platform = createTestPlatform({
        basePath: '/en-UN/signup',
        http: {
          'GET /player/markets/risk-setting': { siteId: 1, countryCode: values.countryCode, marketRiskSetting: 'LOW' },
          'POST /player/registration': { status: 201, data: { playerId: 'p-1', token: 't', smsVerificationRequired: true, emailVerificationRequired: false, accountStatus: 'ACCOUNT_UNVERIFIED' } },
        },
      });
      renderApp(
        <DetailsStep
          defaultValues={defaultDetails()}
          headingRef={{ current: null }}
          onRegistered={() => {
            registered = true;
          }}
          onRiskChecked={() => undefined}
          onDuplicated={() => undefined}
          onLogIn={() => undefined}
        />,
        { platform },
      );
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
      const cpf = document.getElementById('signup-cpf');
      if (cpf) fields.cpf = cpf;
      for (const [name, field] of Object.entries(fields)) if (name !== 'countryCode') typeInto(field, values[name as keyof typeof values]);
      return checkSubmit({
        schema: detailsSchema,
        fields,
        submit: submitOf(byId('signup-email')),
        sent: () => registered,
        toInput: (typedValues) => ({ cpf: '', ...typedValues }),
      });
    });
  }, 180_000);
});
