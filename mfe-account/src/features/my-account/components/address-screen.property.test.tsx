import { hostileText } from '@casino/shared/testing';
import { waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { accountScreenPlatform, annaDetails } from '../../../testing/account-fixtures';
import { assertFormProperty, byId, checkSubmit, submitOf, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { addressFormSchema } from '../lib/account-forms';
import { AddressScreen } from './address-screen';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account/address' };
/** Hostile text, or (one time in two) a plain line, so that whole addresses come out valid often enough. */
const line = fc.oneof(hostileText(), fc.string({ minLength: 1, maxLength: 30 }).map((text) => `${text.replace(/[\r\n]/g, '')}1`));

describe('address form under hostile input (issue 21 point 6, fast-check)', () => {
  it('never crashes, never loses what was typed, and always says what is wrong in its own words', async () => {
    const { platform, sent } = accountScreenPlatform(at, 'POST /player/address', (body) => ({ ...annaDetails.address, ...body }));
    // Rendered once: the 200 cases retype the same form, as a player would.
    renderApp(<AddressScreen />, { ...at, platform });
    const fields = { address: await waitFor(() => byId('address-street')), postalCode: byId('address-postal-code'), city: byId('address-city') };
    const messageOf = (key: string) => platform.i18n.t(key, { ns: 'account' });
    await assertFormProperty(
      fc.record({ address: line, postalCode: line, city: line }),
      async (values) => {
        sent.length = 0;
        for (const [name, field] of Object.entries(fields)) typeInto(field, values[name as keyof typeof values]);
        const outcome = await checkSubmit({ schema: addressFormSchema, fields, submit: submitOf(fields.address), sent: () => sent.length > 0, messageOf });
        // What is sent is what was typed, trimmed.
        if (outcome === 'sent') expect(sent).toEqual([addressFormSchema.parse(values)]);
        return outcome;
      },
      { freshPage: false },
    );
  }, 180_000);
});
