// The `liveCasino` namespace in German: a chunk of its own, loaded when a page is in de (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { LiveCasinoTexts } from './en';

const de: LiveCasinoTexts = {
  lobby: {
    title: 'Live-Casino',
    ...GAME_KIT_TEXTS.de.lobby,
    empty: 'In dieser Lobby gibt es noch keine Live-Tische.',
    searchLabel: 'Tische suchen',
    search: 'Suchen',
    clearSearch: 'Suche löschen',
    noResults: 'Keine Live-Tische zu „{{q}}“.',
  },
  category: {
    notFoundTitle: 'Kategorie nicht gefunden',
    notFoundText: 'Die Live-Casino-Kategorie „{{id}}“ wurde nicht gefunden. Vielleicht wurde sie umbenannt oder entfernt.',
    loadingTitle: 'Kategorie wird geladen…',
  },
  tables: {
    loading: 'Live-Tische werden geladen…',
    empty: 'Hier gibt es noch keine Live-Tische.',
    backToLobby: 'Zurück zum Live-Casino',
    seatsTaken_one: '{{taken}} / {{count}} Platz belegt',
    seatsTaken_other: '{{taken}} / {{count}} Plätze belegt',
    players_one: '{{formatted}} Spieler',
    players_other: '{{formatted}} Spieler',
    full: 'Voll',
    closed: 'Geschlossen',
    betLimits: 'Einsätze {{min}} – {{max}}',
    seatsUnavailable: 'Platzangaben sind gerade nicht verfügbar.',
  },
  play: {
    checkingSession: 'Deine Sitzung wird geprüft…',
    loading: 'Tisch wird geladen…',
    starting: 'Tisch wird geöffnet…',
    notFoundTitle: 'Tisch nicht gefunden',
    notFoundText: 'Dieser Live-Tisch ist nicht verfügbar.',
    gameNotFoundText: 'Der Live-Tisch „{{id}}“ wurde nicht gefunden. Vielleicht wurde er entfernt.',
    errorTitle: 'Der Tisch konnte nicht geöffnet werden',
    errorText: 'Beim Öffnen des Tisches ist etwas schiefgelaufen. Bitte versuche es erneut.',
    authErrorTitle: 'Du wurdest abgemeldet',
    authErrorText: 'Das Live-Casino konnte deine Sitzung für diesen Tisch nicht bestätigen, deshalb haben wir dich abgemeldet. Bitte melde dich erneut an.',
    fullScreen: 'Vollbild',
    exitFullScreen: 'Vollbild beenden',
  },
  error: {
    title: 'Die Live-Tische konnten nicht geladen werden',
    ...GAME_KIT_TEXTS.de.error,
  },
};

export default de;
