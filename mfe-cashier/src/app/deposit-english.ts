/*
 * The deposit modal's texts apart from the banking pages' (issue 19): webpack keeps a module whole, so a module
 * holding both would put the banking pages' English into the modal's start.
 */

/**
 * The English of the deposit and of what every parcel shows (login, retry, the dialog, the session and error
 * texts, the amount field): all the deposit modal's parcel adds (`depositTranslations`), and part of the whole
 * namespace's English (`locales/en.ts`).
 */
export const DEPOSIT_TEXTS_EN = {
  login: {
    button: 'Log in',
  },
  retry: 'Try again',
  dialog: {
    close: 'Close',
  },
  session: {
    loading: 'Checking your session…',
  },
  error: {
    title: 'Something went wrong',
    text: 'We could not load this. Please try again.',
    retry: 'Try again',
    retrying: 'Trying again…',
  },
  amount: {
    label: 'Amount ({{currency}})',
    hint: 'From {{min}} to {{max}}',
    hintMin: 'At least {{min}}',
    quickPicks: 'Quick amounts',
    errors: {
      required: 'Enter an amount.',
      notNumber: 'Enter the amount in numbers, for example 25 or 25.50.',
      negative: 'The amount cannot be negative.',
      zero: 'The amount must be more than zero.',
      tooManyDecimals_one: 'Use at most {{count}} decimal.',
      tooManyDecimals_many: 'Use at most {{count}} decimals.',
      tooManyDecimals_other: 'Use at most {{count}} decimals.',
      noDecimals: 'Enter a whole amount, without decimals.',
      belowMin: 'The smallest amount is {{min}}.',
      aboveMax: 'The largest amount is {{max}}.',
      tooLarge: 'This amount is too large.',
    },
  },
  deposit: {
    title: 'Deposit',
    loginPrompt: 'Log in to deposit.',
    closed: 'Deposits are not available on your account. Please contact support.',
    form: 'Deposit details',
    methods: {
      title: 'Payment method',
      loading: 'Loading payment methods…',
      failed: 'We could not load the payment methods.',
      empty: 'No payment methods are available in your market.',
    },
    bonus: {
      label: 'Bonus',
      none: 'No bonus',
    },
    pay: 'Pay',
    paying: 'Please wait…',
    checking: 'Checking your limits…',
    failed: 'We could not start the payment. Nothing was charged. Please try again.',
    // The limit notice's own words come with it (`features/deposit/later-translations.ts`); the flow words the
    // amount asked for beside it, in its own render.
    limit: {
      asked: 'You asked to deposit {{amount}}.',
    },
    notification: {
      SUCCESS: 'Your deposit was added to your balance.',
    },
  },
};
