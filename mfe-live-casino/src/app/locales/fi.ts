// The `liveCasino` namespace in Finnish: a chunk of its own, loaded when a page is in fi (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { LiveCasinoTexts } from './en';

const fi: LiveCasinoTexts = {
  lobby: {
    title: 'Live-kasino',
    ...GAME_KIT_TEXTS.fi.lobby,
    empty: 'Tässä aulassa ei ole vielä live-pöytiä.',
    searchLabel: 'Hae pöytiä',
    search: 'Hae',
    clearSearch: 'Tyhjennä haku',
    noResults: 'Haulla ”{{q}}” ei löytynyt live-pöytiä.',
  },
  category: {
    notFoundTitle: 'Kategoriaa ei löytynyt',
    notFoundText: 'Live-kasinon kategoriaa ”{{id}}” ei löytynyt. Se on ehkä nimetty uudelleen tai poistettu.',
    loadingTitle: 'Ladataan kategoriaa…',
  },
  tables: {
    loading: 'Ladataan live-pöytiä…',
    empty: 'Täällä ei ole vielä live-pöytiä.',
    backToLobby: 'Takaisin live-kasinoon',
    seatsTaken_one: '{{taken}} / {{count}} paikka varattu',
    seatsTaken_other: '{{taken}} / {{count}} paikkaa varattu',
    players_one: '{{formatted}} pelaaja',
    players_other: '{{formatted}} pelaajaa',
    full: 'Täynnä',
    closed: 'Suljettu',
    betLimits: 'Panokset {{min}} – {{max}}',
    seatsUnavailable: 'Paikkatietoja ei juuri nyt saada.',
  },
  play: {
    checkingSession: 'Tarkistetaan istuntoa…',
    loading: 'Ladataan pöytää…',
    starting: 'Avataan pöytää…',
    notFoundTitle: 'Pöytää ei löytynyt',
    notFoundText: 'Tämä live-pöytä ei ole saatavilla.',
    gameNotFoundText: 'Live-pöytää ”{{id}}” ei löytynyt. Se on ehkä poistettu.',
    errorTitle: 'Pöytää ei voitu avata',
    errorText: 'Pöydän avaamisessa tapahtui virhe. Yritä uudelleen.',
    authErrorTitle: 'Sinut on kirjattu ulos',
    authErrorText: 'Live-kasino ei voinut vahvistaa istuntoasi tähän pöytään, joten kirjasimme sinut ulos. Kirjaudu sisään uudelleen.',
    fullScreen: 'Koko näyttö',
    exitFullScreen: 'Poistu koko näytöstä',
  },
  error: {
    title: 'Live-pöytiä ei voitu ladata',
    ...GAME_KIT_TEXTS.fi.error,
  },
};

export default fi;
