// The `sportsbook` namespace in Portuguese (Portugal): a chunk of its own, loaded when a page is in pt (../translations.ts).
import type { SportsbookTexts } from './en';

const pt: SportsbookTexts = {
  sportsbook: {
    title: 'Apostas desportivas',
    frameTitle: 'Apostas desportivas',
    unavailableTitle: 'As apostas desportivas não estão disponíveis',
    unavailableText: 'As apostas desportivas não estão disponíveis para a sua conta ou no seu mercado.',
  },
  virtuals: {
    title: 'Desportos virtuais',
    frameTitle: 'Desportos virtuais',
    unavailableTitle: 'Os desportos virtuais não estão disponíveis',
    unavailableText: 'Os desportos virtuais não estão disponíveis para a sua conta ou no seu mercado.',
  },
  frame: {
    loading: 'A carregar…',
    failed: 'As apostas desportivas não carregaram. Verifique a sua ligação e tente novamente.',
    retry: 'Tentar novamente',
  },
  bonuses: {
    title: 'Os seus bónus de apostas desportivas',
    minOdds: 'odd mín. {{odds}}',
    eligibility: { LIVE: 'apostas ao vivo', PRE_MATCH: 'apostas pré-jogo', BOTH: 'apostas ao vivo e pré-jogo' },
    toClaim_one: '{{count}} bónus de apostas desportivas por resgatar',
    toClaim_many: '{{count}} bónus de apostas desportivas por resgatar',
    toClaim_other: '{{count}} bónus de apostas desportivas por resgatar',
  },
};

export default pt;
