import { withTournamentTexts } from './tournaments-translations';

const en = {
  title: 'Promotions',
  retry: 'Try again',
  categories: { label: 'Promotion categories', all: 'All', failed: 'We could not load the categories.' },
  tag: { heading: 'Tagged “{{tag}}”', clear: 'All {{category}} promotions' },
  list: {
    loading: 'Loading promotions…',
    failed: 'We could not load the promotions.',
    empty: 'There are no promotions here right now.',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    moreFailed: 'We could not load more promotions. Please try again.',
  },
  dates: { label: 'Valid', ended: 'Ended', upcoming: 'Coming soon' },
  page: { loading: 'Loading the promotion…', failed: 'We could not load this promotion.', back: 'Back to promotions' },
  notFound: { title: 'Promotion not found', text: 'This promotion does not exist or is no longer available.', link: 'See all promotions' },
  pages: {
    loading: 'Loading the page…',
    failed: 'We could not load this page.',
    notFound: 'Page not found!',
    home: 'Back to the home page',
    signUp: 'Sign up',
    vip: { levels: 'Levels', perks: 'Perks of {{level}}' },
    landing: { codeTitle: 'Your bonus code', remove: 'Remove the code', logIn: 'Log in' },
  },
  terms: { title: 'Terms and conditions' },
};

/** Every language has every text of English: the compiler checks it. */
type Texts = typeof en;

const fi: Texts = {
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

const de: Texts = {
  title: 'Aktionen',
  retry: 'Erneut versuchen',
  categories: { label: 'Aktionskategorien', all: 'Alle', failed: 'Die Kategorien konnten nicht geladen werden.' },
  tag: { heading: 'Thema „{{tag}}“', clear: 'Alle Aktionen: {{category}}' },
  list: {
    loading: 'Aktionen werden geladen…',
    failed: 'Die Aktionen konnten nicht geladen werden.',
    empty: 'Hier gibt es gerade keine Aktionen.',
    loadMore: 'Mehr laden',
    loadingMore: 'Wird geladen…',
    moreFailed: 'Weitere Aktionen konnten nicht geladen werden. Bitte versuche es erneut.',
  },
  dates: { label: 'Gültig', ended: 'Beendet', upcoming: 'Demnächst' },
  page: { loading: 'Aktion wird geladen…', failed: 'Diese Aktion konnte nicht geladen werden.', back: 'Zurück zu den Aktionen' },
  notFound: { title: 'Aktion nicht gefunden', text: 'Diese Aktion gibt es nicht oder sie ist nicht mehr verfügbar.', link: 'Alle Aktionen ansehen' },
  pages: {
    loading: 'Die Seite wird geladen…',
    failed: 'Diese Seite konnte nicht geladen werden.',
    notFound: 'Seite nicht gefunden!',
    home: 'Zurück zur Startseite',
    signUp: 'Registrieren',
    vip: { levels: 'Stufen', perks: 'Vorteile der Stufe {{level}}' },
    landing: { codeTitle: 'Ihr Bonuscode', remove: 'Code entfernen', logIn: 'Anmelden' },
  },
  terms: { title: 'Geschäftsbedingungen' },
};

const no: Texts = {
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

const pt: Texts = {
  title: 'Promoções',
  retry: 'Tentar novamente',
  categories: { label: 'Categorias de promoções', all: 'Todas', failed: 'Não foi possível carregar as categorias.' },
  tag: { heading: 'Etiqueta «{{tag}}»', clear: 'Todas as promoções: {{category}}' },
  list: {
    loading: 'A carregar promoções…',
    failed: 'Não foi possível carregar as promoções.',
    empty: 'De momento não há promoções aqui.',
    loadMore: 'Carregar mais',
    loadingMore: 'A carregar…',
    moreFailed: 'Não foi possível carregar mais promoções. Tente novamente.',
  },
  dates: { label: 'Válida', ended: 'Terminada', upcoming: 'Em breve' },
  page: { loading: 'A carregar a promoção…', failed: 'Não foi possível carregar esta promoção.', back: 'Voltar às promoções' },
  notFound: { title: 'Promoção não encontrada', text: 'Esta promoção não existe ou já não está disponível.', link: 'Ver todas as promoções' },
  pages: {
    loading: 'A carregar a página…',
    failed: 'Não foi possível carregar esta página.',
    notFound: 'Página não encontrada!',
    home: 'Voltar à página inicial',
    signUp: 'Registar',
    vip: { levels: 'Níveis', perks: 'Vantagens do nível {{level}}' },
    landing: { codeTitle: 'O seu código de bónus', remove: 'Remover o código', logIn: 'Entrar' },
  },
  terms: { title: 'Termos e condições' },
};

const fr: Texts = {
  title: 'Promotions',
  retry: 'Réessayer',
  categories: { label: 'Catégories de promotions', all: 'Toutes', failed: "Les catégories n'ont pas pu être chargées." },
  tag: { heading: 'Thème « {{tag}} »', clear: 'Toutes les promotions : {{category}}' },
  list: {
    loading: 'Chargement des promotions…',
    failed: "Les promotions n'ont pas pu être chargées.",
    empty: "Il n'y a aucune promotion ici pour le moment.",
    loadMore: 'Voir plus',
    loadingMore: 'Chargement…',
    moreFailed: "D'autres promotions n'ont pas pu être chargées. Veuillez réessayer.",
  },
  dates: { label: 'Valable', ended: 'Terminée', upcoming: 'Bientôt' },
  page: { loading: 'Chargement de la promotion…', failed: "Cette promotion n'a pas pu être chargée.", back: 'Retour aux promotions' },
  notFound: { title: 'Promotion introuvable', text: "Cette promotion n'existe pas ou n'est plus disponible.", link: 'Voir toutes les promotions' },
  pages: {
    loading: 'Chargement de la page…',
    failed: "Cette page n'a pas pu être chargée.",
    notFound: 'Page introuvable !',
    home: "Retour à la page d'accueil",
    signUp: "S'inscrire",
    vip: { levels: 'Niveaux', perks: 'Avantages du niveau {{level}}' },
    landing: { codeTitle: 'Votre code bonus', remove: 'Retirer le code', logIn: 'Se connecter' },
  },
  terms: { title: 'Conditions générales' },
};

/** The `promotions` namespace, added to the host's i18n when a parcel mounts. */
export const translations = { namespace: 'promotions', resources: withTournamentTexts({ en, fi, de, no, pt, fr }) };
