import type { EnglishTexts } from '@casino/shared/parcel';

/*
 * The English of the sign-up's steps after Details (issue 15; issue 16 §5 for Limits): contact info,
 * verification, limits, complete and the two outcomes. They come with those steps' chunks (`lazyPage`'s `texts`
 * in the wizard), not in the sign-up's start (issue 19: its 40 KB). Merged into the `account` namespace's
 * `signup` by `app/translations.ts`; every other language has them in its module of the namespace
 * (`app/locales/<language>.ts`).
 */
const en = {
  signup: {
    contact: {
      title: 'About you',
      intro: 'We need these details to open your account. Use the name and address on your ID.',
      submit: 'Continue',
      submitting: 'Saving…',
    },
    verification: {
      phone: {
        title: 'Verify your mobile number',
        label: 'Code from the text message',
        sending: 'Sending a code to your phone…',
        sent: 'We sent a 6-digit code to {{sentTo}}.',
      },
      email: {
        title: 'Verify your email address',
        label: 'Code from the email',
        sending: 'Sending a code to your email…',
        sent: 'We sent a 6-digit code to {{sentTo}}.',
      },
    },
    limits: {
      titleRequired: 'Set your limits',
      titleOffered: 'Would you like to set a deposit limit?',
      introRequired: 'Your market requires these limits before your account is ready. You can lower them at any time on the Gambling limits page; a higher limit waits before it applies.',
      introOffered: 'A deposit limit helps you stay in control. Set one now, or later on the Gambling limits page.',
      deposit: { legend: 'Deposit limit', hint: 'The most you can deposit in the period.' },
      loginTime: { legend: 'Login time limit', hint: 'How long you can be logged in per period.' },
      balance: { legend: 'Balance limit', hint: 'A deposit that would take your balance above this is refused.' },
      period: 'Period',
      periods: { D: 'Daily', W: 'Weekly', M: 'Monthly' },
      amount: 'Amount ({{currency}})',
      time: 'Time',
      chooseTime: 'Choose a time',
      minutes: '{{count}} minutes',
      submit: 'Save my limits',
      submitOffered: 'Set deposit limit',
      submitting: 'Saving…',
      notNow: 'Not now',
      errors: {
        required: 'Enter a limit.',
        notNumber: 'Enter the limit as a number, like 20 or 20.50.',
        negative: 'A limit cannot be negative.',
        zero: 'A limit must be more than 0.',
        decimals: 'Use at most two decimals.',
        tooBig: 'The largest limit is {{max}}.',
        tooSmall: 'The smallest limit is {{min}}.',
        sessionChoice: 'Choose 30, 60 or 120 minutes.',
        fields: 'Please correct the marked limits.',
        save: 'We could not save your limits. Please try again.',
      },
    },
    complete: {
      title: 'Your account is ready',
      text: 'Welcome! Your account has been created.',
      loggingIn: 'Logging you in…',
      retrying: 'Logging you in (try {{attempt}} of {{total}})…',
      loggedIn: 'You are logged in.',
      loginFailed: 'We could not log you in automatically. Please log in with your email and password.',
      toast: 'Welcome! Your account is ready.',
    },
    unsupported: {
      title: 'We cannot open your account',
      text: 'We do not take new players from {{country}} at the moment.',
      back: 'Choose another country',
    },
    duplicated: {
      title: 'You already have an account',
      email: 'An account with this email address already exists. Log in, or reset your password if you have forgotten it.',
      customer: 'An account with these personal details already exists. Log in to the account you have.',
      otherEmail: 'Use another email address',
      changeDetails: 'Change my details',
      forgotPassword: 'Forgot your password?',
    },
  },
};

/** The later steps' English texts, the reference of every language. */
export type SignUpLaterTexts = typeof en;

/** The later steps' English (`signup.contact`, `.verification`, `.limits`, `.complete`, `.unsupported`, `.duplicated`). */
export const SIGN_UP_LATER_TEXTS_EN = en;

/**
 * The later steps' part of the `account` namespace, added when the first of them renders (`lazyPage`'s `texts`);
 * the namespace's other languages (`app/account-languages.ts` `ACCOUNT_LANGUAGES`) hold these texts too.
 */
export const signUpLaterTexts = { namespace: 'account', en } satisfies EnglishTexts;
