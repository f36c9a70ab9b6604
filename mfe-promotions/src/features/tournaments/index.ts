export { TournamentPage } from './components/tournament-page';
export { TournamentsPage } from './components/tournaments-page';
