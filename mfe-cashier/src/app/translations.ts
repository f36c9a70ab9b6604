const en = {
  login: { button: 'Log in' },
  retry: 'Try again',
  dialog: { close: 'Close' },
  session: { loading: 'Checking your session…' },
  deposit: {
    title: 'Deposit',
    loginPrompt: 'Log in to deposit.',
    methods: {
      title: 'Payment methods',
      loading: 'Loading payment methods…',
      failed: 'We could not load the payment methods.',
      empty: 'No payment methods are available in your market.',
    },
  },
  banking: {
    title: 'Banking',
    loginPrompt: 'Log in to see your balance and make deposits.',
    balances: 'Balances',
    balancesLoading: 'Loading your balance…',
    buckets: { MAIN: 'Cash', LOCKED: 'Locked', BONUS: 'Bonus' },
    deposit: 'Deposit',
  },
};

/** Every language has every text of English: the compiler checks it. */
type Texts = typeof en;

const fi: Texts = {
  login: { button: 'Kirjaudu sisään' },
  retry: 'Yritä uudelleen',
  dialog: { close: 'Sulje' },
  session: { loading: 'Tarkistetaan istuntoa…' },
  deposit: {
    title: 'Talletus',
    loginPrompt: 'Kirjaudu sisään tallettaaksesi.',
    methods: {
      title: 'Maksutavat',
      loading: 'Ladataan maksutapoja…',
      failed: 'Maksutapoja ei voitu ladata.',
      empty: 'Markkina-alueellasi ei ole saatavilla maksutapoja.',
    },
  },
  banking: {
    title: 'Pankki',
    loginPrompt: 'Kirjaudu sisään nähdäksesi saldosi ja tallettaaksesi.',
    balances: 'Saldot',
    balancesLoading: 'Ladataan saldoa…',
    buckets: { MAIN: 'Raha', LOCKED: 'Lukittu', BONUS: 'Bonus' },
    deposit: 'Talleta',
  },
};

const de: Texts = {
  login: { button: 'Anmelden' },
  retry: 'Erneut versuchen',
  dialog: { close: 'Schließen' },
  session: { loading: 'Sitzung wird geprüft…' },
  deposit: {
    title: 'Einzahlung',
    loginPrompt: 'Melde dich an, um einzuzahlen.',
    methods: {
      title: 'Zahlungsmethoden',
      loading: 'Zahlungsmethoden werden geladen…',
      failed: 'Die Zahlungsmethoden konnten nicht geladen werden.',
      empty: 'In deinem Markt sind keine Zahlungsmethoden verfügbar.',
    },
  },
  banking: {
    title: 'Kasse',
    loginPrompt: 'Melde dich an, um dein Guthaben zu sehen und einzuzahlen.',
    balances: 'Guthaben',
    balancesLoading: 'Guthaben wird geladen…',
    buckets: { MAIN: 'Echtgeld', LOCKED: 'Gesperrt', BONUS: 'Bonus' },
    deposit: 'Einzahlen',
  },
};

const no: Texts = {
  login: { button: 'Logg inn' },
  retry: 'Prøv igjen',
  dialog: { close: 'Lukk' },
  session: { loading: 'Sjekker økten…' },
  deposit: {
    title: 'Innskudd',
    loginPrompt: 'Logg inn for å sette inn penger.',
    methods: {
      title: 'Betalingsmåter',
      loading: 'Laster betalingsmåter…',
      failed: 'Vi kunne ikke laste betalingsmåtene.',
      empty: 'Ingen betalingsmåter er tilgjengelige i ditt marked.',
    },
  },
  banking: {
    title: 'Bank',
    loginPrompt: 'Logg inn for å se saldoen din og sette inn penger.',
    balances: 'Saldoer',
    balancesLoading: 'Laster saldoen…',
    buckets: { MAIN: 'Kontanter', LOCKED: 'Låst', BONUS: 'Bonus' },
    deposit: 'Sett inn',
  },
};

const pt: Texts = {
  login: { button: 'Iniciar sessão' },
  retry: 'Tentar novamente',
  dialog: { close: 'Fechar' },
  session: { loading: 'A verificar a sessão…' },
  deposit: {
    title: 'Depósito',
    loginPrompt: 'Inicie sessão para depositar.',
    methods: {
      title: 'Métodos de pagamento',
      loading: 'A carregar métodos de pagamento…',
      failed: 'Não foi possível carregar os métodos de pagamento.',
      empty: 'Não há métodos de pagamento disponíveis no seu mercado.',
    },
  },
  banking: {
    title: 'Banca',
    loginPrompt: 'Inicie sessão para ver o seu saldo e depositar.',
    balances: 'Saldos',
    balancesLoading: 'A carregar o saldo…',
    buckets: { MAIN: 'Dinheiro', LOCKED: 'Bloqueado', BONUS: 'Bónus' },
    deposit: 'Depositar',
  },
};

const fr: Texts = {
  login: { button: 'Se connecter' },
  retry: 'Réessayer',
  dialog: { close: 'Fermer' },
  session: { loading: 'Vérification de la session…' },
  deposit: {
    title: 'Dépôt',
    loginPrompt: 'Connectez-vous pour déposer.',
    methods: {
      title: 'Moyens de paiement',
      loading: 'Chargement des moyens de paiement…',
      failed: "Les moyens de paiement n'ont pas pu être chargés.",
      empty: "Aucun moyen de paiement n'est disponible sur votre marché.",
    },
  },
  banking: {
    title: 'Banque',
    loginPrompt: 'Connectez-vous pour voir votre solde et déposer.',
    balances: 'Soldes',
    balancesLoading: 'Chargement du solde…',
    buckets: { MAIN: 'Argent réel', LOCKED: 'Bloqué', BONUS: 'Bonus' },
    deposit: 'Déposer',
  },
};

/** The `cashier` namespace, added to the host's i18n when a parcel mounts. */
export const translations = { namespace: 'cashier', resources: { en, fi, de, no, pt, fr } };
