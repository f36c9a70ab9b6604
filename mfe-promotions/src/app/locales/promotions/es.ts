// The `promotions` namespace in Spanish (Chile, Peru), its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in es (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

/** Spanish as players in Chile and Peru read it (Latin American, tú). */
const es: PromotionsTexts = {
  title: 'Promociones',
  retry: 'Intentar de nuevo',
  categories: { label: 'Categorías de promociones', all: 'Todas', failed: 'No pudimos cargar las categorías.' },
  tag: { heading: 'Etiqueta “{{tag}}”', clear: 'Todas las promociones de {{category}}' },
  list: {
    loading: 'Cargando promociones…',
    failed: 'No pudimos cargar las promociones.',
    empty: 'Por ahora no hay promociones aquí.',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando…',
    moreFailed: 'No pudimos cargar más promociones. Inténtalo de nuevo.',
  },
  dates: { label: 'Válida', ended: 'Finalizada', upcoming: 'Próximamente' },
  page: { loading: 'Cargando la promoción…', failed: 'No pudimos cargar esta promoción.', back: 'Volver a promociones' },
  notFound: { title: 'Promoción no encontrada', text: 'Esta promoción no existe o ya no está disponible.', link: 'Ver todas las promociones' },
  pages: {
    loading: 'Cargando la página…',
    failed: 'No pudimos cargar esta página.',
    notFound: '¡Página no encontrada!',
    home: 'Volver al inicio',
    signUp: 'Regístrate',
    vip: { levels: 'Niveles', perks: 'Beneficios de {{level}}' },
    landing: { codeTitle: 'Tu código de bono', remove: 'Quitar el código', logIn: 'Iniciar sesión' },
  },
  terms: { title: 'Términos y condiciones' },
};

const tournaments: TournamentTexts = {
  tab: 'Torneos',
  title: 'Torneos',
  backToPromotions: 'Volver a promociones',
  backToList: 'Todos los torneos',
  loading: 'Cargando torneos…',
  failed: 'No pudimos cargar los torneos.',
  empty: 'No hay torneos en curso en este momento.',
  joined: 'Inscrito',
  period: 'Período',
  loadingOne: 'Cargando el torneo…',
  failedOne: 'No pudimos cargar este torneo.',
  notFoundTitle: 'Torneo no encontrado',
  notFoundText: 'Este torneo no existe o ya terminó.',
  prizes: 'Premios',
  place: 'Puesto {{position}}:',
  leaderboard: 'Tabla de posiciones',
  periodLabel: 'Período de la tabla',
  periods: { current: 'Período actual', previous: 'Período anterior' },
  position: 'Posición',
  player: 'Jugador',
  points: 'Puntos',
  you: '(tú)',
  emptyLeaderboard: 'Nadie ha sumado puntos en este período todavía.',
  loginText: 'Inicia sesión para participar y ver tu posición.',
  login: 'Inicia sesión para participar',
  optInText: 'Inscríbete y juega los juegos del torneo: cada apuesta válida suma puntos.',
  optIn: 'Inscribirme',
  optingIn: 'Inscribiéndote…',
  optInFailed: 'No pudimos inscribirte. Inténtalo de nuevo.',
  optedIn: 'Estás participando en este torneo.',
  play: 'Jugar en el casino',
};

export default { ...es, tournaments } satisfies PromotionsNamespace;
