import { withTournamentTexts } from './tournaments-translations';

const en = {
  title: 'Promotions',
  retry: 'Try again',
  categories: { label: 'Promotion categories', all: 'All', failed: 'We could not load the categories.' },
  tag: { heading: 'Tagged “{{tag}}”', clear: 'All {{category}} promotions' },
  list: {
    loading: 'Loading promotions…',
    failed: 'We could not load the promotions.',
    empty: 'There are no promotions here right now.',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    moreFailed: 'We could not load more promotions. Please try again.',
  },
  dates: { label: 'Valid', ended: 'Ended', upcoming: 'Coming soon' },
  page: { loading: 'Loading the promotion…', failed: 'We could not load this promotion.', back: 'Back to promotions' },
  notFound: { title: 'Promotion not found', text: 'This promotion does not exist or is no longer available.', link: 'See all promotions' },
  pages: {
    loading: 'Loading the page…',
    failed: 'We could not load this page.',
    notFound: 'Page not found!',
    home: 'Back to the home page',
    signUp: 'Sign up',
    vip: { levels: 'Levels', perks: 'Perks of {{level}}' },
    landing: { codeTitle: 'Your bonus code', remove: 'Remove the code', logIn: 'Log in' },
  },
  terms: { title: 'Terms and conditions' },
};

/** Every language has every text of English: the compiler checks it. */
type Texts = typeof en;

const fi: Texts = {
  title: 'Kampanjat',
  retry: 'Yritä uudelleen',
  categories: { label: 'Kampanjaluokat', all: 'Kaikki', failed: 'Luokkia ei voitu ladata.' },
  tag: { heading: 'Aihe ”{{tag}}”', clear: 'Kaikki kampanjat: {{category}}' },
  list: {
    loading: 'Ladataan kampanjoita…',
    failed: 'Kampanjoita ei voitu ladata.',
    empty: 'Täällä ei ole kampanjoita juuri nyt.',
    loadMore: 'Näytä lisää',
    loadingMore: 'Ladataan…',
    moreFailed: 'Lisää kampanjoita ei voitu ladata. Yritä uudelleen.',
  },
  dates: { label: 'Voimassa', ended: 'Päättynyt', upcoming: 'Tulossa' },
  page: { loading: 'Ladataan kampanjaa…', failed: 'Kampanjaa ei voitu ladata.', back: 'Takaisin kampanjoihin' },
  notFound: { title: 'Kampanjaa ei löytynyt', text: 'Kampanjaa ei ole tai se ei ole enää voimassa.', link: 'Katso kaikki kampanjat' },
  pages: {
    loading: 'Ladataan sivua…',
    failed: 'Sivua ei voitu ladata.',
    notFound: 'Sivua ei löytynyt!',
    home: 'Takaisin etusivulle',
    signUp: 'Rekisteröidy',
    vip: { levels: 'Tasot', perks: 'Tason {{level}} edut' },
    landing: { codeTitle: 'Bonuskoodisi', remove: 'Poista koodi', logIn: 'Kirjaudu sisään' },
  },
  terms: { title: 'Säännöt ja ehdot' },
};

const de: Texts = {
  title: 'Aktionen',
  retry: 'Erneut versuchen',
  categories: { label: 'Aktionskategorien', all: 'Alle', failed: 'Die Kategorien konnten nicht geladen werden.' },
  tag: { heading: 'Thema „{{tag}}“', clear: 'Alle Aktionen: {{category}}' },
  list: {
    loading: 'Aktionen werden geladen…',
    failed: 'Die Aktionen konnten nicht geladen werden.',
    empty: 'Hier gibt es gerade keine Aktionen.',
    loadMore: 'Mehr laden',
    loadingMore: 'Wird geladen…',
    moreFailed: 'Weitere Aktionen konnten nicht geladen werden. Bitte versuche es erneut.',
  },
  dates: { label: 'Gültig', ended: 'Beendet', upcoming: 'Demnächst' },
  page: { loading: 'Aktion wird geladen…', failed: 'Diese Aktion konnte nicht geladen werden.', back: 'Zurück zu den Aktionen' },
  notFound: { title: 'Aktion nicht gefunden', text: 'Diese Aktion gibt es nicht oder sie ist nicht mehr verfügbar.', link: 'Alle Aktionen ansehen' },
  pages: {
    loading: 'Die Seite wird geladen…',
    failed: 'Diese Seite konnte nicht geladen werden.',
    notFound: 'Seite nicht gefunden!',
    home: 'Zurück zur Startseite',
    signUp: 'Registrieren',
    vip: { levels: 'Stufen', perks: 'Vorteile der Stufe {{level}}' },
    landing: { codeTitle: 'Ihr Bonuscode', remove: 'Code entfernen', logIn: 'Anmelden' },
  },
  terms: { title: 'Geschäftsbedingungen' },
};

const no: Texts = {
  title: 'Kampanjer',
  retry: 'Prøv igjen',
  categories: { label: 'Kampanjekategorier', all: 'Alle', failed: 'Vi kunne ikke laste kategoriene.' },
  tag: { heading: 'Merket «{{tag}}»', clear: 'Alle kampanjer: {{category}}' },
  list: {
    loading: 'Laster kampanjer…',
    failed: 'Vi kunne ikke laste kampanjene.',
    empty: 'Det er ingen kampanjer her akkurat nå.',
    loadMore: 'Last inn flere',
    loadingMore: 'Laster…',
    moreFailed: 'Vi kunne ikke laste flere kampanjer. Prøv igjen.',
  },
  dates: { label: 'Gyldig', ended: 'Avsluttet', upcoming: 'Kommer snart' },
  page: { loading: 'Laster kampanjen…', failed: 'Vi kunne ikke laste denne kampanjen.', back: 'Tilbake til kampanjer' },
  notFound: { title: 'Fant ikke kampanjen', text: 'Denne kampanjen finnes ikke eller er ikke lenger tilgjengelig.', link: 'Se alle kampanjer' },
  pages: {
    loading: 'Laster siden…',
    failed: 'Vi kunne ikke laste denne siden.',
    notFound: 'Fant ikke siden!',
    home: 'Tilbake til forsiden',
    signUp: 'Registrer deg',
    vip: { levels: 'Nivåer', perks: 'Fordeler på {{level}}' },
    landing: { codeTitle: 'Bonuskoden din', remove: 'Fjern koden', logIn: 'Logg inn' },
  },
  terms: { title: 'Vilkår og betingelser' },
};

const pt: Texts = {
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

const fr: Texts = {
  title: 'Promotions',
  retry: 'Réessayer',
  categories: { label: 'Catégories de promotions', all: 'Toutes', failed: "Les catégories n'ont pas pu être chargées." },
  tag: { heading: 'Thème « {{tag}} »', clear: 'Toutes les promotions : {{category}}' },
  list: {
    loading: 'Chargement des promotions…',
    failed: "Les promotions n'ont pas pu être chargées.",
    empty: "Il n'y a aucune promotion ici pour le moment.",
    loadMore: 'Voir plus',
    loadingMore: 'Chargement…',
    moreFailed: "D'autres promotions n'ont pas pu être chargées. Veuillez réessayer.",
  },
  dates: { label: 'Valable', ended: 'Terminée', upcoming: 'Bientôt' },
  page: { loading: 'Chargement de la promotion…', failed: "Cette promotion n'a pas pu être chargée.", back: 'Retour aux promotions' },
  notFound: { title: 'Promotion introuvable', text: "Cette promotion n'existe pas ou n'est plus disponible.", link: 'Voir toutes les promotions' },
  pages: {
    loading: 'Chargement de la page…',
    failed: "Cette page n'a pas pu être chargée.",
    notFound: 'Page introuvable !',
    home: "Retour à la page d'accueil",
    signUp: "S'inscrire",
    vip: { levels: 'Niveaux', perks: 'Avantages du niveau {{level}}' },
    landing: { codeTitle: 'Votre code bonus', remove: 'Retirer le code', logIn: 'Se connecter' },
  },
  terms: { title: 'Conditions générales' },
};

/** Spanish as players in Chile and Peru read it (Latin American, tú). */
const es: Texts = {
  title: 'Promociones',
  retry: 'Intentar de nuevo',
  categories: { label: 'Categorías de promociones', all: 'Todas', failed: 'No pudimos cargar las categorías.' },
  tag: { heading: 'Etiqueta “{{tag}}”', clear: 'Todas las promociones de {{category}}' },
  list: {
    loading: 'Cargando promociones…',
    failed: 'No pudimos cargar las promociones.',
    empty: 'Por ahora no hay promociones aquí.',
    loadMore: 'Cargar más',
    loadingMore: 'Cargando…',
    moreFailed: 'No pudimos cargar más promociones. Inténtalo de nuevo.',
  },
  dates: { label: 'Válida', ended: 'Finalizada', upcoming: 'Próximamente' },
  page: { loading: 'Cargando la promoción…', failed: 'No pudimos cargar esta promoción.', back: 'Volver a promociones' },
  notFound: { title: 'Promoción no encontrada', text: 'Esta promoción no existe o ya no está disponible.', link: 'Ver todas las promociones' },
  pages: {
    loading: 'Cargando la página…',
    failed: 'No pudimos cargar esta página.',
    notFound: '¡Página no encontrada!',
    home: 'Volver al inicio',
    signUp: 'Regístrate',
    vip: { levels: 'Niveles', perks: 'Beneficios de {{level}}' },
    landing: { codeTitle: 'Tu código de bono', remove: 'Quitar el código', logIn: 'Iniciar sesión' },
  },
  terms: { title: 'Términos y condiciones' },
};

const tr: Texts = {
  title: 'Promosyonlar',
  retry: 'Tekrar dene',
  categories: { label: 'Promosyon kategorileri', all: 'Tümü', failed: 'Kategoriler yüklenemedi.' },
  tag: { heading: '“{{tag}}” etiketli', clear: 'Tüm promosyonlar: {{category}}' },
  list: {
    loading: 'Promosyonlar yükleniyor…',
    failed: 'Promosyonlar yüklenemedi.',
    empty: 'Şu anda burada promosyon yok.',
    loadMore: 'Daha fazla yükle',
    loadingMore: 'Yükleniyor…',
    moreFailed: 'Daha fazla promosyon yüklenemedi. Lütfen tekrar deneyin.',
  },
  dates: { label: 'Geçerlilik', ended: 'Sona erdi', upcoming: 'Yakında' },
  page: { loading: 'Promosyon yükleniyor…', failed: 'Bu promosyon yüklenemedi.', back: 'Promosyonlara dön' },
  notFound: { title: 'Promosyon bulunamadı', text: 'Bu promosyon mevcut değil veya artık geçerli değil.', link: 'Tüm promosyonları gör' },
  pages: {
    loading: 'Sayfa yükleniyor…',
    failed: 'Bu sayfa yüklenemedi.',
    notFound: 'Sayfa bulunamadı!',
    home: 'Ana sayfaya dön',
    signUp: 'Kaydol',
    vip: { levels: 'Seviyeler', perks: 'Ayrıcalıklar: {{level}}' },
    landing: { codeTitle: 'Bonus kodunuz', remove: 'Kodu kaldır', logIn: 'Giriş yap' },
  },
  terms: { title: 'Şartlar ve koşullar' },
};

/** Filipino as Philippine sites write it: sentences in Tagalog, promo and bonus words in English. */
const tl: Texts = {
  title: 'Mga promo',
  retry: 'Subukan ulit',
  categories: { label: 'Mga kategorya ng promo', all: 'Lahat', failed: 'Hindi namin ma-load ang mga kategorya.' },
  tag: { heading: 'May tag na “{{tag}}”', clear: 'Lahat ng promo sa {{category}}' },
  list: {
    loading: 'Nilo-load ang mga promo…',
    failed: 'Hindi namin ma-load ang mga promo.',
    empty: 'Wala pang promo dito sa ngayon.',
    loadMore: 'Mag-load pa',
    loadingMore: 'Nilo-load…',
    moreFailed: 'Hindi na namin ma-load ang iba pang promo. Pakisubukan ulit.',
  },
  dates: { label: 'May bisa', ended: 'Tapos na', upcoming: 'Malapit na' },
  page: { loading: 'Nilo-load ang promo…', failed: 'Hindi namin ma-load ang promong ito.', back: 'Bumalik sa mga promo' },
  notFound: { title: 'Hindi nahanap ang promo', text: 'Wala ang promong ito o hindi na ito available.', link: 'Tingnan ang lahat ng promo' },
  pages: {
    loading: 'Nilo-load ang page…',
    failed: 'Hindi namin ma-load ang page na ito.',
    notFound: 'Hindi nahanap ang page!',
    home: 'Bumalik sa home page',
    signUp: 'Mag-sign up',
    vip: { levels: 'Mga level', perks: 'Mga perk ng {{level}}' },
    landing: { codeTitle: 'Ang iyong bonus code', remove: 'Alisin ang code', logIn: 'Mag-log in' },
  },
  terms: { title: 'Mga tuntunin at kundisyon' },
};

/** Brazilian Portuguese (você, cadastro), not European `pt`. */
const ptBR: Texts = {
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

/**
 * The `promotions` namespace, added to the host's i18n when a parcel mounts; keyed by i18n language (`es` for
 * Chile and Peru, `pt-BR` for Brazil, `tl` for the Philippines).
 */
export const translations = {
  namespace: 'promotions',
  resources: withTournamentTexts({ en, fi, de, no, pt, fr, es, tr, tl, 'pt-BR': ptBR }),
};
