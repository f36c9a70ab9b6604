// The `casino` namespace in Filipino: a chunk of its own, loaded when a page is in tl (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { CasinoTexts } from './en';

const tl: CasinoTexts = {
  lobby: {
    title: 'Casino',
    allGames: 'Lahat ng laro',
    ...GAME_KIT_TEXTS.tl.lobby,
    empty: 'Wala pang mga kategorya ng laro sa lobby na ito.',
  },
  allGames: { title: 'Lahat ng laro' },
  category: {
    notFoundTitle: 'Hindi nahanap ang kategorya',
    notFoundText: 'Wala kaming nahanap na casino category na “{{id}}”. Maaaring pinalitan ang pangalan nito o tinanggal na.',
    loadingTitle: 'Nilo-load ang kategorya…',
  },
  games: {
    loading: 'Nilo-load ang mga laro…',
    empty: 'Wala pang mga laro rito.',
    backToLobby: 'Bumalik sa casino lobby',
    loadMore: 'Mag-load pa',
    loadingMore: 'Naglo-load pa…',
    shown_one: 'Ipinapakita ang {{count}} laro',
    shown_other: 'Ipinapakita ang {{count}} laro',
  },
  play: {
    notFoundTitle: 'Hindi nahanap ang laro',
    notFoundText: 'Walang ganitong pahina ng laro. Pumili ng laro sa casino lobby.',
    gameNotFoundText: 'Hindi namin nahanap ang larong “{{id}}”. Maaaring tinanggal na ito.',
    modeLabel: 'Mode ng laro',
    playForFun: 'Maglaro nang libre',
    playForReal: 'Maglaro gamit ang totoong pera',
    loading: 'Nilo-load ang laro…',
    starting: 'Sinisimulan ang laro…',
    ready: 'Handa na ang laro',
    paused: 'Naka-pause ang laro',
    errorTitle: 'Hindi masimulan ang laro',
    errorText: 'Nagkaproblema habang sinisimulan ang laro. Pakisubukang muli.',
    fullScreen: 'Full screen',
    exitFullScreen: 'Lumabas sa full screen',
    bonusTitle: 'Ang bonus mo at ang larong ito',
    bonusExcluded: 'Hindi binibilang ang larong ito sa bonus mo',
    bonusWagering: 'Binibilang ang larong ito nang {{contribution}}% sa wagering requirements ng bonus mo.',
    continue: 'Magpatuloy sa laro',
  },
  tile: {
    addFavourite: 'Idagdag ang {{game}} sa Aking mga laro',
    removeFavourite: 'Alisin ang {{game}} sa Aking mga laro',
    jackpot: 'Jackpot {{amount}}',
    bets: 'Taya {{range}}',
  },
  filter: {
    open: 'Mga provider',
    title: 'I-filter ayon sa provider',
    apply: 'Ipakita ang mga laro',
    clear: 'I-clear',
    close: 'Isara',
    bottomNav: 'Navigation ng casino',
    search: 'Maghanap',
    filtered_one: 'Naka-filter ayon sa {{count}} provider',
    filtered_other: 'Naka-filter ayon sa {{count}} provider',
  },
  search: {
    label: 'Maghanap ng laro',
    submit: 'Hanapin',
    results: 'Mga resulta para sa “{{q}}”',
    clear: 'I-clear ang paghahanap',
    noResults: 'Walang larong tumutugma sa “{{q}}”.',
  },
  myGames: {
    favourites: 'Aking mga laro',
    recent: 'Kamakailang nilaro',
  },
  error: {
    title: 'Hindi ma-load ang mga laro',
    ...GAME_KIT_TEXTS.tl.error,
  },
  winners: {
    label: 'Mga nanalo',
    topTitle: 'Pinakamalalaking nanalo',
    latestTitle: 'Mga pinakabagong nanalo',
    rangeLabel: 'Panahon',
    range: { DAY: 'Ngayong araw', WEEK: 'Ngayong linggo', MONTH: 'Ngayong buwan' },
    loading: 'Nilo-load ang mga nanalo…',
    empty: 'Wala pang panalo rito. Baka sa iyo ang una.',
    failed: 'Hindi namin ma-load ang mga nanalo.',
    retry: 'Subukang muli',
  },
  menu: { label: 'Mga kategorya ng casino', lobby: 'Lobby', allGames: 'Lahat ng laro' },
  bonusMaxBet: 'Habang aktibo ang bonus mo, ang pinakamalaking taya ay {{amount}}.',
};

export default tl;
