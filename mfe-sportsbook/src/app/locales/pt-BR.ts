// The `sportsbook` namespace in Brazilian Portuguese: a chunk of its own, loaded when a page is in pt-BR (../translations.ts).
import type { SportsbookTexts } from './en';

const ptBR: SportsbookTexts = {
  sportsbook: {
    title: 'Apostas esportivas',
    frameTitle: 'Apostas esportivas',
    unavailableTitle: 'As apostas esportivas não estão disponíveis',
    unavailableText: 'As apostas esportivas não estão disponíveis para a sua conta ou no seu mercado.',
  },
  virtuals: {
    title: 'Esportes virtuais',
    frameTitle: 'Esportes virtuais',
    unavailableTitle: 'Os esportes virtuais não estão disponíveis',
    unavailableText: 'Os esportes virtuais não estão disponíveis para a sua conta ou no seu mercado.',
  },
  frame: {
    loading: 'Carregando…',
    failed: 'As apostas esportivas não carregaram. Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
  },
  bonuses: {
    title: 'Seus bônus de apostas esportivas',
    minOdds: 'odd mín. {{odds}}',
    eligibility: { LIVE: 'apostas ao vivo', PRE_MATCH: 'apostas pré-jogo', BOTH: 'apostas ao vivo e pré-jogo' },
    toClaim_one: '{{count}} bônus de apostas esportivas para resgatar',
    toClaim_many: '{{count}} de bônus de apostas esportivas para resgatar',
    toClaim_other: '{{count}} bônus de apostas esportivas para resgatar',
  },
};

export default ptBR;
