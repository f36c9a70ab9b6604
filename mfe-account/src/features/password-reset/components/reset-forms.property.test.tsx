import { createTestPlatform } from '@casino/shared/testing';
import fc from 'fast-check';
import { assertFormProperty, byId, checkSubmit, submitOf, typed, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { newPasswordFormSchema } from '../lib/new-password-schema';
import { EmailStep, emailStepSchema } from './email-step';
import { PasswordStep } from './password-step';

const platform = () =>
  createTestPlatform({
    basePath: '/en-UN/reset-password',
    http: { 'POST /player/password_reset': { status: 'SENT', smsResetKeyId: 'key-1' }, 'POST /player/password_reset/new_password': { status: 204, data: '' } },
  });

describe('password reset forms under random input (issue 15 "Bad input", fast-check)', () => {
  it('Email: never crashes, never loses what was typed, and always says what is wrong', async () => {
    await assertFormProperty(typed(fc.emailAddress(), fc.constant('anna@sandbox.test')), async (email) => {
      let sent = false;
      renderApp(
        <EmailStep
          defaultEmail=""
          headingRef={{ current: null }}
          onSent={() => {
            sent = true;
          }}
        />,
        { platform: platform() },
      );
      const field = byId('reset-email');
      typeInto(field, email);
      return checkSubmit({ schema: emailStepSchema, fields: { email: field }, submit: submitOf(field), sent: () => sent });
    });
  }, 180_000);

  it('Password: never crashes, never loses what was typed, and always says what is wrong', async () => {
    const password = typed(fc.string({ minLength: 6, maxLength: 70 }).map((text) => `${text}a1`), fc.constant('Another1pass'));
    const passwords = fc.oneof(
      fc.record({ password, confirmPassword: password }),
      password.map((text) => ({ password: text, confirmPassword: text })),
    );
    await assertFormProperty(passwords, async (values) => {
      let changed = false;
      renderApp(
        <PasswordStep
          resetKey="reset-1"
          headingRef={{ current: null }}
          onChanged={() => {
            changed = true;
          }}
          onExpired={() => undefined}
        />,
        { platform: platform() },
      );
      const fields = { password: byId('reset-password'), confirmPassword: byId('reset-confirm-password') };
      typeInto(fields.password, values.password);
      typeInto(fields.confirmPassword, values.confirmPassword);
      return checkSubmit({ schema: newPasswordFormSchema, fields, submit: submitOf(fields.password), sent: () => changed });
    });
  }, 180_000);
});
