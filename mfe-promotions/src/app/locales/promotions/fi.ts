// The `promotions` namespace in Finnish, its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in fi (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

const fi: PromotionsTexts = {
  title: 'Kampanjat',
  retry: 'Yritä uudelleen',
  categories: { label: 'Kampanjaluokat', all: 'Kaikki', failed: 'Luokkia ei voitu ladata.' },
  tag: { heading: 'Aihe ”{{tag}}”', clear: 'Kaikki kampanjat: {{category}}' },
  list: {
    loading: 'Ladataan kampanjoita…',
    failed: 'Kampanjoita ei voitu ladata.',
    empty: 'Täällä ei ole kampanjoita juuri nyt.',
    loadMore: 'Näytä lisää',
    loadingMore: 'Ladataan…',
    moreFailed: 'Lisää kampanjoita ei voitu ladata. Yritä uudelleen.',
  },
  dates: { label: 'Voimassa', ended: 'Päättynyt', upcoming: 'Tulossa' },
  page: { loading: 'Ladataan kampanjaa…', failed: 'Kampanjaa ei voitu ladata.', back: 'Takaisin kampanjoihin' },
  notFound: { title: 'Kampanjaa ei löytynyt', text: 'Kampanjaa ei ole tai se ei ole enää voimassa.', link: 'Katso kaikki kampanjat' },
  pages: {
    loading: 'Ladataan sivua…',
    failed: 'Sivua ei voitu ladata.',
    notFound: 'Sivua ei löytynyt!',
    home: 'Takaisin etusivulle',
    signUp: 'Rekisteröidy',
    vip: { levels: 'Tasot', perks: 'Tason {{level}} edut' },
    landing: { codeTitle: 'Bonuskoodisi', remove: 'Poista koodi', logIn: 'Kirjaudu sisään' },
  },
  terms: { title: 'Säännöt ja ehdot' },
};

const tournaments: TournamentTexts = {
  tab: 'Turnaukset',
  title: 'Turnaukset',
  backToPromotions: 'Takaisin kampanjoihin',
  backToList: 'Kaikki turnaukset',
  loading: 'Ladataan turnauksia…',
  failed: 'Turnauksia ei voitu ladata.',
  empty: 'Yhtään turnausta ei ole juuri nyt käynnissä.',
  joined: 'Mukana',
  period: 'Jakso',
  loadingOne: 'Ladataan turnausta…',
  failedOne: 'Turnausta ei voitu ladata.',
  notFoundTitle: 'Turnausta ei löytynyt',
  notFoundText: 'Turnausta ei ole tai se ei ole enää käynnissä.',
  prizes: 'Palkinnot',
  place: 'Sija {{position}}:',
  leaderboard: 'Tulostaulukko',
  periodLabel: 'Tulostaulukon jakso',
  periods: { current: 'Nykyinen jakso', previous: 'Edellinen jakso' },
  position: 'Sija',
  player: 'Pelaaja',
  points: 'Pisteet',
  you: '(sinä)',
  emptyLeaderboard: 'Kukaan ei ole vielä saanut pisteitä tällä jaksolla.',
  loginText: 'Kirjaudu sisään osallistuaksesi ja nähdäksesi sijoituksesi.',
  login: 'Kirjaudu ja osallistu',
  optInText: 'Liity mukaan ja pelaa turnauksen pelejä: jokainen hyväksytty panos tuo pisteitä.',
  optIn: 'Liity mukaan',
  optingIn: 'Liitytään…',
  optInFailed: 'Liittyminen ei onnistunut. Yritä uudelleen.',
  optedIn: 'Olet mukana tässä turnauksessa.',
  play: 'Pelaa kasinolla',
};

export default { ...fi, tournaments } satisfies PromotionsNamespace;
