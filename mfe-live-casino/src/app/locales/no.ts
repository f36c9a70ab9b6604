// The `liveCasino` namespace in Norwegian: a chunk of its own, loaded when a page is in no (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { LiveCasinoTexts } from './en';

const no: LiveCasinoTexts = {
  lobby: {
    title: 'Live-kasino',
    ...GAME_KIT_TEXTS.no.lobby,
    empty: 'Det er ingen live-bord i denne lobbyen ennå.',
    searchLabel: 'Søk etter bord',
    search: 'Søk',
    clearSearch: 'Tøm søket',
    noResults: 'Ingen live-bord passer «{{q}}».',
  },
  category: {
    notFoundTitle: 'Fant ikke kategorien',
    notFoundText: 'Vi fant ingen live-kasinokategori som heter «{{id}}». Den kan ha fått nytt navn eller blitt fjernet.',
    loadingTitle: 'Laster inn kategorien…',
  },
  tables: {
    loading: 'Laster inn live-bord…',
    empty: 'Det er ingen live-bord her ennå.',
    backToLobby: 'Tilbake til live-kasinoet',
    seatsTaken_one: '{{taken}} / {{count}} plass tatt',
    seatsTaken_other: '{{taken}} / {{count}} plasser tatt',
    players_one: '{{formatted}} spiller',
    players_other: '{{formatted}} spillere',
    full: 'Fullt',
    closed: 'Stengt',
    betLimits: 'Innsats {{min}} – {{max}}',
    seatsUnavailable: 'Informasjon om plasser er ikke tilgjengelig akkurat nå.',
  },
  play: {
    checkingSession: 'Sjekker økten din…',
    loading: 'Laster inn bordet…',
    starting: 'Åpner bordet…',
    notFoundTitle: 'Fant ikke bordet',
    notFoundText: 'Dette live-bordet er ikke tilgjengelig.',
    gameNotFoundText: 'Vi fant ikke noe live-bord som heter «{{id}}». Det kan ha blitt fjernet.',
    errorTitle: 'Bordet kunne ikke åpnes',
    errorText: 'Noe gikk galt da bordet skulle åpnes. Prøv igjen.',
    authErrorTitle: 'Du er logget ut',
    authErrorText: 'Live-kasinoet kunne ikke bekrefte økten din for dette bordet, så vi logget deg ut. Logg inn igjen.',
    fullScreen: 'Fullskjerm',
    exitFullScreen: 'Avslutt fullskjerm',
  },
  error: {
    title: 'Live-bordene kunne ikke lastes inn',
    ...GAME_KIT_TEXTS.no.error,
  },
};

export default no;
