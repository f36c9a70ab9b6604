import { hostileText } from '@casino/shared/testing';
import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { accountScreenPlatform } from '../../../testing/account-fixtures';
import { assertFormProperty, byId, checkSubmit, submitOf, typeInto } from '../../../testing/form-properties';
import { renderApp } from '../../../testing/render-app';
import { passwordFormSchema } from '../lib/account-forms';
import { PasswordScreen } from './password-screen';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account/password' };
/** A password the rule takes (8 to 64 characters, a letter and a digit), or hostile text. */
const password = fc.oneof(hostileText(), fc.string({ minLength: 6, maxLength: 62 }).map((text) => `${text.replace(/[\r\n]/g, '')}a1`));
const change = fc.oneof(
  fc.record({ oldPassword: fc.oneof(hostileText(), fc.constant('Sandbox!2026')), newPassword: password, repeatPassword: password }),
  fc.record({ oldPassword: fc.oneof(hostileText(), fc.constant('Sandbox!2026')), newPassword: password }).map((values) => ({ ...values, repeatPassword: values.newPassword })),
);

describe('password change form under hostile input (issue 21 point 6, fast-check)', () => {
  it('never crashes, keeps what was typed until the change is made, and says what is wrong in its own words', async () => {
    const { platform, sent } = accountScreenPlatform(at, 'POST /player/password', () => ({ status: 204, data: null }));
    renderApp(<PasswordScreen />, { ...at, platform });
    await screen.findByLabelText('Current password');
    const fields = { oldPassword: byId('old-password'), newPassword: byId('new-password'), repeatPassword: byId('repeat-password') };
    const messageOf = (key: string) => platform.i18n.t(key, { ns: 'account' });
    // One page for all 200 cases (a change empties the form, and the next case types anew).
    await assertFormProperty(
      change,
      async (values) => {
        sent.length = 0;
        for (const [name, field] of Object.entries(fields)) typeInto(field, values[name as keyof typeof values]);
        const outcome = await checkSubmit({ schema: passwordFormSchema, fields, submit: submitOf(fields.oldPassword), sent: () => sent.length > 0, messageOf, emptiesWhenSent: true });
        // What is sent is what was typed, untrimmed (a password's spaces are its own).
        if (outcome === 'sent') expect(sent).toEqual([{ oldPassword: values.oldPassword, newPassword: values.newPassword }]);
        return outcome;
      },
      { freshPage: false },
    );
  }, 180_000);
});
