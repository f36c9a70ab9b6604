/**
 * The texts of the gambling-limits page (issue 16), merged into the account namespace under `limits`: English
 * here, each other language in `locales/<language>.ts`.
 */
const en = {
  title: 'Gambling limits',
  intro: 'Limits help you stay in control. A lower limit applies at once; a higher limit, or removing one, waits before it applies.',
  loading: 'Loading your limits…',
  retry: 'Try again',
  close: 'Close',
  cancel: 'Cancel',
  types: { deposit: 'Deposit limit', loss: 'Loss limit', session: 'Session limit' },
  typeHints: {
    deposit: 'How much you can deposit in a day, a week or a month. A higher limit applies after {{hours}} hours.',
    loss: 'How much you can lose (bets minus wins) in a day, a week or a month. A higher limit applies after {{hours}} hours.',
    session: 'How long you can be logged in per day, week or month. A higher limit applies after {{hours}} hours.',
  },
  periods: { D: 'Daily', W: 'Weekly', M: 'Monthly' },
  periodWords: { D: 'daily', W: 'weekly', M: 'monthly' },
  minutes: '{{count}} minutes',
  noLimitOption: 'No limit',
  notSet: 'No limit set.',
  mandatory: 'Required in your market: at most {{value}}. It cannot be removed, but you can lower it.',
  limit: 'Limit: {{value}}',
  used: 'Used: {{value}}',
  remaining: 'Remaining: {{value}}',
  resets: 'Resets {{date}}',
  pendingBadge: 'Pending',
  pendingValue: '{{value}} from {{date}}',
  pendingDelete: 'no limit from {{date}}',
  saving: 'Saving…',
  actions: { save: 'Save {{period}} limit', undo: 'Undo', remove: 'Remove {{period}} limit', cancelPending: 'Cancel pending {{period}} change' },
  saved: {
    applied: 'Your limit applies now.',
    pending: 'Saved. A higher limit applies after {{hours}} hours; until then it is marked Pending.',
    deleted: 'Your limit is removed.',
    deletePending: 'Saved. Your limit is removed after {{hours}} hours; until then it is marked Pending.',
    cancelled: 'The pending change is cancelled.',
  },
  errors: {
    load: 'We could not load your limits.',
    save: 'We could not save your limit. Please try again.',
    network: 'We could not reach our servers. Check your connection and try again.',
    invalid: 'The {{period}} limit is not valid.',
    conflict: 'This limit was changed in another window. We have loaded the limits now in force: check them and try again.',
    code: {
      interval: 'The {{period}} limit cannot be higher than a longer period’s limit or lower than a shorter period’s.',
      too_high: 'The {{period}} limit is higher than your market allows.',
      too_low: 'The {{period}} limit is too low: the smallest limit is 1.00.',
      locked: 'The {{period}} limit cannot be raised or removed now (a change is waiting, or your market requires it). You can still lower it.',
    },
    input: {
      required: 'Enter a limit.',
      notNumber: 'Enter the limit as a number, like 20 or 20.50.',
      negative: 'A limit cannot be negative.',
      zero: 'A limit must be more than 0.',
      decimals: 'Use at most two decimals.',
      tooBig: 'The largest limit is 1,000,000.00.',
      sessionChoice: 'Choose 30, 60 or 120 minutes.',
      exclusionRange: 'Choose from 1 to 12 months, or indefinitely.',
    },
  },
  timeout: {
    title: 'Time-out',
    text: 'Take a break from playing. During a time-out you cannot log in, deposit or play.',
    label: 'Length',
    options: { '24h': '24 hours', '72h': '72 hours', '1w': '1 week', '1m': '1 month' },
    button: 'Take a time-out',
    confirmTitle: 'Take a time-out of {{duration}}?',
    confirmText: 'You will be logged out at once and cannot log in, deposit or play for {{duration}}. A time-out cannot be cancelled.',
    confirm: 'Yes, start my time-out',
    failed: 'We could not start your time-out. Please try again.',
  },
  exclusion: {
    title: 'Self-exclusion',
    text: 'Close your account for a longer time. During a self-exclusion you cannot log in, deposit or play.',
    lengthLabel: 'Length',
    months_one: '{{count}} month',
    months_other: '{{count}} months',
    indefinite: 'Indefinitely',
    delayLabel: 'Starts',
    now: 'Now',
    inHours: 'In {{count}} hours',
    button: 'Exclude myself',
    confirmTitle: 'Exclude yourself?',
    confirmText: 'Your account will be closed. Length: {{length}}. A self-exclusion cannot be cancelled.',
    confirmNow: 'It starts now: you will be logged out at once.',
    confirmLater: 'It starts in {{count}} hours: then you will be logged out.',
    confirm: 'Yes, exclude me',
    scheduled: 'Your self-exclusion starts on {{date}}.',
    failed: 'We could not set your self-exclusion. Please try again.',
  },
  balance: {
    title: 'Balance limit',
    text: 'The most your balance may be: a deposit that would take it higher is refused. It was set when you joined; to change it, contact customer support.',
    limit: 'Limit: {{value}}',
    balance: 'Your balance: {{value}}',
    remaining: 'You can still deposit: {{value}}',
  },
  reality: {
    title: 'Reality check',
    text: 'A reminder of how long you have played, with your stakes and wins. Not set, it comes every 120 minutes.',
    label: 'Remind me every',
    notSet: 'Not set (120 minutes)',
    save: 'Save reality check',
    saved: 'Your reality check is saved.',
    failed: 'We could not save your reality check. Please try again.',
  },
};

/**
 * The English texts' shape. Spanish, Portuguese and French also have i18next's `many` plural form
 * (1 000 000 de meses); Turkish and Filipino, like English, only `one` and `other`.
 */
export type LimitTexts = typeof en & { exclusion: { months_many?: string } };

/** English, the reference of every language; each other language is in `locales/<language>.ts`. */
export const LIMIT_TEXTS_EN = en;
