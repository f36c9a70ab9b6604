import { loadDateFnsLocale } from '@casino/shared/money';
import type { TextsBundle } from '@casino/shared/parcel';

/*
 * The texts of the rewards, bonus-code and code-offer parcels: the `rewards` namespace, in the languages
 * the promotions remote has (en, fi, de, no, pt, fr, es, tr, tl, pt-BR): English here, each other language in
 * `locales/rewards/<language>.ts`. Error texts are keyed by the platform's code with `_` for `.` (spec 001 §8).
 */
const en = {
  title: 'Rewards',
  backToAccount: '← My account',
  loading: 'Loading…',
  busy: 'One moment…',
  close: 'Close',
  cancel: 'Cancel',
  error: { title: 'Something went wrong', text: 'We could not load your rewards.', retry: 'Try again', retrying: 'Trying again…' },
  tabs: { label: 'Rewards', eligible: 'Eligible', active: 'Active' },
  sections: { eligible: 'Rewards you can claim', active: 'Your active rewards', loyalty: 'Loyalty rewards', sportsbook: 'Sportsbook bonuses' },
  empty: { eligible: 'There are no rewards to claim right now.', active: 'You have no active rewards.' },
  vertical: { CASINO: 'Casino', LIVE_CASINO: 'Live casino', SPORTS: 'Sports' },
  product: { CASINO: 'Casino bonus', LIVE_CASINO: 'Live casino bonus', SPORTS: 'Sports bonus', FREE_BET: 'Free bet', FREE_SPINS: 'Free spins' },
  eligibility: { LIVE: 'Live bets', PRE_MATCH: 'Pre-match bets', BOTH: 'Live and pre-match bets' },
  card: {
    vertical: 'Where',
    type: 'Type',
    bonus: 'Bonus',
    match: '{{percent}}% up to {{amount}}',
    minDeposit: 'min. deposit {{amount}}',
    wagering: 'Wagering',
    wageringValue: '{{multiplier}}× · {{amount}}',
    expires: 'Expires',
    terms: 'Terms and conditions',
    claim: 'Claim',
    claimNamed: 'Claim {{title}}',
    claiming: 'Claiming…',
    activateQueued: 'Activate now',
    activateQueuedNamed: 'Activate {{title}} now',
    forfeit: 'Forfeit',
    forfeitNamed: 'Forfeit {{title}}',
    awaitingDeposit: 'Waiting for your deposit: deposit at least {{minDeposit}} and {{percent}}% of it arrives as bonus money, up to {{amount}}.',
    deposit: 'Deposit',
  },
  wagering: { label: 'Wagering progress', progress: '{{progress}} of {{amount}} wagered' },
  freeSpins: { label: 'Free spins', used: '{{used}} of {{spins}} spins used', value: 'Spin value {{value}}', winnings: 'won so far {{winnings}}' },
  cashback: {
    terms: '{{percent}}% of your net losses back.',
    cap: 'Up to {{amount}}.',
    period: 'This period ends {{date}}.',
    progress: 'Net loss so far {{loss}}: cashback now {{amount}}.',
    activate: 'Activate cashback',
    activateNamed: 'Activate {{title}}',
    claim: 'Nothing to claim yet',
    claimAmount: 'Claim {{amount}}',
    claimNamed: 'Claim the cashback of {{title}}',
    claimed: 'You got {{amount}} cashback!',
    deactivate: 'Deactivate',
    deactivateNamed: 'Deactivate {{title}}',
  },
  optIn: { join: 'Join', joinNamed: 'Join {{title}}', leave: 'Leave', leaveNamed: 'Leave {{title}}', joined: 'You have joined.' },
  sportsbook: { minOdds: 'min. odds {{odds}}', expires: 'Expires {{date}}' },
  forfeit: {
    unnamed: 'your active bonus',
    busy: 'Forfeiting…',
    progress: 'Wagered so far: {{progress}}. Its bonus money and wagering progress will be lost.',
    forfeit: { title: 'Forfeit this bonus?', text: 'Your active bonus “{{name}}” will be forfeited.', confirm: 'Forfeit bonus' },
    forfeitThenClaim: {
      title: 'You already have an active bonus',
      text: 'To claim this reward, your active bonus “{{name}}” will be forfeited.',
      confirm: 'Forfeit and claim',
    },
    forfeitThenConsent: {
      title: 'You already have an active bonus',
      text: 'To take this bonus code, your active bonus “{{name}}” will be forfeited.',
      confirm: 'Forfeit and take the code',
    },
    error: { title: 'The bonus was not forfeited', kept: '“{{name}}” is still active, and nothing was claimed.' },
  },
  popup: {
    title: 'Wagering requirements',
    text: 'To turn the bonus money of “{{title}}” into cash, wager {{amount}} ({{multiplier}}× the bonus). Games count towards it differently.',
    hide: 'Don’t show this again',
    ok: 'Got it',
  },
  code: {
    title: 'Bonus code',
    intro: 'Have a bonus code? Enter it here to claim its reward.',
    label: 'Bonus code',
    claim: 'Claim',
    format: 'Enter the code as you got it: letters, digits, - and _.',
    unavailable: 'Claiming bonus codes is not available for your account.',
    claimed: 'Code {{code}} claimed!',
    seeActive: 'See your active rewards',
  },
  offer: {
    title: 'You have a bonus code',
    codeLabel: 'Your bonus code',
    claim: 'Claim',
    decline: 'No thanks',
    claimed: '“{{title}}” is now an active reward.',
  },
  codeErrors: {
    unknown: 'This code cannot be used.',
    error_bonus_code_invalid: 'This bonus code does not exist.',
    error_bonus_code_expired: 'This bonus code has expired.',
    error_bonus_code_already_used: 'You have already used this bonus code.',
    error_invalid_site_id: 'This bonus code is not valid on this site.',
    error_bonus_code_manual_claim_not_allowed: 'Claiming bonus codes is not available for your account.',
  },
  errors: {
    error_bonus_active_already_exists: 'You already have an active bonus.',
    error_bonus_active_triggered_already_exists: 'You already have an active bonus.',
    error_bonus_code_invalid: 'This bonus code does not exist.',
    error_bonus_code_expired: 'This bonus code has expired.',
    error_bonus_code_already_used: 'You have already used this bonus code.',
    error_invalid_site_id: 'This bonus code is not valid on this site.',
    error_bonus_code_manual_claim_not_allowed: 'Claiming bonus codes is not available for your account.',
    error_bonus_forfeit_stale: 'The bonus changed while you decided (play went on). Look at it again.',
    error_bonus_forfeit_game_running: 'A game round is still running. Finish it, then try again.',
    error_bonus_active_withdrawal: 'A withdrawal now would forfeit your active bonus.',
    error_bonus_not_eligible: 'You are not eligible for this reward.',
    error_bonus_cashback_nothing_to_claim: 'There is no cashback to claim yet.',
    error_oops_tryAgain: 'Oops, something went wrong. Please try again.',
  },
};

/** Every language has every text of English: the compiler checks it. */
export type RewardsTexts = typeof en;

/**
 * The `rewards` namespace in every language of the remote, keyed by i18n language (`es` for Chile and
 * Peru, `pt-BR` for Brazil, `tl` for the Philippines): English here, in the parcels' start code; each other
 * language a chunk of its own (`locales/rewards/<language>.ts`), loaded when a page is in it (`TextsBundle`).
 */
export const rewardsTranslations = {
  namespace: 'rewards',
  en,
  load: {
    fi: () => import('./locales/rewards/fi'),
    de: () => import('./locales/rewards/de'),
    no: () => import('./locales/rewards/no'),
    pt: () => import('./locales/rewards/pt'),
    fr: () => import('./locales/rewards/fr'),
    es: () => import('./locales/rewards/es'),
    tr: () => import('./locales/rewards/tr'),
    tl: () => import('./locales/rewards/tl'),
    'pt-BR': () => import('./locales/rewards/pt-BR'),
  },
  // The rewards' expiry is worded with date-fns: each language brings its date words.
  loadDateLocale: loadDateFnsLocale,
} satisfies TextsBundle<RewardsTexts>;
