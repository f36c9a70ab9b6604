/**
 * The casino texts of the winners widgets, the category menu and a game's bonus max bet (issue 17), in the
 * six languages of the `casino` namespace; `translations.ts` puts each language's into its own. The
 * widgets' titles carry the word "winners" in English (issue 17 "Fixed details").
 */
export const WINNERS_AND_MENU_TEXTS = {
  en: {
    winners: {
      label: 'Winners',
      topTitle: 'Top winners',
      latestTitle: 'Latest winners',
      rangeLabel: 'Period',
      range: { DAY: 'Today', WEEK: 'This week', MONTH: 'This month' },
      loading: 'Loading winners…',
      empty: 'No wins here yet. Yours could be the first.',
      failed: 'We could not load the winners.',
      retry: 'Try again',
    },
    menu: { label: 'Casino categories', lobby: 'Lobby', allGames: 'All games' },
    bonusMaxBet: 'While your bonus is active, the largest bet is {{amount}}.',
  },
  fi: {
    winners: {
      label: 'Voittajat',
      topTitle: 'Suurimmat voitot',
      latestTitle: 'Viimeisimmät voitot',
      rangeLabel: 'Jakso',
      range: { DAY: 'Tänään', WEEK: 'Tällä viikolla', MONTH: 'Tässä kuussa' },
      loading: 'Ladataan voittajia…',
      empty: 'Ei vielä voittoja. Sinun voittosi voi olla ensimmäinen.',
      failed: 'Voittajia ei voitu ladata.',
      retry: 'Yritä uudelleen',
    },
    menu: { label: 'Kasinon pelikategoriat', lobby: 'Aula', allGames: 'Kaikki pelit' },
    bonusMaxBet: 'Kun bonuksesi on aktiivinen, suurin panos on {{amount}}.',
  },
  de: {
    winners: {
      label: 'Gewinner',
      topTitle: 'Top-Gewinner',
      latestTitle: 'Neueste Gewinner',
      rangeLabel: 'Zeitraum',
      range: { DAY: 'Heute', WEEK: 'Diese Woche', MONTH: 'Diesen Monat' },
      loading: 'Gewinner werden geladen…',
      empty: 'Noch keine Gewinne. Deiner könnte der erste sein.',
      failed: 'Die Gewinner konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
    },
    menu: { label: 'Casino-Kategorien', lobby: 'Lobby', allGames: 'Alle Spiele' },
    bonusMaxBet: 'Solange dein Bonus aktiv ist, beträgt der höchste Einsatz {{amount}}.',
  },
  no: {
    winners: {
      label: 'Vinnere',
      topTitle: 'Største vinnere',
      latestTitle: 'Siste vinnere',
      rangeLabel: 'Periode',
      range: { DAY: 'I dag', WEEK: 'Denne uken', MONTH: 'Denne måneden' },
      loading: 'Laster vinnere…',
      empty: 'Ingen gevinster ennå. Din kan bli den første.',
      failed: 'Vi kunne ikke laste vinnerne.',
      retry: 'Prøv igjen',
    },
    menu: { label: 'Kasinokategorier', lobby: 'Lobby', allGames: 'Alle spill' },
    bonusMaxBet: 'Mens bonusen din er aktiv, er høyeste innsats {{amount}}.',
  },
  pt: {
    winners: {
      label: 'Vencedores',
      topTitle: 'Maiores vencedores',
      latestTitle: 'Últimos vencedores',
      rangeLabel: 'Período',
      range: { DAY: 'Hoje', WEEK: 'Esta semana', MONTH: 'Este mês' },
      loading: 'Carregando vencedores…',
      empty: 'Ainda não há prêmios aqui. O seu pode ser o primeiro.',
      failed: 'Não foi possível carregar os vencedores.',
      retry: 'Tentar novamente',
    },
    menu: { label: 'Categorias do cassino', lobby: 'Lobby', allGames: 'Todos os jogos' },
    bonusMaxBet: 'Enquanto o seu bônus estiver ativo, a aposta máxima é {{amount}}.',
  },
  fr: {
    winners: {
      label: 'Gagnants',
      topTitle: 'Meilleurs gagnants',
      latestTitle: 'Derniers gagnants',
      rangeLabel: 'Période',
      range: { DAY: "Aujourd'hui", WEEK: 'Cette semaine', MONTH: 'Ce mois-ci' },
      loading: 'Chargement des gagnants…',
      empty: 'Aucun gain pour le moment. Le vôtre pourrait être le premier.',
      failed: "Les gagnants n'ont pas pu être chargés.",
      retry: 'Réessayer',
    },
    menu: { label: 'Catégories du casino', lobby: 'Lobby', allGames: 'Tous les jeux' },
    bonusMaxBet: 'Tant que votre bonus est actif, la mise maximale est de {{amount}}.',
  },
};
