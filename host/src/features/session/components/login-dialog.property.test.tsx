import { hostileText } from '@casino/shared/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { z } from '@casino/shared-modules/zod';
import { ShellStore } from '../../../lib/shell-store';
import { renderHost } from '../../../testing/render-host';
import { LoginRefusedError, type SessionService } from '../session-service';
import { LoginDialog } from './login-dialog';

/** The dialog's own rule (its `loginSchema`): what decides between "sent" and "refused" here. */
const valid = (email: string, password: string) => z.string().check(z.trim(), z.email()).safeParse(email).success && password.length > 0;

const emails = fc.oneof(hostileText(), fc.emailAddress(), fc.emailAddress().map((email) => ` ${email}\t`));
const passwords = fc.oneof(hostileText(), fc.string({ minLength: 1, maxLength: 30 }));

describe('login dialog under hostile input (issue 21 point 6, fast-check)', () => {
  it('keeps what was typed, never crashes, and says what is wrong or what the platform refused, for 200 inputs', async () => {
    const errors = jest.spyOn(console, 'error');
    const attempts: [string, string][] = [];
    const session = {
      login: async (email: string, password: string) => {
        attempts.push([email, password]);
        throw new LoginRefusedError({ kind: 'unauthorized', messageKey: 'login.error.unauthorized', code: 'unauthorized' });
      },
    } as unknown as SessionService;
    const shell = new ShellStore();
    shell.update({ login: { open: true, redirectTo: null } });
    renderHost([{ path: '*', element: <LoginDialog /> }], { path: '/en-UN/', services: { session, shell } });
    const email = (await waitFor(() => document.getElementById('login-email')!)) as HTMLInputElement;
    const password = document.getElementById('login-password') as HTMLInputElement;
    const form = email.closest('form')!;
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    try {
      await fc.assert(
        fc.asyncProperty(emails, passwords, async (typedEmail, typedPassword) => {
          attempts.length = 0;
          fireEvent.change(email, { target: { value: typedEmail } });
          fireEvent.change(password, { target: { value: typedPassword } });
          // An e-mail field drops line breaks and outer spaces as it is typed in: the browser's doing, not the form's.
          const before = { email: email.value, password: password.value };
          expect(before.password).toBe(typedPassword);
          fireEvent.click(submit);
          if (valid(before.email, before.password)) {
            await waitFor(() => expect(attempts).toEqual([[before.email.trim(), before.password]]), { interval: 5 });
            await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'false'), { interval: 5 });
            expect(document.querySelector('[role="alert"]')?.textContent).toBe('The email or password is not correct.');
          } else {
            await waitFor(() => expect([email, password].some((field) => field.getAttribute('aria-invalid') === 'true')).toBe(true), { interval: 5 });
            for (const field of [email, password].filter((one) => one.getAttribute('aria-invalid') === 'true')) {
              expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^Enter /);
            }
            expect(attempts).toEqual([]);
          }
          // A submit is busy, its button disabled, until validation or the refusal has come back (react-hook-form
          // ends isSubmitting after it shows the field errors): the next input's click would be lost.
          await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'false'), { interval: 5 });
          expect({ email: email.value, password: password.value }).toEqual(before);
          expect(errors).not.toHaveBeenCalled();
        }),
        { numRuns: 200 },
      );
    } finally {
      errors.mockRestore();
    }
  }, 120_000);
});
