// The `sportsbook` namespace in Spanish (Chile, Peru): a chunk of its own, loaded when a page is in es (../translations.ts).
import type { SportsbookTexts } from './en';

/** Latin American Spanish: the URL language of Chile (`es-CL`) and Peru (`es-PE`). */
const es: SportsbookTexts = {
  sportsbook: {
    title: 'Apuestas deportivas',
    frameTitle: 'Apuestas deportivas',
    unavailableTitle: 'Las apuestas deportivas no están disponibles',
    unavailableText: 'Las apuestas deportivas no están disponibles para tu cuenta o en tu mercado.',
  },
  virtuals: {
    title: 'Deportes virtuales',
    frameTitle: 'Deportes virtuales',
    unavailableTitle: 'Los deportes virtuales no están disponibles',
    unavailableText: 'Los deportes virtuales no están disponibles para tu cuenta o en tu mercado.',
  },
  frame: {
    loading: 'Cargando…',
    failed: 'Las apuestas deportivas no se cargaron. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  bonuses: {
    title: 'Tus bonos de apuestas deportivas',
    minOdds: 'cuota mín. {{odds}}',
    eligibility: { LIVE: 'apuestas en vivo', PRE_MATCH: 'apuestas antes del partido', BOTH: 'apuestas en vivo y antes del partido' },
    toClaim_one: '{{count}} bono de apuestas deportivas por reclamar',
    toClaim_many: '{{count}} de bonos de apuestas deportivas por reclamar',
    toClaim_other: '{{count}} bonos de apuestas deportivas por reclamar',
  },
};

export default es;
