// The `casino` namespace in Norwegian: a chunk of its own, loaded when a page is in no (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { CasinoTexts } from './en';

const no: CasinoTexts = {
  lobby: {
    title: 'Kasino',
    allGames: 'Alle spill',
    ...GAME_KIT_TEXTS.no.lobby,
    empty: 'Det er ingen spillkategorier i denne lobbyen ennå.',
  },
  allGames: { title: 'Alle spill' },
  category: {
    notFoundTitle: 'Fant ikke kategorien',
    notFoundText: 'Vi fant ingen kasinokategori som heter «{{id}}». Den kan ha fått nytt navn eller blitt fjernet.',
    loadingTitle: 'Laster inn kategorien…',
  },
  games: {
    loading: 'Laster inn spill…',
    empty: 'Det er ingen spill her ennå.',
    backToLobby: 'Tilbake til kasinolobbyen',
    loadMore: 'Last inn flere',
    loadingMore: 'Laster inn flere…',
    shown_one: '{{count}} spill vises',
    shown_other: '{{count}} spill vises',
  },
  play: {
    notFoundTitle: 'Fant ikke spillet',
    notFoundText: 'Denne spillsiden finnes ikke. Velg et spill i kasinolobbyen.',
    gameNotFoundText: 'Vi fant ikke spillet «{{id}}». Det kan ha blitt fjernet.',
    modeLabel: 'Spillmodus',
    playForFun: 'Spill for moro skyld',
    playForReal: 'Spill med ekte penger',
    loading: 'Laster inn spillet…',
    starting: 'Starter spillet…',
    ready: 'Spillet er klart',
    paused: 'Spillet er satt på pause',
    errorTitle: 'Spillet kunne ikke startes',
    errorText: 'Noe gikk galt da spillet skulle starte. Prøv igjen.',
    fullScreen: 'Fullskjerm',
    exitFullScreen: 'Avslutt fullskjerm',
    bonusTitle: 'Bonusen din og dette spillet',
    bonusExcluded: 'Dette spillet teller ikke mot bonusen din',
    bonusWagering: 'Dette spillet teller {{contribution}} % mot omsetningskravet for bonusen din.',
    continue: 'Fortsett til spillet',
  },
  tile: {
    addFavourite: 'Legg {{game}} til i Mine spill',
    removeFavourite: 'Fjern {{game}} fra Mine spill',
    jackpot: 'Jackpot {{amount}}',
    bets: 'Innsats {{range}}',
  },
  filter: {
    open: 'Leverandører',
    title: 'Filtrer etter leverandør',
    apply: 'Vis spill',
    clear: 'Nullstill',
    close: 'Lukk',
    bottomNav: 'Kasinonavigasjon',
    search: 'Søk',
    filtered_one: 'Filtrert etter {{count}} leverandør',
    filtered_other: 'Filtrert etter {{count}} leverandører',
  },
  search: {
    label: 'Søk etter spill',
    submit: 'Søk',
    results: 'Resultater for «{{q}}»',
    clear: 'Tøm søket',
    noResults: 'Ingen spill passer «{{q}}».',
  },
  myGames: {
    favourites: 'Mine spill',
    recent: 'Nylig spilt',
  },
  error: {
    title: 'Spillene kunne ikke lastes inn',
    ...GAME_KIT_TEXTS.no.error,
  },
  winners: {
    label: 'Vinnere',
    topTitle: 'Største vinnere',
    latestTitle: 'Siste vinnere',
    rangeLabel: 'Periode',
    range: { DAY: 'I dag', WEEK: 'Denne uken', MONTH: 'Denne måneden' },
    loading: 'Laster vinnere…',
    empty: 'Ingen gevinster ennå. Din kan bli den første.',
    failed: 'Vi kunne ikke laste vinnerne.',
    retry: 'Prøv igjen',
  },
  menu: { label: 'Kasinokategorier', lobby: 'Lobby', allGames: 'Alle spill' },
  bonusMaxBet: 'Mens bonusen din er aktiv, er høyeste innsats {{amount}}.',
};

export default no;
