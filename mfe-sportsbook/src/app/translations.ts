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
};

/** Every language has every text of English: the compiler checks it. */
type Texts = typeof en;

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
};

/** The `sportsbook` namespace, added to the host's i18n when a parcel mounts. */
export const translations = { namespace: 'sportsbook', resources: { en, fi, de, no, pt, fr } };
