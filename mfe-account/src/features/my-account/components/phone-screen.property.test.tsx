import { hostileText } from '@casino/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { COUNTRY_CALLING_CODES, phonePrefixOf } from '../../../lib/countries';
import { accountScreenPlatform, annaDetails } from '../../../testing/account-fixtures';
import { assertFormProperty, byId, checkSubmit, submitOf, typeInto, valuesOf } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { phoneFormSchema } from '../lib/account-forms';
import { toE164 } from '../lib/phone-change';
import { PhoneScreen } from './phone-screen';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account/phone' };
const prefixes = [...new Set(Object.keys(COUNTRY_CALLING_CODES).map(phonePrefixOf))];
/** anna's stored phone is +358 401000001: typing it again is refused with its own message. */
const phone = fc.record({
  prefix: fc.oneof(fc.constantFrom(...prefixes), fc.constant('+358')),
  body: fc.oneof(hostileText(), fc.stringMatching(/^\d{2}[ -]?\d{3}[ -]?\d{2,4}$/), fc.constantFrom('401000001', '40 100 0001', '40-100-0001')),
});

describe('phone change form under hostile input (issue 21 point 6, fast-check)', () => {
  it('never crashes, never loses what was typed, and asks for a code or says what is wrong in its own words', async () => {
    const { platform, sent } = accountScreenPlatform(at, 'POST /player/phone_number/sms_request', () => ({ smsVerificationId: 'sms-1', expiresInSeconds: 600, maxAttempts: 5 }));
    renderApp(<PhoneScreen />, { ...at, platform });
    await screen.findByRole('textbox', { name: 'New mobile number' });
    const fields = { prefix: byId('phone-prefix'), body: byId('phone-body') };
    const submit = submitOf(fields.body);
    const messageOf = (key: string) => platform.i18n.t(key, { ns: 'account' });
    // One page for all 200 cases: a sent case's code popup is closed before the next.
    await assertFormProperty(
      phone,
      async (values) => {
        sent.length = 0;
        typeInto(fields.prefix, values.prefix);
        typeInto(fields.body, values.body);
        expect(valuesOf(fields)).toEqual(values);
        const parsed = phoneFormSchema.safeParse(values);
        if (parsed.success && toE164(parsed.data) === annaDetails.mobilePhone) {
          fireEvent.click(submit);
          await waitFor(() => expect(document.getElementById('phone-body-error')?.textContent).toBe(messageOf('phone.errors.sameAsStored')), { interval: 5 });
          expect(fields.body).toHaveAttribute('aria-invalid', 'true');
          expect(valuesOf(fields)).toEqual(values);
          expect(sent).toEqual([]);
          return 'refused';
        }
        const outcome = await checkSubmit({ schema: phoneFormSchema, fields, submit, sent: () => sent.length > 0, messageOf });
        if (outcome === 'sent') {
          expect(sent).toEqual([{ mobilePhone: `${values.prefix}${values.body.replace(/[\s-]/g, '')}` }]);
          // By selector: role queries over 200 prefixes, 200 times, take half a minute.
          const close = await waitFor(() => document.querySelector<HTMLElement>('dialog button[aria-label="Close"]') ?? Promise.reject(new Error('No code popup')), { interval: 5 });
          fireEvent.click(close);
          await waitFor(() => expect(document.querySelector('dialog')).toBeNull(), { interval: 5 });
        }
        return outcome;
      },
      { freshPage: false },
    );
  }, 180_000);
});
