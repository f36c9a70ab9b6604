// The `promotions` namespace in Portuguese (Portugal), its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in pt (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

const pt: PromotionsTexts = {
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

const tournaments: TournamentTexts = {
  tab: 'Torneios',
  title: 'Torneios',
  backToPromotions: 'Voltar às promoções',
  backToList: 'Todos os torneios',
  loading: 'A carregar torneios…',
  failed: 'Não foi possível carregar os torneios.',
  empty: 'Não há torneios a decorrer de momento.',
  joined: 'Inscrito',
  period: 'Período',
  loadingOne: 'A carregar o torneio…',
  failedOne: 'Não foi possível carregar este torneio.',
  notFoundTitle: 'Torneio não encontrado',
  notFoundText: 'Este torneio não existe ou já terminou.',
  prizes: 'Prémios',
  place: '{{position}}.º lugar:',
  leaderboard: 'Classificação',
  periodLabel: 'Período da classificação',
  periods: { current: 'Período atual', previous: 'Período anterior' },
  position: 'Posição',
  player: 'Jogador',
  points: 'Pontos',
  you: '(você)',
  emptyLeaderboard: 'Ninguém pontuou neste período ainda.',
  loginText: 'Inicie sessão para participar e ver a sua posição.',
  login: 'Iniciar sessão e participar',
  optInText: 'Inscreva-se e jogue os jogos do torneio: cada aposta válida dá pontos.',
  optIn: 'Inscrever-me',
  optingIn: 'A inscrever…',
  optInFailed: 'Não foi possível inscrevê-lo. Tente novamente.',
  optedIn: 'Está a participar neste torneio.',
  play: 'Jogar no casino',
};

export default { ...pt, tournaments } satisfies PromotionsNamespace;
