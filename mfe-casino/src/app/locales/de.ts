// The `casino` namespace in German: a chunk of its own, loaded when a page is in de (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { CasinoTexts } from './en';

const de: CasinoTexts = {
  lobby: {
    title: 'Casino',
    allGames: 'Alle Spiele',
    ...GAME_KIT_TEXTS.de.lobby,
    empty: 'In dieser Lobby gibt es noch keine Spielkategorien.',
  },
  allGames: { title: 'Alle Spiele' },
  category: {
    notFoundTitle: 'Kategorie nicht gefunden',
    notFoundText: 'Die Casino-Kategorie „{{id}}“ wurde nicht gefunden. Vielleicht wurde sie umbenannt oder entfernt.',
    loadingTitle: 'Kategorie wird geladen…',
  },
  games: {
    loading: 'Spiele werden geladen…',
    empty: 'Hier gibt es noch keine Spiele.',
    backToLobby: 'Zurück zur Casino-Lobby',
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere werden geladen…',
    shown_one: '{{count}} Spiel angezeigt',
    shown_other: '{{count}} Spiele angezeigt',
  },
  play: {
    notFoundTitle: 'Spiel nicht gefunden',
    notFoundText: 'Diese Spielseite gibt es nicht. Wähle ein Spiel in der Casino-Lobby.',
    gameNotFoundText: 'Das Spiel „{{id}}“ wurde nicht gefunden. Vielleicht wurde es entfernt.',
    modeLabel: 'Spielmodus',
    playForFun: 'Zum Spaß spielen',
    playForReal: 'Um Echtgeld spielen',
    loading: 'Spiel wird geladen…',
    starting: 'Spiel wird gestartet…',
    ready: 'Das Spiel ist bereit',
    paused: 'Das Spiel ist pausiert',
    errorTitle: 'Das Spiel konnte nicht gestartet werden',
    errorText: 'Beim Starten des Spiels ist etwas schiefgelaufen. Bitte versuche es erneut.',
    fullScreen: 'Vollbild',
    exitFullScreen: 'Vollbild beenden',
    bonusTitle: 'Dein Bonus und dieses Spiel',
    bonusExcluded: 'Dieses Spiel zählt nicht für deinen Bonus',
    bonusWagering: 'Dieses Spiel zählt zu {{contribution}} % für die Umsatzbedingungen deines Bonus.',
    continue: 'Weiter zum Spiel',
  },
  tile: {
    addFavourite: '{{game}} zu Meine Spiele hinzufügen',
    removeFavourite: '{{game}} aus Meine Spiele entfernen',
    jackpot: 'Jackpot {{amount}}',
    bets: 'Einsätze {{range}}',
  },
  filter: {
    open: 'Anbieter',
    title: 'Nach Anbieter filtern',
    apply: 'Spiele anzeigen',
    clear: 'Zurücksetzen',
    close: 'Schließen',
    bottomNav: 'Casino-Navigation',
    search: 'Suche',
    filtered_one: 'Nach {{count}} Anbieter gefiltert',
    filtered_other: 'Nach {{count}} Anbietern gefiltert',
  },
  search: {
    label: 'Spiele suchen',
    submit: 'Suchen',
    results: 'Ergebnisse für „{{q}}“',
    clear: 'Suche löschen',
    noResults: 'Keine Spiele zu „{{q}}“.',
  },
  myGames: {
    favourites: 'Meine Spiele',
    recent: 'Zuletzt gespielt',
  },
  error: {
    title: 'Die Spiele konnten nicht geladen werden',
    ...GAME_KIT_TEXTS.de.error,
  },
  winners: {
    label: 'Gewinner',
    topTitle: 'Top-Gewinner',
    latestTitle: 'Neueste Gewinner',
    rangeLabel: 'Zeitraum',
    range: { DAY: 'Heute', WEEK: 'Diese Woche', MONTH: 'Diesen Monat' },
    loading: 'Gewinner werden geladen…',
    empty: 'Noch keine Gewinne. Deiner könnte der erste sein.',
    failed: 'Die Gewinner konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  menu: { label: 'Casino-Kategorien', lobby: 'Lobby', allGames: 'Alle Spiele' },
  bonusMaxBet: 'Solange dein Bonus aktiv ist, beträgt der höchste Einsatz {{amount}}.',
};

export default de;
