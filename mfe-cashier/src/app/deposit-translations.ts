import { loadDateFnsLocale } from '@casino/shared/money';
import type { TextsBundle } from '@casino/shared/parcel';
import type { CashierTexts, CashierTextsWithoutMany } from './translations';

/*
 * The deposit modal's texts apart from the banking pages' (issue 19): webpack keeps a module whole, so a module
 * holding both would put the banking pages' English into the modal's start.
 */

/**
 * The English of the deposit and of what every parcel shows (login, retry, the dialog, the session and error
 * texts, the amount field): all the deposit modal's parcel adds (`depositTranslations`), and part of the whole namespace (`translations.ts`).
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
    limit: {
      reached: 'Your {{limit}} does not allow this deposit.',
      left: 'You can still deposit {{amount}}.',
      resets: 'The limit starts again {{relative}} ({{date}}).',
      changeAmount: 'Change the amount',
      required: 'Set a deposit limit before your first deposit: your market requires it.',
      setLimit: 'Set a deposit limit',
      asked: 'You asked to deposit {{amount}}.',
      types: {
        DEPOSIT_DAILY: 'daily deposit limit',
        DEPOSIT_WEEKLY: 'weekly deposit limit',
        DEPOSIT_MONTHLY: 'monthly deposit limit',
        LOSS_DAILY: 'daily loss limit',
        LOSS_WEEKLY: 'weekly loss limit',
        LOSS_MONTHLY: 'monthly loss limit',
        BALANCE: 'balance limit',
        OTHER: 'limit',
      },
    },
    limitPrompt: {
      title: 'Would you like to set a deposit limit?',
      text: 'A deposit limit helps you stay in control: choose how much you can deposit in a day, a week or a month. You can change it later on the Gambling limits page.',
      period: 'Period',
      periods: { D: 'Daily', W: 'Weekly', M: 'Monthly' },
      periodWords: { D: 'daily', W: 'weekly', M: 'monthly' },
      amount: 'Deposit limit ({{currency}})',
      set: 'Set deposit limit',
      saving: 'Saving…',
      notNow: 'Not now',
      saved: 'Your {{period}} deposit limit of {{amount}} is set.',
      change: 'Change it on the Gambling limits page',
      errors: {
        too_low: 'The limit is too low: the smallest limit is {{min}}.',
        too_high: 'The limit is higher than your market allows.',
        interval: 'This limit does not fit your other deposit limits.',
        conflict: 'Your limits were changed in another window. Please try again.',
        network: 'We could not reach our servers. Check your connection and try again.',
        other: 'We could not save your limit. Please try again.',
      },
    },
    kyc: {
      title: 'Please verify your identity',
      daysLeft_one: 'You have {{count}} day left to send the documents we asked for.',
      daysLeft_many: 'You have {{count}} days left to send the documents we asked for.',
      daysLeft_other: 'You have {{count}} days left to send the documents we asked for.',
      overdue: 'The time to send the documents we asked for has run out. Please send them now.',
      verifyNow: 'Send documents now',
      continue: 'Continue to payment',
    },
    provider: {
      title: 'Pay with {{method}}',
      frameTitle: '{{method}} payment page',
      waiting: 'Complete the payment on the {{method}} page.',
      broken: 'The payment page could not be opened.',
      cancel: 'Cancel payment',
    },
    result: {
      SUCCESS: {
        title: 'Deposit successful',
        text: '{{amount}} was added to your balance.',
      },
      FAILED: {
        title: 'Payment declined',
        text: 'Your payment of {{amount}} was declined. Your balance is unchanged.',
      },
      CANCELLED: {
        title: 'Payment cancelled',
        text: 'The payment of {{amount}} was not completed. Your balance is unchanged.',
      },
      balance: 'Your cash balance is now {{balance}}.',
      balanceLoading: 'Updating your balance…',
      again: 'Try again',
      done: 'Done',
    },
    notification: {
      SUCCESS: 'Your deposit was added to your balance.',
    },
  },
};

/**
 * The `cashier` namespace's other languages, each a chunk of its own loaded when a page is in it; each holds the
 * whole namespace, the banking pages' texts included.
 */
export const CASHIER_LANGUAGES = {
  fi: () => import('./locales/fi'),
  de: () => import('./locales/de'),
  no: () => import('./locales/no'),
  pt: () => import('./locales/pt'),
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  tr: () => import('./locales/tr'),
  tl: () => import('./locales/tl'),
  'pt-BR': () => import('./locales/pt-BR'),
} satisfies TextsBundle<CashierTexts | CashierTextsWithoutMany>['load'];

/**
 * The `cashier` namespace as the deposit modal's parcel adds it: the English of the deposit and what every parcel
 * shows (login, retry, the dialog, the session and error texts, the amount field), without the banking pages'
 * (withdraw, banking, transactions, pay and play; issue 19: the modal's start is to fit in 40 KB). The namespace
 * merges (`addEnglishTexts`), so a banking page's parcel adds the rest when it mounts; every other language is
 * the whole namespace.
 */
export const depositTranslations = {
  namespace: 'cashier',
  en: DEPOSIT_TEXTS_EN,
  load: CASHIER_LANGUAGES,
  loadDateLocale: loadDateFnsLocale,
} satisfies TextsBundle<Partial<CashierTexts | CashierTextsWithoutMany>>;
