// The `sportsbook` namespace in Filipino: a chunk of its own, loaded when a page is in tl (../translations.ts).
import type { SportsbookTexts } from './en';

const tl: SportsbookTexts = {
  sportsbook: {
    title: 'Sportsbook',
    frameTitle: 'Sportsbook',
    unavailableTitle: 'Hindi magagamit ang sportsbook',
    unavailableText: 'Hindi magagamit ang pagtaya sa sports para sa iyong account o sa iyong merkado.',
  },
  virtuals: {
    title: 'Virtual sports',
    frameTitle: 'Virtual sports',
    unavailableTitle: 'Hindi magagamit ang virtual sports',
    unavailableText: 'Hindi magagamit ang virtual sports para sa iyong account o sa iyong merkado.',
  },
  frame: {
    loading: 'Naglo-load…',
    failed: 'Hindi nag-load ang sportsbook. Tingnan ang iyong koneksyon at subukang muli.',
    retry: 'Subukang muli',
  },
  bonuses: {
    title: 'Ang iyong mga sportsbook bonus',
    minOdds: 'min. na odds {{odds}}',
    eligibility: { LIVE: 'mga live na taya', PRE_MATCH: 'mga taya bago ang laro', BOTH: 'mga live na taya at taya bago ang laro' },
    toClaim_one: '{{count}} sportsbook bonus na puwedeng i-claim',
    toClaim_other: '{{count}} na sportsbook bonus na puwedeng i-claim',
  },
};

export default tl;
