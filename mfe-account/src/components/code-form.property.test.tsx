import { createTestPlatform } from '@casino/shared/testing';
import fc from 'fast-check';
import { codeFormSchema } from '../lib/code-schema';
import { assertFormProperty, byId, checkSubmit, submitOf, typed, typeInto } from '../testing/form-properties';
import { renderApp } from '../testing/render-app';
import { CodeForm } from './code-form';

/** Hostile text's longest strings: a code's six digits (with spaces) and a margin. */
const code = typed(50, fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^ ?\d{3} ?\d{3} ?$/), fc.stringMatching(/^\d{0,8}$/));

describe('the verification code form under hostile input (issue 15 "Bad input", issue 21 point 6, fast-check)', () => {
  it('never crashes, never loses what was typed, and always says what is wrong in its own words', async () => {
    const verified: string[] = [];
    const platform = createTestPlatform();
    // Rendered once: the 200 cases retype the same field, as a player would.
    renderApp(
      <CodeForm
        id="code"
        label="Code"
        onVerify={async (digits) => {
          verified.push(digits);
          return null;
        }}
        onResend={() => undefined}
        resending={false}
      />,
      { platform },
    );
    const field = byId('code');
    await assertFormProperty(
      code,
      async (typedCode) => {
        verified.length = 0;
        typeInto(field, typedCode);
        const outcome = await checkSubmit({ schema: codeFormSchema, fields: { code: field }, submit: submitOf(field), sent: () => verified.length > 0, messageOf: (key) => platform.i18n.t(key, { ns: 'account' }) });
        if (outcome === 'sent') expect(verified).toEqual([typedCode.replace(/\s/g, '')]);
        return outcome;
      },
      { freshPage: false },
    );
  }, 180_000);
});
