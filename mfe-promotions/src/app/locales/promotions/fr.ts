// The `promotions` namespace in French, its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in fr (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

const fr: PromotionsTexts = {
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

const tournaments: TournamentTexts = {
  tab: 'Tournois',
  title: 'Tournois',
  backToPromotions: 'Retour aux promotions',
  backToList: 'Tous les tournois',
  loading: 'Chargement des tournois…',
  failed: "Les tournois n'ont pas pu être chargés.",
  empty: "Aucun tournoi n'est en cours pour le moment.",
  joined: 'Inscrit',
  period: 'Période',
  loadingOne: 'Chargement du tournoi…',
  failedOne: "Ce tournoi n'a pas pu être chargé.",
  notFoundTitle: 'Tournoi introuvable',
  notFoundText: "Ce tournoi n'existe pas ou n'est plus en cours.",
  prizes: 'Prix',
  place: '{{position}}e place :',
  leaderboard: 'Classement',
  periodLabel: 'Période du classement',
  periods: { current: 'Période en cours', previous: 'Période précédente' },
  position: 'Position',
  player: 'Joueur',
  points: 'Points',
  you: '(vous)',
  emptyLeaderboard: "Personne n'a encore marqué de points sur cette période.",
  loginText: 'Connectez-vous pour participer et voir votre position.',
  login: 'Se connecter pour participer',
  optInText: 'Inscrivez-vous et jouez aux jeux du tournoi : chaque mise valable rapporte des points.',
  optIn: "S'inscrire",
  optingIn: 'Inscription…',
  optInFailed: "L'inscription a échoué. Veuillez réessayer.",
  optedIn: 'Vous participez à ce tournoi.',
  play: 'Jouer au casino',
};

export default { ...fr, tournaments } satisfies PromotionsNamespace;
