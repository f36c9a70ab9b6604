/*
 * Keys under `*_one`, `*_many`, `*_other` are plural forms (i18next).
 * The texts of the sign-up wizard's Details step, its frame and the code form (issue 15) in English, spread into
 * the `account` namespace by `locales/en.ts`, so the account area's texts and these change in separate files.
 * Kept out of the sign-up's start (issue 19): the later steps' (`features/signup/later-translations.ts`, added
 * with their chunks) and the password reset's (`reset-translations.ts`). Every other language's are in its
 * module of the namespace (`locales/<language>.ts`), all the parts together.
 */

const en = {
  code: {
    hint: 'The 6 digits from the message.',
    verify: 'Verify',
    verifying: 'Checking the code…',
    resend: 'Send a new code',
    resending: 'Sending a new code…',
    errors: {
      required: 'Enter the code.',
      format: 'The code has 6 digits.',
      invalid: 'That code is not right.',
      invalidTriesLeft_one: 'That code is not right. You can try {{count}} more time.',
      invalidTriesLeft_other: 'That code is not right. You can try {{count}} more times.',
      maxAttempts: 'Too many wrong codes. Send a new code and try again.',
      unhandled: 'We could not check the code right now. Please try again.',
      phoneInvalid: 'We cannot send text messages to this number. Check it and try again.',
      sendFailed: 'We could not send the code right now. Please try again.',
    },
  },
  signup: {
    payAndPlay: { text: 'No forms in a hurry? Deposit with your bank and play at once:', link: 'Pay and play' },
    title: 'Create your account',
    steps: { Details: 'Details', ContactInfo: 'Contact info', Verification: 'Verification', Limits: 'Limits', Complete: 'Complete' },
    alreadyLoggedIn: 'You are logged in already.',
    toHome: 'Go to the home page',
    back: 'Back',
    details: { title: 'Your details' },
    fields: {
      country: 'Country',
      email: 'Email',
      password: 'Password',
      phonePrefix: 'Country code',
      phoneNumber: 'Mobile number',
      cpf: 'CPF',
      terms: 'I am over 18 and accept the terms and conditions',
      cookiePolicy: 'I accept the cookie policy',
      marketingOptIn: 'Send me bonus offers and news (optional)',
      firstName: 'First name',
      lastName: 'Last name',
      dateOfBirth: 'Date of birth',
      address: 'Street address',
      postalCode: 'Postal code',
      city: 'City',
    },
    hints: {
      password: '8 to 64 characters, with a letter and a digit.',
      phoneNumber: '6 to 12 digits, without the country code.',
      cpf: '11 digits, like 123.456.789-09.',
      dateOfBirth: 'Day, month and year, like 17/05/1990. You must be 18 or older.',
      datePlaceholder: 'DD/MM/YYYY',
    },
    submit: 'Continue',
    submitting: 'Creating your account…',
    haveAccount: 'Already have an account?',
    errors: {
      fields: 'Please correct the marked fields and try again.',
      alreadyExists: 'An account with these details already exists. Log in instead.',
      countryBlocked: 'Registration is not available in your country.',
      captcha: 'We could not verify that you are a person. Please try again.',
      unhandled: 'We could not create your account right now. Please try again.',
      system: 'Something went wrong on our side. Please try again in a moment.',
      cpfDuplicate: 'An account with this CPF already exists.',
      cpfRequired: 'Enter your CPF.',
      cpfFormat: 'A CPF has 11 digits, like 123.456.789-09.',
      firstNameRequired: 'Enter your first name.',
      lastNameRequired: 'Enter your last name.',
      nameTooLong: 'Use at most 100 characters.',
      nameCharacters: 'Use letters, with spaces, hyphens or apostrophes between them.',
      dateOfBirthRequired: 'Enter your date of birth.',
      dateOfBirthFormat: 'Enter the date as day/month/year, like 17/05/1990.',
      dateOfBirthInvalid: 'Enter a real date of birth.',
      tooYoung: 'You must be 18 or older to play.',
      addressRequired: 'Enter your street address.',
      addressTooLong: 'Use at most 200 characters.',
      postalCodeRequired: 'Enter your postal code.',
      postalCodeInvalid: 'A postal code has 2 to 10 letters and digits.',
      cityRequired: 'Enter your city.',
      cityTooLong: 'Use at most 100 characters.',
    },
  },
};

import type { SignUpLaterTexts } from '../features/signup/later-translations';
import type { ResetTexts } from './reset-translations';

/**
 * Every language has every text of English: the compiler checks it. i18next's `many` plural form
 * (1 000 000 de intentos) is only for the languages whose plural rules have it: Spanish, Portuguese, French.
 */
export type JoinTexts = typeof en & SignUpLaterTexts & ResetTexts & { code: { errors: { invalidTriesLeft_many?: string } } };

/**
 * The English of the sign-up and password-reset wizards, and of every page of the account area
 * (`locales/en.ts` adds the area's own and the reset's): its steps, the login button, the fields' errors, the
 * code form's and the sign-up's texts.
 */
export const WIZARD_TEXTS_EN = {
  steps: { label: 'Progress', count: 'Step {{number}} of {{total}}' },
  login: { button: 'Log in' },
  errors: {
    network: 'We could not reach our servers. Check your connection and try again.',
    emailRequired: 'Enter your email address.',
    emailTooLong: 'An email address has at most 254 characters.',
    emailInvalid: 'Enter an email address like name@example.com.',
    passwordRequired: 'Choose a password.',
    passwordTooShort: 'Use at least 8 characters.',
    passwordTooLong: 'Use at most 64 characters.',
    passwordLetter: 'Include at least one letter.',
    passwordDigit: 'Include at least one digit.',
    phonePrefixRequired: 'Choose a country code.',
    phoneRequired: 'Enter your mobile number.',
    phoneDigitsOnly: 'Use digits only.',
    phoneLength: 'A mobile number has 6 to 12 digits.',
    countryRequired: 'Choose your country.',
    termsRequired: 'Accept the terms and conditions to continue.',
    cookiePolicyRequired: 'Accept the cookie policy to continue.',
  },
  ...en,
  account: {
    title: 'My account',
    loading: 'Loading your account…',
    loginPrompt: 'Log in to see your account.',
    signedInAs: 'You are logged in as {{email}}.',
  },
};
