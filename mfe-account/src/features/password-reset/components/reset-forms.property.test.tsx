import { createTestPlatform } from '@casino/shared/testing';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH } from '../../../lib/email-schema';
import { assertFormProperty, byId, checkSubmit, submitOf, typed, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { newPasswordFormSchema } from '../lib/new-password-schema';
import { EmailStep, emailStepSchema } from './email-step';
import { PasswordStep } from './password-step';

/** A password's longest (64, `newPasswordSchema`) with a margin: longer hostile text only takes longer. */
const PASSWORD_TYPED_MAX = 100;

function setup() {
  const platform = createTestPlatform({
    basePath: '/en-UN/reset-password',
    http: { 'POST /player/password_reset': { status: 'SENT', smsResetKeyId: 'key-1' }, 'POST /player/password_reset/new_password': { status: 204, data: '' } },
  });
  return { platform, messageOf: (key: string) => platform.i18n.t(key, { ns: 'account' }) };
}

// Each form is rendered once and takes its 200 cases in turn, as a player retyping would.
describe('password reset forms under hostile input (issue 15 "Bad input", issue 21 point 6, fast-check)', () => {
  it('Email: never crashes, never loses what was typed, and always says what is wrong in its own words', async () => {
    const { platform, messageOf } = setup();
    const sent: string[] = [];
    renderApp(<EmailStep defaultEmail="" headingRef={{ current: null }} onSent={(email) => sent.push(email)} />, { platform });
    const field = byId('reset-email');
    await assertFormProperty(
      typed(EMAIL_MAX_LENGTH + 50, fc.emailAddress(), fc.constant('anna@sandbox.test')),
      async (email) => {
        sent.length = 0;
        typeInto(field, email);
        return checkSubmit({ schema: emailStepSchema, fields: { email: field }, submit: submitOf(field), sent: () => sent.length > 0, messageOf });
      },
      { freshPage: false },
    );
  }, 180_000);

  it('Password: never crashes, never loses what was typed, and always says what is wrong in its own words', async () => {
    const { platform, messageOf } = setup();
    let changed = 0;
    renderApp(
      <PasswordStep
        resetKey="reset-1"
        headingRef={{ current: null }}
        onChanged={() => {
          changed += 1;
        }}
        onExpired={() => undefined}
      />,
      { platform },
    );
    const fields = { password: byId('reset-password'), confirmPassword: byId('reset-confirm-password') };
    const password = typed(PASSWORD_TYPED_MAX, fc.string({ minLength: 6, maxLength: 62 }).map((text) => `${text}a1`), fc.constant('Another1pass'));
    const passwords = fc.oneof(
      fc.record({ password, confirmPassword: password }),
      password.map((text) => ({ password: text, confirmPassword: text })),
    );
    await assertFormProperty(
      passwords,
      async (values) => {
        changed = 0;
        typeInto(fields.password, values.password);
        typeInto(fields.confirmPassword, values.confirmPassword);
        return checkSubmit({ schema: newPasswordFormSchema, fields, submit: submitOf(fields.password), sent: () => changed > 0, messageOf });
      },
      { freshPage: false },
    );
  }, 180_000);
});
