// The `sportsbook` namespace in Norwegian: a chunk of its own, loaded when a page is in no (../translations.ts).
import type { SportsbookTexts } from './en';

const no: SportsbookTexts = {
  sportsbook: {
    title: 'Sportsbetting',
    frameTitle: 'Sportsbetting',
    unavailableTitle: 'Sportsbetting er ikke tilgjengelig',
    unavailableText: 'Sportsbetting er ikke tilgjengelig for kontoen din eller i ditt marked.',
  },
  virtuals: {
    title: 'Virtuell sport',
    frameTitle: 'Virtuell sport',
    unavailableTitle: 'Virtuell sport er ikke tilgjengelig',
    unavailableText: 'Virtuell sport er ikke tilgjengelig for kontoen din eller i ditt marked.',
  },
  frame: {
    loading: 'Laster…',
    failed: 'Sportsbettingen ble ikke lastet. Sjekk tilkoblingen og prøv igjen.',
    retry: 'Prøv igjen',
  },
  bonuses: {
    title: 'Dine sportsbonuser',
    minOdds: 'min. odds {{odds}}',
    eligibility: { LIVE: 'live-spill', PRE_MATCH: 'spill før kampstart', BOTH: 'live-spill og spill før kampstart' },
    toClaim_one: '{{count}} sportsbonus å hente',
    toClaim_other: '{{count}} sportsbonuser å hente',
  },
};

export default no;
