/**
 * What casino and live casino say alike, in each language their translations have (en, fi, de, no, pt, fr,
 * es for Chile and Peru, tr, tl, and pt-BR, Brazil's Portuguese beside Portugal's pt): a load error's
 * apology and retry button (`error.text`, `error.retry`, `error.retrying`; each vertical adds its own
 * `error.title`) and a lobby section header's link (`lobby.showAll`, and `lobby.showAllLabel` with the
 * category's name as `{{category}}`, see `GameSectionHeader`). Spread into each vertical's namespace.
 */
export const GAME_KIT_TEXTS = {
  en: {
    error: { text: 'Something went wrong on our side. Please try again.', retry: 'Try again', retrying: 'Trying again…' },
    lobby: { showAll: 'Show all', showAllLabel: 'Show all: {{category}}' },
  },
  fi: {
    error: { text: 'Jokin meni vikaan meidän päässämme. Yritä uudelleen.', retry: 'Yritä uudelleen', retrying: 'Yritetään uudelleen…' },
    lobby: { showAll: 'Näytä kaikki', showAllLabel: 'Näytä kaikki: {{category}}' },
  },
  de: {
    error: { text: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.', retry: 'Erneut versuchen', retrying: 'Wird erneut versucht…' },
    lobby: { showAll: 'Alle anzeigen', showAllLabel: 'Alle anzeigen: {{category}}' },
  },
  no: {
    error: { text: 'Noe gikk galt hos oss. Prøv igjen.', retry: 'Prøv igjen', retrying: 'Prøver igjen…' },
    lobby: { showAll: 'Vis alle', showAllLabel: 'Vis alle: {{category}}' },
  },
  pt: {
    error: { text: 'Algo deu errado do nosso lado. Tente novamente.', retry: 'Tentar novamente', retrying: 'Tentando novamente…' },
    lobby: { showAll: 'Ver todos', showAllLabel: 'Ver todos: {{category}}' },
  },
  fr: {
    error: { text: 'Un problème est survenu de notre côté. Veuillez réessayer.', retry: 'Réessayer', retrying: 'Nouvelle tentative…' },
    lobby: { showAll: 'Tout voir', showAllLabel: 'Tout voir : {{category}}' },
  },
  es: {
    error: { text: 'Algo salió mal de nuestro lado. Por favor, inténtalo de nuevo.', retry: 'Reintentar', retrying: 'Reintentando…' },
    lobby: { showAll: 'Ver todos', showAllLabel: 'Ver todos: {{category}}' },
  },
  tr: {
    error: { text: 'Bizim tarafımızda bir sorun oluştu. Lütfen tekrar deneyin.', retry: 'Tekrar dene', retrying: 'Tekrar deneniyor…' },
    lobby: { showAll: 'Tümünü göster', showAllLabel: 'Tümünü göster: {{category}}' },
  },
  tl: {
    error: { text: 'Nagkaproblema sa panig namin. Pakisubukang muli.', retry: 'Subukang muli', retrying: 'Sinusubukang muli…' },
    lobby: { showAll: 'Tingnan lahat', showAllLabel: 'Tingnan lahat: {{category}}' },
  },
  'pt-BR': {
    error: { text: 'Algo deu errado do nosso lado. Tente novamente.', retry: 'Tentar novamente', retrying: 'Tentando novamente…' },
    lobby: { showAll: 'Ver todos', showAllLabel: 'Ver todos: {{category}}' },
  },
} satisfies Record<string, { error: { text: string; retry: string; retrying: string }; lobby: { showAll: string; showAllLabel: string } }>;
