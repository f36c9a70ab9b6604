// The `casino` namespace in Finnish: a chunk of its own, loaded when a page is in fi (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { CasinoTexts } from './en';

const fi: CasinoTexts = {
  lobby: {
    title: 'Kasino',
    allGames: 'Kaikki pelit',
    ...GAME_KIT_TEXTS.fi.lobby,
    empty: 'Tässä aulassa ei ole vielä pelikategorioita.',
  },
  allGames: { title: 'Kaikki pelit' },
  category: {
    notFoundTitle: 'Kategoriaa ei löytynyt',
    notFoundText: 'Kasinokategoriaa ”{{id}}” ei löytynyt. Se on ehkä nimetty uudelleen tai poistettu.',
    loadingTitle: 'Ladataan kategoriaa…',
  },
  games: {
    loading: 'Ladataan pelejä…',
    empty: 'Täällä ei ole vielä pelejä.',
    backToLobby: 'Takaisin kasinoaulaan',
    loadMore: 'Lataa lisää',
    loadingMore: 'Ladataan lisää…',
    shown_one: '{{count}} peli näytetään',
    shown_other: '{{count}} peliä näytetään',
  },
  play: {
    notFoundTitle: 'Peliä ei löytynyt',
    notFoundText: 'Tätä pelisivua ei ole. Valitse peli kasinoaulasta.',
    gameNotFoundText: 'Peliä ”{{id}}” ei löytynyt. Se on ehkä poistettu.',
    modeLabel: 'Pelitila',
    playForFun: 'Pelaa huvin vuoksi',
    playForReal: 'Pelaa oikealla rahalla',
    loading: 'Ladataan peliä…',
    starting: 'Käynnistetään peliä…',
    ready: 'Peli on valmis',
    paused: 'Peli on tauolla',
    errorTitle: 'Peliä ei voitu käynnistää',
    errorText: 'Pelin käynnistyksessä tapahtui virhe. Yritä uudelleen.',
    fullScreen: 'Koko näyttö',
    exitFullScreen: 'Poistu koko näytöstä',
    bonusTitle: 'Bonuksesi ja tämä peli',
    bonusExcluded: 'Tämä peli ei kerrytä bonustasi',
    bonusWagering: 'Tämä peli kerryttää bonuksesi kierrätysvaatimusta {{contribution}} %.',
    continue: 'Jatka peliin',
  },
  tile: {
    addFavourite: 'Lisää {{game}} omiin peleihin',
    removeFavourite: 'Poista {{game}} omista peleistä',
    jackpot: 'Jättipotti {{amount}}',
    bets: 'Panokset {{range}}',
  },
  filter: {
    open: 'Pelitoimittajat',
    title: 'Suodata pelitoimittajan mukaan',
    apply: 'Näytä pelit',
    clear: 'Tyhjennä',
    close: 'Sulje',
    bottomNav: 'Kasinon navigointi',
    search: 'Haku',
    filtered_one: 'Suodatettu {{count}} toimittajan mukaan',
    filtered_other: 'Suodatettu {{count}} toimittajan mukaan',
  },
  search: {
    label: 'Hae pelejä',
    submit: 'Hae',
    results: 'Tulokset haulle ”{{q}}”',
    clear: 'Tyhjennä haku',
    noResults: 'Haulla ”{{q}}” ei löytynyt pelejä.',
  },
  myGames: {
    favourites: 'Omat pelit',
    recent: 'Viimeksi pelatut',
  },
  error: {
    title: 'Pelejä ei voitu ladata',
    ...GAME_KIT_TEXTS.fi.error,
  },
  winners: {
    label: 'Voittajat',
    topTitle: 'Suurimmat voitot',
    latestTitle: 'Viimeisimmät voitot',
    rangeLabel: 'Jakso',
    range: { DAY: 'Tänään', WEEK: 'Tällä viikolla', MONTH: 'Tässä kuussa' },
    loading: 'Ladataan voittajia…',
    empty: 'Ei vielä voittoja. Sinun voittosi voi olla ensimmäinen.',
    failed: 'Voittajia ei voitu ladata.',
    retry: 'Yritä uudelleen',
  },
  menu: { label: 'Kasinon pelikategoriat', lobby: 'Aula', allGames: 'Kaikki pelit' },
  bonusMaxBet: 'Kun bonuksesi on aktiivinen, suurin panos on {{amount}}.',
};

export default fi;
