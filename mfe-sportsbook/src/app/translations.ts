const en = {
  sportsbook: {
    title: 'Sportsbook',
    frameTitle: 'Sportsbook',
    unavailableTitle: 'Sportsbook is not available',
    unavailableText: 'Sports betting is not available for your account or in your market.',
  },
  virtuals: {
    title: 'Virtual sports',
    frameTitle: 'Virtual sports',
    unavailableTitle: 'Virtual sports are not available',
    unavailableText: 'Virtual sports are not available for your account or in your market.',
  },
  frame: {
    loading: 'Loading…',
    failed: 'The sportsbook did not load. Check your connection and try again.',
    retry: 'Try again',
  },
  bonuses: {
    title: 'Your sportsbook bonuses',
    minOdds: 'min. odds {{odds}}',
    eligibility: { LIVE: 'live bets', PRE_MATCH: 'pre-match bets', BOTH: 'live and pre-match bets' },
    toClaim_one: '{{count}} sportsbook bonus to claim',
    toClaim_other: '{{count}} sportsbook bonuses to claim',
  },
};

/**
 * Every language has every text of English (the compiler checks it), and the plural forms its
 * Intl.PluralRules asks for (the translation test checks them): `many` for es, pt, pt-BR and fr.
 */
type Texts = typeof en & { bonuses: { toClaim_many?: string } };

const fi: Texts = {
  sportsbook: {
    title: 'Vedonlyönti',
    frameTitle: 'Vedonlyönti',
    unavailableTitle: 'Vedonlyönti ei ole saatavilla',
    unavailableText: 'Urheiluvedonlyönti ei ole saatavilla tilillesi tai markkina-alueellasi.',
  },
  virtuals: {
    title: 'Virtuaaliurheilu',
    frameTitle: 'Virtuaaliurheilu',
    unavailableTitle: 'Virtuaaliurheilu ei ole saatavilla',
    unavailableText: 'Virtuaaliurheilu ei ole saatavilla tilillesi tai markkina-alueellasi.',
  },
  frame: {
    loading: 'Ladataan…',
    failed: 'Vedonlyönti ei latautunut. Tarkista yhteytesi ja yritä uudelleen.',
    retry: 'Yritä uudelleen',
  },
  bonuses: {
    title: 'Vedonlyöntibonuksesi',
    minOdds: 'vähimmäiskerroin {{odds}}',
    eligibility: { LIVE: 'live-vedot', PRE_MATCH: 'ennakkovedot', BOTH: 'live- ja ennakkovedot' },
    toClaim_one: '{{count}} vedonlyöntibonus lunastettavana',
    toClaim_other: '{{count}} vedonlyöntibonusta lunastettavana',
  },
};

const de: Texts = {
  sportsbook: {
    title: 'Sportwetten',
    frameTitle: 'Sportwetten',
    unavailableTitle: 'Sportwetten sind nicht verfügbar',
    unavailableText: 'Sportwetten sind für dein Konto oder in deinem Markt nicht verfügbar.',
  },
  virtuals: {
    title: 'Virtuelle Sportarten',
    frameTitle: 'Virtuelle Sportarten',
    unavailableTitle: 'Virtuelle Sportarten sind nicht verfügbar',
    unavailableText: 'Virtuelle Sportarten sind für dein Konto oder in deinem Markt nicht verfügbar.',
  },
  frame: {
    loading: 'Wird geladen…',
    failed: 'Die Sportwetten wurden nicht geladen. Prüfe deine Verbindung und versuche es erneut.',
    retry: 'Erneut versuchen',
  },
  bonuses: {
    title: 'Deine Sportwetten-Boni',
    minOdds: 'Mindestquote {{odds}}',
    eligibility: { LIVE: 'Livewetten', PRE_MATCH: 'Wetten vor dem Spiel', BOTH: 'Live- und Vorabwetten' },
    toClaim_one: '{{count}} Sportwetten-Bonus zum Einlösen',
    toClaim_other: '{{count}} Sportwetten-Boni zum Einlösen',
  },
};

const no: Texts = {
  sportsbook: {
    title: 'Sportsbetting',
    frameTitle: 'Sportsbetting',
    unavailableTitle: 'Sportsbetting er ikke tilgjengelig',
    unavailableText: 'Sportsbetting er ikke tilgjengelig for kontoen din eller i ditt marked.',
  },
  virtuals: {
    title: 'Virtuell sport',
    frameTitle: 'Virtuell sport',
    unavailableTitle: 'Virtuell sport er ikke tilgjengelig',
    unavailableText: 'Virtuell sport er ikke tilgjengelig for kontoen din eller i ditt marked.',
  },
  frame: {
    loading: 'Laster…',
    failed: 'Sportsbettingen ble ikke lastet. Sjekk tilkoblingen og prøv igjen.',
    retry: 'Prøv igjen',
  },
  bonuses: {
    title: 'Dine sportsbonuser',
    minOdds: 'min. odds {{odds}}',
    eligibility: { LIVE: 'live-spill', PRE_MATCH: 'spill før kampstart', BOTH: 'live-spill og spill før kampstart' },
    toClaim_one: '{{count}} sportsbonus å hente',
    toClaim_other: '{{count}} sportsbonuser å hente',
  },
};

const pt: Texts = {
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

const fr: Texts = {
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

/** Latin American Spanish: the URL language of Chile (`es-CL`) and Peru (`es-PE`). */
const es: Texts = {
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

const tr: Texts = {
  sportsbook: {
    title: 'Spor bahisleri',
    frameTitle: 'Spor bahisleri',
    unavailableTitle: 'Spor bahisleri kullanılamıyor',
    unavailableText: 'Spor bahisleri hesabınız veya pazarınız için kullanılamıyor.',
  },
  virtuals: {
    title: 'Sanal sporlar',
    frameTitle: 'Sanal sporlar',
    unavailableTitle: 'Sanal sporlar kullanılamıyor',
    unavailableText: 'Sanal sporlar hesabınız veya pazarınız için kullanılamıyor.',
  },
  frame: {
    loading: 'Yükleniyor…',
    failed: 'Spor bahisleri yüklenemedi. Bağlantınızı kontrol edip yeniden deneyin.',
    retry: 'Yeniden dene',
  },
  bonuses: {
    title: 'Spor bahisleri bonuslarınız',
    minOdds: 'en düşük oran {{odds}}',
    eligibility: { LIVE: 'canlı bahisler', PRE_MATCH: 'maç öncesi bahisler', BOTH: 'canlı ve maç öncesi bahisler' },
    toClaim_one: 'Alınmayı bekleyen {{count}} spor bahisleri bonusu',
    toClaim_other: 'Alınmayı bekleyen {{count}} spor bahisleri bonusu',
  },
};

const tl: Texts = {
  sportsbook: {
    title: 'Sportsbook',
    frameTitle: 'Sportsbook',
    unavailableTitle: 'Hindi magagamit ang sportsbook',
    unavailableText: 'Hindi magagamit ang pagtaya sa sports para sa iyong account o sa iyong merkado.',
  },
  virtuals: {
    title: 'Virtual sports',
    frameTitle: 'Virtual sports',
    unavailableTitle: 'Hindi magagamit ang virtual sports',
    unavailableText: 'Hindi magagamit ang virtual sports para sa iyong account o sa iyong merkado.',
  },
  frame: {
    loading: 'Naglo-load…',
    failed: 'Hindi nag-load ang sportsbook. Tingnan ang iyong koneksyon at subukang muli.',
    retry: 'Subukang muli',
  },
  bonuses: {
    title: 'Ang iyong mga sportsbook bonus',
    minOdds: 'min. na odds {{odds}}',
    eligibility: { LIVE: 'mga live na taya', PRE_MATCH: 'mga taya bago ang laro', BOTH: 'mga live na taya at taya bago ang laro' },
    toClaim_one: '{{count}} sportsbook bonus na puwedeng i-claim',
    toClaim_other: '{{count}} na sportsbook bonus na puwedeng i-claim',
  },
};

const ptBR: Texts = {
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

/** The `sportsbook` namespace, added to the host's i18n when a parcel mounts. */
export const translations = { namespace: 'sportsbook', resources: { en, fi, de, no, pt, fr, es, tr, tl, 'pt-BR': ptBR } };
