// The `promotions` namespace in Brazilian Portuguese, its tournaments pages' texts included: a chunk of its own,
// loaded when a page is in pt-BR (../../translations.ts).
import type { TournamentTexts } from '../../tournaments-translations';
import type { PromotionsNamespace, PromotionsTexts } from './en';

/** Brazilian Portuguese (você, cadastro), not European `pt`. */
const ptBR: PromotionsTexts = {
  title: 'Promoções',
  retry: 'Tentar novamente',
  categories: { label: 'Categorias de promoções', all: 'Todas', failed: 'Não conseguimos carregar as categorias.' },
  tag: { heading: 'Tag “{{tag}}”', clear: 'Todas as promoções de {{category}}' },
  list: {
    loading: 'Carregando promoções…',
    failed: 'Não conseguimos carregar as promoções.',
    empty: 'Não há promoções aqui no momento.',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando…',
    moreFailed: 'Não conseguimos carregar mais promoções. Tente novamente.',
  },
  dates: { label: 'Válida', ended: 'Encerrada', upcoming: 'Em breve' },
  page: { loading: 'Carregando a promoção…', failed: 'Não conseguimos carregar esta promoção.', back: 'Voltar para as promoções' },
  notFound: { title: 'Promoção não encontrada', text: 'Esta promoção não existe ou não está mais disponível.', link: 'Ver todas as promoções' },
  pages: {
    loading: 'Carregando a página…',
    failed: 'Não conseguimos carregar esta página.',
    notFound: 'Página não encontrada!',
    home: 'Voltar para a página inicial',
    signUp: 'Cadastre-se',
    vip: { levels: 'Níveis', perks: 'Vantagens do nível {{level}}' },
    landing: { codeTitle: 'Seu código de bônus', remove: 'Remover o código', logIn: 'Entrar' },
  },
  terms: { title: 'Termos e condições' },
};

const tournaments: TournamentTexts = {
  tab: 'Torneios',
  title: 'Torneios',
  backToPromotions: 'Voltar para as promoções',
  backToList: 'Todos os torneios',
  loading: 'Carregando torneios…',
  failed: 'Não conseguimos carregar os torneios.',
  empty: 'Não há torneios rolando no momento.',
  joined: 'Inscrito',
  period: 'Período',
  loadingOne: 'Carregando o torneio…',
  failedOne: 'Não conseguimos carregar este torneio.',
  notFoundTitle: 'Torneio não encontrado',
  notFoundText: 'Este torneio não existe ou já terminou.',
  prizes: 'Prêmios',
  place: '{{position}}º lugar:',
  leaderboard: 'Ranking',
  periodLabel: 'Período do ranking',
  periods: { current: 'Período atual', previous: 'Período anterior' },
  position: 'Posição',
  player: 'Jogador',
  points: 'Pontos',
  you: '(você)',
  emptyLeaderboard: 'Ninguém pontuou neste período ainda.',
  loginText: 'Entre na sua conta para participar e ver sua posição.',
  login: 'Entrar para participar',
  optInText: 'Inscreva-se e jogue os jogos do torneio: cada aposta válida vale pontos.',
  optIn: 'Quero participar',
  optingIn: 'Inscrevendo…',
  optInFailed: 'Não conseguimos fazer sua inscrição. Tente novamente.',
  optedIn: 'Você está participando deste torneio.',
  play: 'Jogar no cassino',
};

export default { ...ptBR, tournaments } satisfies PromotionsNamespace;
