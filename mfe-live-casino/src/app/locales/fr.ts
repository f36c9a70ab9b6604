// The `liveCasino` namespace in French: a chunk of its own, loaded when a page is in fr (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { LiveCasinoTextsWithMany } from './en';

const fr: LiveCasinoTextsWithMany = {
  lobby: {
    title: 'Casino en direct',
    ...GAME_KIT_TEXTS.fr.lobby,
    empty: 'Ce lobby ne contient encore aucune table en direct.',
    searchLabel: 'Rechercher des tables',
    search: 'Rechercher',
    clearSearch: 'Effacer la recherche',
    noResults: 'Aucune table en direct ne correspond à « {{q}} ».',
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

export default fr;
