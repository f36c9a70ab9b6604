import { GAME_KIT_TEXTS } from '@casino/shared/game';
/**
 * The `liveCasino` namespace in the six languages of the live casino's markets, added to the host's
 * i18n when the parcel mounts. English is the reference: every language has each of its keys and the
 * plural forms its language uses (translations.test.ts).
 */
const en = {
  lobby: {
    title: 'Live casino',
    ...GAME_KIT_TEXTS.en.lobby,
    empty: 'There are no live tables in this lobby yet.',
  },
  category: {
    notFoundTitle: 'Category not found',
    notFoundText: 'We could not find a live casino category called “{{id}}”. It may have been renamed or removed.',
    loadingTitle: 'Loading category…',
  },
  tables: {
    loading: 'Loading live tables…',
    empty: 'There are no live tables here yet.',
    backToLobby: 'Back to the live casino',
    seatsTaken_one: '{{taken}} / {{count}} seat taken',
    seatsTaken_other: '{{taken}} / {{count}} seats taken',
    players_one: '{{formatted}} player',
    players_other: '{{formatted}} players',
    full: 'Full',
    closed: 'Closed',
    betLimits: 'Bets {{min}} – {{max}}',
    seatsUnavailable: 'Seat information is not available right now.',
  },
  play: {
    checkingSession: 'Checking your session…',
    loading: 'Loading the table…',
    starting: 'Opening the table…',
    notFoundTitle: 'Table not found',
    notFoundText: 'This live table is not available.',
    gameNotFoundText: 'We could not find a live table called “{{id}}”. It may have been removed.',
    errorTitle: 'The table could not be opened',
    errorText: 'Something went wrong while opening the table. Please try again.',
    authErrorTitle: 'You have been logged out',
    authErrorText: 'The live casino could not confirm your session for this table, so we logged you out. Please log in again.',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
  },
  error: {
    title: 'The live tables could not be loaded',
    ...GAME_KIT_TEXTS.en.error,
  },
};

/** The shape every language fills in. */
export type LiveCasinoTexts = typeof en;

const fi: LiveCasinoTexts = {
  lobby: {
    title: 'Live-kasino',
    ...GAME_KIT_TEXTS.fi.lobby,
    empty: 'Tässä aulassa ei ole vielä live-pöytiä.',
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

const de: LiveCasinoTexts = {
  lobby: {
    title: 'Live-Casino',
    ...GAME_KIT_TEXTS.de.lobby,
    empty: 'In dieser Lobby gibt es noch keine Live-Tische.',
  },
  category: {
    notFoundTitle: 'Kategorie nicht gefunden',
    notFoundText: 'Die Live-Casino-Kategorie „{{id}}“ wurde nicht gefunden. Vielleicht wurde sie umbenannt oder entfernt.',
    loadingTitle: 'Kategorie wird geladen…',
  },
  tables: {
    loading: 'Live-Tische werden geladen…',
    empty: 'Hier gibt es noch keine Live-Tische.',
    backToLobby: 'Zurück zum Live-Casino',
    seatsTaken_one: '{{taken}} / {{count}} Platz belegt',
    seatsTaken_other: '{{taken}} / {{count}} Plätze belegt',
    players_one: '{{formatted}} Spieler',
    players_other: '{{formatted}} Spieler',
    full: 'Voll',
    closed: 'Geschlossen',
    betLimits: 'Einsätze {{min}} – {{max}}',
    seatsUnavailable: 'Platzangaben sind gerade nicht verfügbar.',
  },
  play: {
    checkingSession: 'Deine Sitzung wird geprüft…',
    loading: 'Tisch wird geladen…',
    starting: 'Tisch wird geöffnet…',
    notFoundTitle: 'Tisch nicht gefunden',
    notFoundText: 'Dieser Live-Tisch ist nicht verfügbar.',
    gameNotFoundText: 'Der Live-Tisch „{{id}}“ wurde nicht gefunden. Vielleicht wurde er entfernt.',
    errorTitle: 'Der Tisch konnte nicht geöffnet werden',
    errorText: 'Beim Öffnen des Tisches ist etwas schiefgelaufen. Bitte versuche es erneut.',
    authErrorTitle: 'Du wurdest abgemeldet',
    authErrorText: 'Das Live-Casino konnte deine Sitzung für diesen Tisch nicht bestätigen, deshalb haben wir dich abgemeldet. Bitte melde dich erneut an.',
    fullScreen: 'Vollbild',
    exitFullScreen: 'Vollbild beenden',
  },
  error: {
    title: 'Die Live-Tische konnten nicht geladen werden',
    ...GAME_KIT_TEXTS.de.error,
  },
};

const no: LiveCasinoTexts = {
  lobby: {
    title: 'Live-kasino',
    ...GAME_KIT_TEXTS.no.lobby,
    empty: 'Det er ingen live-bord i denne lobbyen ennå.',
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

const pt: LiveCasinoTexts & { tables: { seatsTaken_many: string; players_many: string } } = {
  lobby: {
    title: 'Cassino ao vivo',
    ...GAME_KIT_TEXTS.pt.lobby,
    empty: 'Ainda não há mesas ao vivo neste lobby.',
  },
  category: {
    notFoundTitle: 'Categoria não encontrada',
    notFoundText: 'Não foi possível encontrar a categoria de cassino ao vivo “{{id}}”. Ela pode ter sido renomeada ou removida.',
    loadingTitle: 'Carregando a categoria…',
  },
  tables: {
    loading: 'Carregando mesas ao vivo…',
    empty: 'Ainda não há mesas ao vivo aqui.',
    backToLobby: 'Voltar ao cassino ao vivo',
    seatsTaken_one: '{{taken}} / {{count}} lugar ocupado',
    seatsTaken_other: '{{taken}} / {{count}} lugares ocupados',
    seatsTaken_many: '{{taken}} / {{count}} de lugares ocupados',
    players_one: '{{formatted}} jogador',
    players_other: '{{formatted}} jogadores',
    players_many: '{{formatted}} de jogadores',
    full: 'Lotada',
    closed: 'Fechada',
    betLimits: 'Apostas {{min}} – {{max}}',
    seatsUnavailable: 'As informações de lugares não estão disponíveis no momento.',
  },
  play: {
    checkingSession: 'Verificando sua sessão…',
    loading: 'Carregando a mesa…',
    starting: 'Abrindo a mesa…',
    notFoundTitle: 'Mesa não encontrada',
    notFoundText: 'Esta mesa ao vivo não está disponível.',
    gameNotFoundText: 'Não foi possível encontrar a mesa ao vivo “{{id}}”. Ela pode ter sido removida.',
    errorTitle: 'Não foi possível abrir a mesa',
    errorText: 'Algo deu errado ao abrir a mesa. Tente novamente.',
    authErrorTitle: 'Você foi desconectado',
    authErrorText: 'O cassino ao vivo não conseguiu confirmar sua sessão para esta mesa, então desconectamos você. Entre novamente.',
    fullScreen: 'Tela cheia',
    exitFullScreen: 'Sair da tela cheia',
  },
  error: {
    title: 'Não foi possível carregar as mesas ao vivo',
    ...GAME_KIT_TEXTS.pt.error,
  },
};

const fr: LiveCasinoTexts & { tables: { seatsTaken_many: string; players_many: string } } = {
  lobby: {
    title: 'Casino en direct',
    ...GAME_KIT_TEXTS.fr.lobby,
    empty: 'Ce lobby ne contient encore aucune table en direct.',
  },
  category: {
    notFoundTitle: 'Catégorie introuvable',
    notFoundText: 'Nous n’avons trouvé aucune catégorie de casino en direct « {{id}} ». Elle a peut-être été renommée ou supprimée.',
    loadingTitle: 'Chargement de la catégorie…',
  },
  tables: {
    loading: 'Chargement des tables en direct…',
    empty: 'Il n’y a pas encore de tables en direct ici.',
    backToLobby: 'Retour au casino en direct',
    seatsTaken_one: '{{taken}} / {{count}} place occupée',
    seatsTaken_other: '{{taken}} / {{count}} places occupées',
    seatsTaken_many: '{{taken}} / {{count}} de places occupées',
    players_one: '{{formatted}} joueur',
    players_other: '{{formatted}} joueurs',
    players_many: '{{formatted}} de joueurs',
    full: 'Complet',
    closed: 'Fermée',
    betLimits: 'Mises {{min}} – {{max}}',
    seatsUnavailable: 'Les informations sur les places ne sont pas disponibles pour le moment.',
  },
  play: {
    checkingSession: 'Vérification de votre session…',
    loading: 'Chargement de la table…',
    starting: 'Ouverture de la table…',
    notFoundTitle: 'Table introuvable',
    notFoundText: 'Cette table en direct n’est pas disponible.',
    gameNotFoundText: 'Nous n’avons trouvé aucune table en direct « {{id}} ». Elle a peut-être été supprimée.',
    errorTitle: 'Impossible d’ouvrir la table',
    errorText: 'Un problème est survenu à l’ouverture de la table. Veuillez réessayer.',
    authErrorTitle: 'Vous avez été déconnecté',
    authErrorText: 'Le casino en direct n’a pas pu confirmer votre session pour cette table, nous vous avons donc déconnecté. Veuillez vous reconnecter.',
    fullScreen: 'Plein écran',
    exitFullScreen: 'Quitter le plein écran',
  },
  error: {
    title: 'Impossible de charger les tables en direct',
    ...GAME_KIT_TEXTS.fr.error,
  },
};

/** The `liveCasino` namespace, added to the host's i18n when a parcel mounts. */
export const translations = {
  namespace: 'liveCasino',
  resources: { en, fi, de, no, pt, fr } as Record<string, LiveCasinoTexts>,
};
