/*
 * The password reset's texts (issue 15) in English: a module apart from the sign-up's (`join-translations.ts`),
 * so the sign-up's start does not carry them (issue 19: webpack keeps a module's used exports whole across a
 * remote's pages). Every other language's are in its module of the namespace (`locales/<language>.ts`).
 */
const en = {
  reset: {
    title: 'Reset your password',
    steps: { Email: 'Email', Verification: 'Verification', Password: 'New password', Complete: 'Complete' },
    back: 'Back',
    backToLogin: 'Back to log in',
    fields: { email: 'Email', password: 'New password', confirmPassword: 'Repeat the new password' },
    hints: { password: '8 to 64 characters, with a letter and a digit.' },
    email: {
      title: 'Your email address',
      intro: 'Enter the email address of your account. We will send a 6-digit code to its phone and email.',
      submit: 'Send code',
      submitting: 'Sending…',
      haveCode: 'I have a code already',
    },
    verification: {
      title: 'Enter your code',
      text: 'If an account exists for {{email}}, we have sent a 6-digit code to its phone and email address.',
      label: 'Code',
      spam: 'Not there? Check your spam folder, or send a new code.',
      resent: 'A new code is on its way.',
    },
    password: { title: 'Choose a new password', submit: 'Change password', submitting: 'Changing…' },
    complete: { title: 'Your password is changed', text: 'You can now log in with your new password.', logIn: 'Log in with your new password' },
    maxAttempts: {
      title: 'Too many wrong codes',
      text: 'For your security we stopped this reset. Start again and we will send you a new code.',
      restart: 'Start again',
      close: 'Close',
    },
    errors: {
      fields: 'Please correct the email address and try again.',
      unhandled: 'We could not do that right now. Please try again.',
      expired: 'This reset has expired. Please start again.',
      confirmRequired: 'Repeat your new password.',
      passwordsDiffer: 'The two passwords are not the same.',
    },
  },
};

/** The password reset's English texts, the reference of every language. */
export type ResetTexts = typeof en;

/** The password reset's English texts (`reset`), spread into the whole namespace by `locales/en.ts`. */
export const RESET_TEXTS_EN = en;
