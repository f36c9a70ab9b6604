// The `sportsbook` namespace in German: a chunk of its own, loaded when a page is in de (../translations.ts).
import type { SportsbookTexts } from './en';

const de: SportsbookTexts = {
  sportsbook: {
    title: 'Sportwetten',
    frameTitle: 'Sportwetten',
    unavailableTitle: 'Sportwetten sind nicht verfügbar',
    unavailableText: 'Sportwetten sind für dein Konto oder in deinem Markt nicht verfügbar.',
  },
  virtuals: {
    title: 'Virtuelle Sportarten',
    frameTitle: 'Virtuelle Sportarten',
    unavailableTitle: 'Virtuelle Sportarten sind nicht verfügbar',
    unavailableText: 'Virtuelle Sportarten sind für dein Konto oder in deinem Markt nicht verfügbar.',
  },
  frame: {
    loading: 'Wird geladen…',
    failed: 'Die Sportwetten wurden nicht geladen. Prüfe deine Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
  },
  bonuses: {
    title: 'Deine Sportwetten-Boni',
    minOdds: 'Mindestquote {{odds}}',
    eligibility: { LIVE: 'Livewetten', PRE_MATCH: 'Wetten vor dem Spiel', BOTH: 'Live- und Vorabwetten' },
    toClaim_one: '{{count}} Sportwetten-Bonus zum Einlösen',
    toClaim_other: '{{count}} Sportwetten-Boni zum Einlösen',
  },
};

export default de;
