import fc from 'fast-check';
import { codeFormSchema } from '../lib/code-schema';
import { assertFormProperty, byId, checkSubmit, submitOf, typed, typeInto } from '../testing/form-properties';
import { renderApp } from '../testing/render-app';
import { CodeForm } from './code-form';

const code = typed(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^ ?\d{3} ?\d{3} ?$/), fc.stringMatching(/^\d{0,8}$/));

describe('the verification code form under random input (issue 15 "Bad input", fast-check)', () => {
  it('never crashes, never loses what was typed, and always says what is wrong', async () => {
    await assertFormProperty(code, async (typedCode) => {
      const verified: string[] = [];
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
      );
      const field = byId('code');
      typeInto(field, typedCode);
      const outcome = await checkSubmit({ schema: codeFormSchema, fields: { code: field }, submit: submitOf(field), sent: () => verified.length > 0 });
      if (outcome === 'sent') expect(verified).toEqual([typedCode.replace(/\s/g, '')]);
      return outcome;
    });
  }, 180_000);
});
