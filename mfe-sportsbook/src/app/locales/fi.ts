// The `sportsbook` namespace in Finnish: a chunk of its own, loaded when a page is in fi (../translations.ts).
import type { SportsbookTexts } from './en';

const fi: SportsbookTexts = {
  sportsbook: {
    title: 'Vedonlyönti',
    frameTitle: 'Vedonlyönti',
    unavailableTitle: 'Vedonlyönti ei ole saatavilla',
    unavailableText: 'Urheiluvedonlyönti ei ole saatavilla tilillesi tai markkina-alueellasi.',
  },
  virtuals: {
    title: 'Virtuaaliurheilu',
    frameTitle: 'Virtuaaliurheilu',
    unavailableTitle: 'Virtuaaliurheilu ei ole saatavilla',
    unavailableText: 'Virtuaaliurheilu ei ole saatavilla tilillesi tai markkina-alueellasi.',
  },
  frame: {
    loading: 'Ladataan…',
    failed: 'Vedonlyönti ei latautunut. Tarkista yhteytesi ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
  },
  bonuses: {
    title: 'Vedonlyöntibonuksesi',
    minOdds: 'vähimmäiskerroin {{odds}}',
    eligibility: { LIVE: 'live-vedot', PRE_MATCH: 'ennakkovedot', BOTH: 'live- ja ennakkovedot' },
    toClaim_one: '{{count}} vedonlyöntibonus lunastettavana',
    toClaim_other: '{{count}} vedonlyöntibonusta lunastettavana',
  },
};

export default fi;
