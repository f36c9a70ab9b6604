// The `promotions` namespace in Norwegian, its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in no (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

const no: PromotionsTexts = {
  title: 'Kampanjer',
  retry: 'Prøv igjen',
  categories: { label: 'Kampanjekategorier', all: 'Alle', failed: 'Vi kunne ikke laste kategoriene.' },
  tag: { heading: 'Merket «{{tag}}»', clear: 'Alle kampanjer: {{category}}' },
  list: {
    loading: 'Laster kampanjer…',
    failed: 'Vi kunne ikke laste kampanjene.',
    empty: 'Det er ingen kampanjer her akkurat nå.',
    loadMore: 'Last inn flere',
    loadingMore: 'Laster…',
    moreFailed: 'Vi kunne ikke laste flere kampanjer. Prøv igjen.',
  },
  dates: { label: 'Gyldig', ended: 'Avsluttet', upcoming: 'Kommer snart' },
  page: { loading: 'Laster kampanjen…', failed: 'Vi kunne ikke laste denne kampanjen.', back: 'Tilbake til kampanjer' },
  notFound: { title: 'Fant ikke kampanjen', text: 'Denne kampanjen finnes ikke eller er ikke lenger tilgjengelig.', link: 'Se alle kampanjer' },
  pages: {
    loading: 'Laster siden…',
    failed: 'Vi kunne ikke laste denne siden.',
    notFound: 'Fant ikke siden!',
    home: 'Tilbake til forsiden',
    signUp: 'Registrer deg',
    vip: { levels: 'Nivåer', perks: 'Fordeler på {{level}}' },
    landing: { codeTitle: 'Bonuskoden din', remove: 'Fjern koden', logIn: 'Logg inn' },
  },
  terms: { title: 'Vilkår og betingelser' },
};

const tournaments: TournamentTexts = {
  tab: 'Turneringer',
  title: 'Turneringer',
  backToPromotions: 'Tilbake til kampanjer',
  backToList: 'Alle turneringer',
  loading: 'Laster turneringer…',
  failed: 'Vi kunne ikke laste turneringene.',
  empty: 'Ingen turneringer pågår akkurat nå.',
  joined: 'Med',
  period: 'Periode',
  loadingOne: 'Laster turneringen…',
  failedOne: 'Vi kunne ikke laste denne turneringen.',
  notFoundTitle: 'Fant ikke turneringen',
  notFoundText: 'Denne turneringen finnes ikke eller pågår ikke lenger.',
  prizes: 'Premier',
  place: 'Plass {{position}}:',
  leaderboard: 'Resultatliste',
  periodLabel: 'Resultatlistens periode',
  periods: { current: 'Nåværende periode', previous: 'Forrige periode' },
  position: 'Plass',
  player: 'Spiller',
  points: 'Poeng',
  you: '(deg)',
  emptyLeaderboard: 'Ingen har fått poeng i denne perioden ennå.',
  loginText: 'Logg inn for å delta og se plasseringen din.',
  login: 'Logg inn og delta',
  optInText: 'Meld deg på og spill turneringens spill: hver gyldige innsats gir poeng.',
  optIn: 'Meld deg på',
  optingIn: 'Melder på…',
  optInFailed: 'Vi kunne ikke melde deg på. Prøv igjen.',
  optedIn: 'Du deltar i denne turneringen.',
  play: 'Spill i kasinoet',
};

export default { ...no, tournaments } satisfies PromotionsNamespace;
