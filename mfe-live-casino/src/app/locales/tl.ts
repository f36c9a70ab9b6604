// The `liveCasino` namespace in Filipino: a chunk of its own, loaded when a page is in tl (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { LiveCasinoTexts } from './en';

const tl: LiveCasinoTexts = {
  lobby: {
    title: 'Live casino',
    ...GAME_KIT_TEXTS.tl.lobby,
    empty: 'Wala pang live table sa lobby na ito.',
    searchLabel: 'Maghanap ng table',
    search: 'Maghanap',
    clearSearch: 'I-clear ang paghahanap',
    noResults: 'Walang live table na tumutugma sa “{{q}}”.',
  },
  category: {
    notFoundTitle: 'Hindi nahanap ang kategorya',
    notFoundText: 'Wala kaming nahanap na live casino category na “{{id}}”. Maaaring pinalitan ang pangalan nito o tinanggal na.',
    loadingTitle: 'Nilo-load ang kategorya…',
  },
  tables: {
    loading: 'Nilo-load ang mga live table…',
    empty: 'Wala pang live table rito.',
    backToLobby: 'Bumalik sa live casino',
    seatsTaken_one: '{{taken}} / {{count}} upuan ang okupado',
    seatsTaken_other: '{{taken}} / {{count}} upuan ang okupado',
    players_one: '{{formatted}} manlalaro',
    players_other: '{{formatted}} manlalaro',
    full: 'Puno na',
    closed: 'Sarado',
    betLimits: 'Taya {{min}} – {{max}}',
    seatsUnavailable: 'Hindi available ang impormasyon tungkol sa mga upuan sa ngayon.',
  },
  play: {
    checkingSession: 'Sinusuri ang session mo…',
    loading: 'Nilo-load ang table…',
    starting: 'Binubuksan ang table…',
    notFoundTitle: 'Hindi nahanap ang table',
    notFoundText: 'Hindi available ang live table na ito.',
    gameNotFoundText: 'Wala kaming nahanap na live table na “{{id}}”. Maaaring tinanggal na ito.',
    errorTitle: 'Hindi mabuksan ang table',
    errorText: 'Nagkaproblema habang binubuksan ang table. Pakisubukang muli.',
    authErrorTitle: 'Na-log out ka',
    authErrorText: 'Hindi makumpirma ng live casino ang session mo para sa table na ito, kaya na-log out ka namin. Mag-log in ulit.',
    fullScreen: 'Full screen',
    exitFullScreen: 'Lumabas sa full screen',
  },
  error: {
    title: 'Hindi ma-load ang mga live table',
    ...GAME_KIT_TEXTS.tl.error,
  },
};

export default tl;
