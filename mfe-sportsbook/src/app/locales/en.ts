// The `sportsbook` namespace in English: the reference every other language fills in, and the shape it has
// (../translations.ts).

const en = {
  sportsbook: {
    title: 'Sportsbook',
    frameTitle: 'Sportsbook',
    unavailableTitle: 'Sportsbook is not available',
    unavailableText: 'Sports betting is not available for your account or in your market.',
  },
  virtuals: {
    title: 'Virtual sports',
    frameTitle: 'Virtual sports',
    unavailableTitle: 'Virtual sports are not available',
    unavailableText: 'Virtual sports are not available for your account or in your market.',
  },
  frame: {
    loading: 'Loading…',
    failed: 'The sportsbook did not load. Check your connection and try again.',
    retry: 'Try again',
  },
  bonuses: {
    title: 'Your sportsbook bonuses',
    minOdds: 'min. odds {{odds}}',
    eligibility: { LIVE: 'live bets', PRE_MATCH: 'pre-match bets', BOTH: 'live and pre-match bets' },
    toClaim_one: '{{count}} sportsbook bonus to claim',
    toClaim_other: '{{count}} sportsbook bonuses to claim',
  },
};

/**
 * Every language has every text of English (the compiler checks it), and the plural forms its
 * Intl.PluralRules asks for (the translation test checks them): `many` for es, pt, pt-BR and fr.
 */
export type SportsbookTexts = typeof en & { bonuses: { toClaim_many?: string } };

export default en;
