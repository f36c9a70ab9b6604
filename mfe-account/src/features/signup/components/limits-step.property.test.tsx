import { formatMinorMoney } from '@casino/shared/money';
import { createTestPlatform, hostileText } from '@casino/shared/testing';
import { LIMIT_PERIODS, MAX_MONEY_LIMIT, MIN_MONEY_LIMIT, SESSION_LIMIT_MINUTES } from '@casino/shared/wire';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { assertFormProperty, byId, submitOf, typeInto, valuesOf } from '../../../testing/form-properties';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { signUpLimitsAskedOf } from '../lib/sign-up-limits';
import { checkSignUpLimits, type SignUpLimitsDraft } from '../lib/sign-up-limits-form';
import type { Registration } from '../lib/signup-flow';
import { LimitsStep } from './limits-step';

const registration: Registration = { playerId: 'p-nl', token: null, email: 'daan@example.com', mobilePhone: '+31612345678', countryCode: 'NL', languageCode: 'en', smsVerificationRequired: true, emailVerificationRequired: false };
/** The Netherlands asks for all three limits (issue 16 §5). */
const asked = signUpLimitsAskedOf('NL')!;
/** Hostile text or, three times in four, an amount from below 1.00 to past the largest limit. */
const amount = fc.oneof({ arbitrary: hostileText(), weight: 1 }, { arbitrary: fc.integer({ min: -100, max: MAX_MONEY_LIMIT + 100 }).map((minor) => (minor / 100).toFixed(2)), weight: 3 });
/** Selects hold one of their options (a player cannot type into them): the money fields take the hostile text. */
const drafts: fc.Arbitrary<SignUpLimitsDraft> = fc.record({
  depositPeriod: fc.constantFrom(...LIMIT_PERIODS),
  deposit: amount,
  loginTimePeriod: fc.constantFrom(...LIMIT_PERIODS),
  loginTime: fc.constantFrom('', ...SESSION_LIMIT_MINUTES.map(String)),
  balance: amount,
});

describe('sign-up Limits step under hostile input (issue 21 point 6, fast-check)', () => {
  it('never crashes, never loses what was typed, and saves the limits or says what is wrong in its own words', async () => {
    const sent: unknown[] = [];
    let saved = 0;
    const platform = createTestPlatform({
      basePath: '/en-NL/signup',
      http: {
        'PUT /player/registration/limits': (config: RequestConfig) => {
          const body = JSON.parse(String(config.data)) as object;
          sent.push(body);
          return { playerId: 'p-nl', currency: 'EUR', depositLimit: null, loginTimeLimit: null, balanceLimit: null, accountStatus: 'REGISTERED', ...body };
        },
      },
    });
    renderApp(
      <LimitsStep
        registration={registration}
        asked={asked}
        headingRef={{ current: null }}
        onSaved={() => {
          saved += 1;
        }}
        onSkipped={() => undefined}
      />,
      { platform },
    );
    await screen.findByRole('group', { name: 'Deposit limit' });
    const { locale, market } = platform.bus.get('locale');
    const bounds = { min: formatMinorMoney(MIN_MONEY_LIMIT, asked.currency, market), max: formatMinorMoney(MAX_MONEY_LIMIT, asked.currency, market) };
    const fields: Record<keyof SignUpLimitsDraft, HTMLElement> = {
      depositPeriod: byId('signup-limit-deposit-period'),
      deposit: byId('signup-limit-deposit'),
      loginTimePeriod: byId('signup-limit-loginTime-period'),
      loginTime: byId('signup-limit-loginTime'),
      balance: byId('signup-limit-balance'),
    };
    const limitFields = { deposit: fields.deposit, loginTime: fields.loginTime, balance: fields.balance };
    const submit = submitOf(fields.deposit);
    // Rendered once: the 200 cases retype the same form, as a player would.
    await assertFormProperty(
      drafts,
      async (draft) => {
        sent.length = 0;
        saved = 0;
        for (const [name, field] of Object.entries(fields)) typeInto(field, draft[name as keyof SignUpLimitsDraft]);
        expect(valuesOf(fields)).toEqual(draft);
        const checked = checkSignUpLimits(draft, asked.kinds, asked.currency, locale);
        fireEvent.click(submit);
        if (checked.ok) {
          await waitFor(() => expect(saved).toBe(1), { interval: 5 });
          expect(sent).toEqual([{ playerId: registration.playerId, ...checked.limits }]);
          for (const field of Object.values(limitFields)) expect(field).toHaveAttribute('aria-invalid', 'false');
        } else {
          await waitFor(
            () => {
              for (const [kind, field] of Object.entries(limitFields)) {
                const error = checked.errors[kind as keyof typeof checked.errors];
                expect(field).toHaveAttribute('aria-invalid', String(Boolean(error)));
                if (error) expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(platform.i18n.t(`signup.limits.errors.${error}`, { ns: 'account', ...bounds }));
              }
            },
            { interval: 5 },
          );
          expect(sent).toEqual([]);
        }
        expect(valuesOf(fields)).toEqual(draft);
        await waitFor(() => expect(submit).toBeEnabled(), { interval: 5 });
        return checked.ok ? 'sent' : 'refused';
      },
      { freshPage: false },
    );
  }, 180_000);
});
