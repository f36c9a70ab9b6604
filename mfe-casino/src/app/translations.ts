/**
 * The `casino` namespace in the six languages of the casino's markets, added to the host's i18n when
 * the parcel mounts. English is the reference: every language has each of its keys
 * (translations.test.ts). French and Portuguese add the `_many` plural form their rules use.
 */
const en = {
  lobby: {
    title: 'Casino',
    allGames: 'All games',
    showAll: 'Show all',
    showAllLabel: 'Show all: {{category}}',
    empty: 'There are no game categories in this lobby yet.',
  },
  allGames: { title: 'All games' },
  category: {
    notFoundTitle: 'Category not found',
    notFoundText: 'We could not find a casino category called “{{id}}”. It may have been renamed or removed.',
    loadingTitle: 'Loading category…',
  },
  games: {
    loading: 'Loading games…',
    empty: 'There are no games here yet.',
    backToLobby: 'Back to the casino lobby',
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    shown_one: '{{count}} game shown',
    shown_other: '{{count}} games shown',
  },
  error: {
    title: 'The games could not be loaded',
    text: 'Something went wrong on our side. Please try again.',
    retry: 'Try again',
    retrying: 'Trying again…',
  },
};

/** The shape every language fills in. */
export type CasinoTexts = typeof en;

const fi: CasinoTexts = {
  lobby: {
    title: 'Kasino',
    allGames: 'Kaikki pelit',
    showAll: 'Näytä kaikki',
    showAllLabel: 'Näytä kaikki: {{category}}',
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
  error: {
    title: 'Pelejä ei voitu ladata',
    text: 'Jokin meni vikaan meidän päässämme. Yritä uudelleen.',
    retry: 'Yritä uudelleen',
    retrying: 'Yritetään uudelleen…',
  },
};

const de: CasinoTexts = {
  lobby: {
    title: 'Casino',
    allGames: 'Alle Spiele',
    showAll: 'Alle anzeigen',
    showAllLabel: 'Alle anzeigen: {{category}}',
    empty: 'In dieser Lobby gibt es noch keine Spielkategorien.',
  },
  allGames: { title: 'Alle Spiele' },
  category: {
    notFoundTitle: 'Kategorie nicht gefunden',
    notFoundText: 'Die Casino-Kategorie „{{id}}“ wurde nicht gefunden. Vielleicht wurde sie umbenannt oder entfernt.',
    loadingTitle: 'Kategorie wird geladen…',
  },
  games: {
    loading: 'Spiele werden geladen…',
    empty: 'Hier gibt es noch keine Spiele.',
    backToLobby: 'Zurück zur Casino-Lobby',
    loadMore: 'Mehr laden',
    loadingMore: 'Weitere werden geladen…',
    shown_one: '{{count}} Spiel angezeigt',
    shown_other: '{{count}} Spiele angezeigt',
  },
  error: {
    title: 'Die Spiele konnten nicht geladen werden',
    text: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.',
    retry: 'Erneut versuchen',
    retrying: 'Wird erneut versucht…',
  },
};

const no: CasinoTexts = {
  lobby: {
    title: 'Kasino',
    allGames: 'Alle spill',
    showAll: 'Vis alle',
    showAllLabel: 'Vis alle: {{category}}',
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
  error: {
    title: 'Spillene kunne ikke lastes inn',
    text: 'Noe gikk galt hos oss. Prøv igjen.',
    retry: 'Prøv igjen',
    retrying: 'Prøver igjen…',
  },
};

const pt: CasinoTexts & { games: { shown_many: string } } = {
  lobby: {
    title: 'Cassino',
    allGames: 'Todos os jogos',
    showAll: 'Ver todos',
    showAllLabel: 'Ver todos: {{category}}',
    empty: 'Ainda não há categorias de jogos neste lobby.',
  },
  allGames: { title: 'Todos os jogos' },
  category: {
    notFoundTitle: 'Categoria não encontrada',
    notFoundText: 'Não foi possível encontrar a categoria de cassino “{{id}}”. Ela pode ter sido renomeada ou removida.',
    loadingTitle: 'Carregando a categoria…',
  },
  games: {
    loading: 'Carregando jogos…',
    empty: 'Ainda não há jogos aqui.',
    backToLobby: 'Voltar ao lobby do cassino',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando mais…',
    shown_one: '{{count}} jogo exibido',
    shown_other: '{{count}} jogos exibidos',
    shown_many: '{{count}} de jogos exibidos',
  },
  error: {
    title: 'Não foi possível carregar os jogos',
    text: 'Algo deu errado do nosso lado. Tente novamente.',
    retry: 'Tentar novamente',
    retrying: 'Tentando novamente…',
  },
};

const fr: CasinoTexts & { games: { shown_many: string } } = {
  lobby: {
    title: 'Casino',
    allGames: 'Tous les jeux',
    showAll: 'Tout voir',
    showAllLabel: 'Tout voir : {{category}}',
    empty: 'Ce lobby ne contient encore aucune catégorie de jeux.',
  },
  allGames: { title: 'Tous les jeux' },
  category: {
    notFoundTitle: 'Catégorie introuvable',
    notFoundText: 'Nous n’avons trouvé aucune catégorie de casino « {{id}} ». Elle a peut-être été renommée ou supprimée.',
    loadingTitle: 'Chargement de la catégorie…',
  },
  games: {
    loading: 'Chargement des jeux…',
    empty: 'Il n’y a pas encore de jeux ici.',
    backToLobby: 'Retour au lobby du casino',
    loadMore: 'Charger plus',
    loadingMore: 'Chargement…',
    shown_one: '{{count}} jeu affiché',
    shown_other: '{{count}} jeux affichés',
    shown_many: '{{count}} de jeux affichés',
  },
  error: {
    title: 'Impossible de charger les jeux',
    text: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    retry: 'Réessayer',
    retrying: 'Nouvelle tentative…',
  },
};

/** The `casino` namespace, added to the host's i18n when a parcel mounts. */
export const translations = {
  namespace: 'casino',
  resources: { en, fi, de, no, pt, fr } as Record<string, CasinoTexts>,
};
