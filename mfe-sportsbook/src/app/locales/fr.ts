// The `sportsbook` namespace in French: a chunk of its own, loaded when a page is in fr (../translations.ts).
import type { SportsbookTexts } from './en';

const fr: SportsbookTexts = {
  sportsbook: {
    title: 'Paris sportifs',
    frameTitle: 'Paris sportifs',
    unavailableTitle: 'Les paris sportifs ne sont pas disponibles',
    unavailableText: 'Les paris sportifs ne sont pas disponibles pour votre compte ou sur votre marché.',
  },
  virtuals: {
    title: 'Sports virtuels',
    frameTitle: 'Sports virtuels',
    unavailableTitle: 'Les sports virtuels ne sont pas disponibles',
    unavailableText: 'Les sports virtuels ne sont pas disponibles pour votre compte ou sur votre marché.',
  },
  frame: {
    loading: 'Chargement…',
    failed: 'Les paris sportifs ne se sont pas chargés. Vérifiez votre connexion et réessayez.',
    retry: 'Réessayer',
  },
  bonuses: {
    title: 'Vos bonus de paris sportifs',
    minOdds: 'cote min. {{odds}}',
    eligibility: { LIVE: 'paris en direct', PRE_MATCH: 'paris avant match', BOTH: 'paris en direct et avant match' },
    toClaim_one: '{{count}} bonus de paris sportifs à réclamer',
    toClaim_many: '{{count}} de bonus de paris sportifs à réclamer',
    toClaim_other: '{{count}} bonus de paris sportifs à réclamer',
  },
};

export default fr;
