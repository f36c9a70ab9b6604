import { createTestPlatform } from '@casino/shared/testing';
import fc from 'fast-check';
import { assertFormProperty, byId, checkSubmit, submitOf, typed, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { smsCodeFormSchema } from '../lib/account-forms';
import { PhoneCodeDialog } from './phone-code-dialog';

/** Hostile text (the field cuts it at its six characters, as the browser does) or a near-valid code. */
const code = typed(50, fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^ ?\d{4,6} ?$/));

describe('the SMS code of a phone change under hostile input (issue 21 point 6, fast-check)', () => {
  it('never crashes, never loses what was typed, and sends the code or says what is wrong in its own words', async () => {
    const codes: string[] = [];
    const platform = createTestPlatform({ basePath: '/en-UN/my-account' });
    // Rendered once: the 200 cases retype the same field, as a player would.
    renderApp(<PhoneCodeDialog phone="+358409999999" busy={false} onSubmit={(digits) => codes.push(digits)} onClose={() => undefined} />, { platform });
    const field = byId('phone-code');
    await assertFormProperty(
      code,
      async (typedCode) => {
        codes.length = 0;
        typeInto(field, typedCode);
        const outcome = await checkSubmit({ schema: smsCodeFormSchema, fields: { code: field }, submit: submitOf(field), sent: () => codes.length > 0, messageOf: (key) => platform.i18n.t(key, { ns: 'account' }) });
        if (outcome === 'sent') expect(codes).toEqual([(field as HTMLInputElement).value.trim()]);
        return outcome;
      },
      { freshPage: false },
    );
  }, 180_000);
});
