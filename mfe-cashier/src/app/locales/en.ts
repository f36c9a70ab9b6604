import { DEPOSIT_LATER_TEXTS_EN } from '../../features/deposit/later-translations';
import { DEPOSIT_TEXTS_EN } from '../deposit-english';

// The `cashier` namespace in English: the reference every other language fills in, and the shape it has
// (../translations.ts): the deposit modal's (../deposit-english.ts), what Pay leads to, and the banking pages'.

/** The `cashier` namespace's texts. Keys under `*_one`, `*_many`, `*_other` are plural forms (i18next). */
const en = {
  ...DEPOSIT_TEXTS_EN,
  deposit: {
    ...DEPOSIT_TEXTS_EN.deposit,
    ...DEPOSIT_LATER_TEXTS_EN.deposit,
    limit: { ...DEPOSIT_TEXTS_EN.deposit.limit, ...DEPOSIT_LATER_TEXTS_EN.deposit.limit },
  },
  withdraw: {
    title: 'Withdraw',
    loginPrompt: 'Log in to withdraw.',
    form: 'Withdrawal amount',
    continue: 'Continue',
    checking: 'Checking…',
    confirm: 'Withdraw {{amount}}',
    requesting: 'Sending your request…',
    withdrawAnyway: 'Withdraw now',
    changeAmount: 'Change the amount',
    uploadDocuments: 'Upload documents',
    contactSupport: 'Contact support',
    done: 'Done',
    resets: 'It starts again {{relative}} ({{date}}).',
    spendLimitWarning:
      'Your cash balance of {{balance}} is more than your {{duration}} withdrawal limit of {{limit}}: you can withdraw the rest in a later period.',
    forfeit: {
      title: 'Withdraw and forfeit your bonus?',
      text: 'A withdrawal now forfeits your active bonus “{{name}}”.',
      progress: 'Wagered so far: {{progress}}. Its bonus money and wagering progress will be lost.',
      unnamed: 'your active bonus',
      confirm: 'Forfeit and withdraw',
      busy: 'Forfeiting…',
      cancel: 'Cancel',
      error: {
        title: 'Your bonus was not forfeited',
        nothingWithdrawn: 'Nothing was withdrawn.',
      },
    },
    durations: {
      DAILY: 'daily',
      WEEKLY: 'weekly',
      MONTHLY: 'monthly',
    },
    status: {
      ALLOWED: {
        title: 'You can withdraw {{amount}}',
        text: 'The money leaves your cash balance now and is paid out to your account.',
      },
      REQUESTING: {
        title: 'You can withdraw {{amount}}',
        text: 'Sending your request…',
      },
      PENDING: {
        title: 'Withdrawal requested',
        text: 'Your withdrawal of {{amount}} is pending. You can cancel it until it is paid out.',
      },
      ERROR: {
        title: 'We could not check your withdrawal',
        text: 'Please try again in a moment.',
      },
      NOT_ENOUGH_FUNDS: {
        title: 'Not enough funds',
        text: 'You asked for {{amount}}, but your cash balance is {{balance}}. Choose a smaller amount.',
      },
      EXCEEDS_KYC_LIMIT: {
        title: 'Verify your identity to withdraw this much',
        text: '{{amount}} is more than players who have not verified their identity can withdraw. Upload your documents, or choose a smaller amount.',
      },
      VERIFY_DOCUMENT_LOYAL: {
        title: 'Please send your documents',
        text: 'We would like to verify your identity. You can withdraw {{amount}} now and upload the documents later.',
      },
      UNDER_REVIEW: {
        title: 'Your documents are being reviewed',
        text: 'You can withdraw once we have checked them. This usually takes up to 24 hours.',
      },
      REQUIRED: {
        title: 'Documents needed',
        text: 'Upload your identity documents to withdraw. We check them within 24 hours.',
      },
      STRICT: {
        title: 'Your account needs verification',
        text: 'Withdrawals are on hold until your documents are verified. Upload them, or contact support if you need help.',
      },
      WITHDRAWAL_LIMIT_REACHED: {
        title: 'Withdrawal limit reached',
        text: 'You have reached your {{duration}} withdrawal limit of {{originalLimit}}.',
      },
      SELF_LIMIT_REACHED: {
        title: 'Your limit stops this withdrawal',
        text: 'A limit set on your account does not allow withdrawals right now.',
      },
      RESTRICTED: {
        title: 'Withdrawals are restricted',
        text: 'Withdrawals are not possible on your account at the moment. Please contact support.',
      },
      SUSPENDED: {
        title: 'Withdrawals are blocked',
        text: 'Your account cannot make withdrawals. Please contact support.',
      },
    },
    pending: {
      title: 'Pending withdrawal',
      loading: 'Loading your pending withdrawal…',
      failed: 'We could not load your pending withdrawal.',
      text: '{{amount}}, requested on {{date}}, is waiting to be paid out.',
      cancel: 'Cancel withdrawal',
      cancelling: 'Cancelling…',
      cancelFailed: 'The withdrawal could not be cancelled. Please try again.',
      cancelLimit:
        'You have cancelled too many withdrawals, so this one can no longer be cancelled. It will be paid out as requested.',
    },
  },
  banking: {
    title: 'Banking',
    loginPrompt: 'Log in to see your balance and make deposits.',
    balances: 'Balances',
    balancesLoading: 'Loading your balance…',
    buckets: {
      MAIN: 'Cash',
      LOCKED: 'Locked',
      BONUS: 'Bonus',
    },
    back: 'Back to banking',
    links: {
      title: 'Banking pages',
      deposit: 'Deposit',
      withdraw: 'Withdraw',
      transactions: 'Transactions',
    },
  },
  transactions: {
    title: 'Transactions',
    loginPrompt: 'Log in to see your transactions.',
    loading: 'Loading transactions…',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    empty: 'No transactions match these filters.',
    balanceAfter: 'Balance {{balance}}',
    filters: {
      title: 'Filters',
      category: 'Category',
      status: 'Status',
      period: 'Period',
      all: 'All',
      allTime: 'All time',
      lastHours_one: 'Last {{count}} hour',
      lastHours_many: 'Last {{count}} hours',
      lastHours_other: 'Last {{count}} hours',
      custom: 'Choose dates',
      from: 'From',
      to: 'To',
      apply: 'Apply',
    },
    net: {
      title: 'Figures for the period',
      loading: 'Loading the figures…',
      netPosition: 'Net position (deposits minus withdrawals)',
      winLoss: 'Win/loss',
    },
    types: {
      BET: 'Bet',
      BET_VOID: 'Bet voided',
      CASHOUT: 'Cash out',
      CASHOUT_VOID: 'Cash out voided',
      DEPOSIT: 'Deposit',
      LOSS: 'Loss',
      WIN: 'Win',
      WIN_VOID: 'Win voided',
      WITHDRAW: 'Withdrawal',
      DORMANT: 'Dormant account fee',
      REVERSAL: 'Reversal',
      FORFEIT: 'Bonus forfeited',
      CANCELED: 'Cancelled',
      REVERSAL_DP: 'Deposit reversal',
    },
    categories: {
      BONUS: 'Bonus',
      CASINO: 'Casino',
      PAYMENT: 'Payments',
      SPORTS: 'Sports',
      VIRTUAL_SPORTS: 'Virtual sports',
      LIVE_CASINO: 'Live casino',
      ADJUSTMENT: 'Adjustment',
      DORMANT_ADJUSTMENT: 'Dormant account adjustment',
    },
    statuses: {
      FAILED: 'Failed',
      PENDING: 'Pending',
      SUCCESS: 'Successful',
      REVERTED: 'Reverted',
      WAITING_INPUT: 'Waiting for input',
      COMPLETED: 'Completed',
      CANCELLED: 'Cancelled',
    },
  },
  payAndPlay: {
    title: 'Pay and play',
    notOffered: 'Pay and play is not offered in your market.',
    signUpInstead: 'Sign up with your details instead',
    alreadyLoggedIn: 'You are already logged in.',
    toDeposit: 'Make a deposit',
    form: 'Pay and play',
    pay: 'Pay and play',
    starting: 'Opening your bank…',
    explainer: 'Pay with your bank: your bank confirms who you are, so you can play straight away without filling in a form.',
    bannerLoading: 'Loading the offer…',
    retry: 'Try again',
    verifying: 'Confirming your payment…',
    loggingIn: 'Logging you in…',
    stopped: {
      DECLINED: 'Your bank declined the payment. No money was taken.',
      CANCELLED: 'You cancelled the payment. No money was taken.',
    },
    failed: {
      authorize: 'We could not reach your bank. Please try again.',
      verifyCode: 'We could not confirm your payment with your bank.',
      loginPlayer: 'We could not log you in.',
      updatePlayer: 'We could not save your details. Please check them and try again.',
    },
    provider: {
      waiting: 'Confirm the payment with your bank below.',
      frameTitle: 'Your bank',
      cancel: 'Cancel',
      broken: 'The bank page could not be opened. Please try again.',
    },
    details: {
      title: '{{amount}} is on your account',
      form: 'Your details',
      intro: 'Almost done: tell us how to reach you, for your receipts and for your account’s security.',
      email: 'E-mail',
      emailInvalid: 'Enter an e-mail address, for example name@example.com.',
      mobilePhone: 'Mobile phone',
      mobilePhoneHint: 'With the country code, for example +358 40 123 4567',
      mobilePhoneInvalid: 'Enter a phone number: 5 to 20 digits, with a + in front if you like.',
      save: 'Save and play',
      saving: 'Saving…',
    },
    complete: {
      title: 'You are in: {{amount}} is on your account',
      play: 'Go to the casino',
    },
  },
};

/** Every language has every text of English: the compiler checks it. */
export type CashierTexts = typeof en;

/**
 * The texts of a language whose plural rules have no `many` form (Intl.PluralRules: tr, tl): English's
 * keys without `_many`, which i18next would never choose in it.
 */
export type CashierTextsWithoutMany<T = CashierTexts> = {
  [K in keyof T as K extends `${string}_many` ? never : K]: T[K] extends string ? string : CashierTextsWithoutMany<T[K]>;
};

export default en;
