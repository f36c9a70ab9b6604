// The `promotions` namespace in German, its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in de (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

const de: PromotionsTexts = {
  title: 'Aktionen',
  retry: 'Erneut versuchen',
  categories: { label: 'Aktionskategorien', all: 'Alle', failed: 'Die Kategorien konnten nicht geladen werden.' },
  tag: { heading: 'Thema „{{tag}}“', clear: 'Alle Aktionen: {{category}}' },
  list: {
    loading: 'Aktionen werden geladen…',
    failed: 'Die Aktionen konnten nicht geladen werden.',
    empty: 'Hier gibt es gerade keine Aktionen.',
    loadMore: 'Mehr laden',
    loadingMore: 'Wird geladen…',
    moreFailed: 'Weitere Aktionen konnten nicht geladen werden. Bitte versuche es erneut.',
  },
  dates: { label: 'Gültig', ended: 'Beendet', upcoming: 'Demnächst' },
  page: { loading: 'Aktion wird geladen…', failed: 'Diese Aktion konnte nicht geladen werden.', back: 'Zurück zu den Aktionen' },
  notFound: { title: 'Aktion nicht gefunden', text: 'Diese Aktion gibt es nicht oder sie ist nicht mehr verfügbar.', link: 'Alle Aktionen ansehen' },
  pages: {
    loading: 'Die Seite wird geladen…',
    failed: 'Diese Seite konnte nicht geladen werden.',
    notFound: 'Seite nicht gefunden!',
    home: 'Zurück zur Startseite',
    signUp: 'Registrieren',
    vip: { levels: 'Stufen', perks: 'Vorteile der Stufe {{level}}' },
    landing: { codeTitle: 'Ihr Bonuscode', remove: 'Code entfernen', logIn: 'Anmelden' },
  },
  terms: { title: 'Geschäftsbedingungen' },
};

const tournaments: TournamentTexts = {
  tab: 'Turniere',
  title: 'Turniere',
  backToPromotions: 'Zurück zu den Aktionen',
  backToList: 'Alle Turniere',
  loading: 'Turniere werden geladen…',
  failed: 'Die Turniere konnten nicht geladen werden.',
  empty: 'Gerade läuft kein Turnier.',
  joined: 'Dabei',
  period: 'Zeitraum',
  loadingOne: 'Turnier wird geladen…',
  failedOne: 'Dieses Turnier konnte nicht geladen werden.',
  notFoundTitle: 'Turnier nicht gefunden',
  notFoundText: 'Dieses Turnier gibt es nicht oder es läuft nicht mehr.',
  prizes: 'Preise',
  place: 'Platz {{position}}:',
  leaderboard: 'Rangliste',
  periodLabel: 'Zeitraum der Rangliste',
  periods: { current: 'Aktueller Zeitraum', previous: 'Vorheriger Zeitraum' },
  position: 'Platz',
  player: 'Spieler',
  points: 'Punkte',
  you: '(du)',
  emptyLeaderboard: 'In diesem Zeitraum hat noch niemand gepunktet.',
  loginText: 'Melde dich an, um teilzunehmen und deinen Platz zu sehen.',
  login: 'Anmelden und teilnehmen',
  optInText: 'Nimm teil und spiele die Spiele des Turniers: jeder gültige Einsatz bringt Punkte.',
  optIn: 'Teilnehmen',
  optingIn: 'Wird angemeldet…',
  optInFailed: 'Die Teilnahme hat nicht geklappt. Bitte versuche es erneut.',
  optedIn: 'Du nimmst an diesem Turnier teil.',
  play: 'Im Casino spielen',
};

export default { ...de, tournaments } satisfies PromotionsNamespace;
