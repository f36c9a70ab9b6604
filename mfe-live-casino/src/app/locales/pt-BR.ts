// The `liveCasino` namespace in Brazilian Portuguese: a chunk of its own, loaded when a page is in pt-BR (../translations.ts).
import { GAME_KIT_TEXTS } from '@casino/shared/game';
import type { LiveCasinoTextsWithMany } from './en';

const ptBR: LiveCasinoTextsWithMany = {
  lobby: {
    title: 'Cassino ao vivo',
    ...GAME_KIT_TEXTS['pt-BR'].lobby,
    empty: 'Ainda não há mesas ao vivo neste lobby.',
    searchLabel: 'Buscar mesas',
    search: 'Buscar',
    clearSearch: 'Limpar busca',
    noResults: 'Nenhuma mesa ao vivo encontrada para “{{q}}”.',
  },
  category: {
    notFoundTitle: 'Categoria não encontrada',
    notFoundText: 'Não encontramos nenhuma categoria de cassino ao vivo chamada “{{id}}”. Ela pode ter sido renomeada ou removida.',
    loadingTitle: 'Carregando categoria…',
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
    gameNotFoundText: 'Não encontramos nenhuma mesa ao vivo chamada “{{id}}”. Ela pode ter sido removida.',
    errorTitle: 'Não foi possível abrir a mesa',
    errorText: 'Algo deu errado ao abrir a mesa. Tente novamente.',
    authErrorTitle: 'Você foi desconectado',
    authErrorText: 'O cassino ao vivo não conseguiu confirmar sua sessão nesta mesa, por isso desconectamos você. Faça login novamente.',
    fullScreen: 'Tela cheia',
    exitFullScreen: 'Sair da tela cheia',
  },
  error: {
    title: 'Não foi possível carregar as mesas ao vivo',
    ...GAME_KIT_TEXTS['pt-BR'].error,
  },
};

export default ptBR;
