import type { EnglishTexts } from '@casino/shared/parcel';

/*
 * The English of what Pay leads to in the deposit (spec 001 §3 Deposit flow): the limit and KYC notices, the
 * provider's page, the result, and the deposit-limit prompt (issue 16 §5). They come with those parts' chunks
 * (`lazyPage`'s `texts` in the deposit flow), not in the deposit modal's start (issue 19: its 40 KB). Merged into
 * the `cashier` namespace's `deposit` by `app/locales/en.ts`; every other language has them in its module of
 * the namespace (`app/locales/<language>.ts`). The amount asked for beside the limit notice (`deposit.limit.asked`)
 * stays in the start: the flow words it in its own render, before the notice's.
 */
const en = {
  deposit: {
    limit: {
      reached: 'Your {{limit}} does not allow this deposit.',
      left: 'You can still deposit {{amount}}.',
      resets: 'The limit starts again {{relative}} ({{date}}).',
      changeAmount: 'Change the amount',
      required: 'Set a deposit limit before your first deposit: your market requires it.',
      setLimit: 'Set a deposit limit',
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
  },
};

/** What Pay leads to, in English: the reference of every language. */
export type DepositLaterTexts = typeof en;

/** What Pay leads to, in English (`deposit.limit` but `asked`, `.limitPrompt`, `.kyc`, `.provider`, `.result`). */
export const DEPOSIT_LATER_TEXTS_EN = en;

/**
 * The later parts' share of the `cashier` namespace, added when the first of them renders (`lazyPage`'s `texts`);
 * the namespace's other languages (`app/cashier-languages.ts` `CASHIER_LANGUAGES`) hold these texts too.
 */
export const depositLaterTexts = { namespace: 'cashier', en } satisfies EnglishTexts;
