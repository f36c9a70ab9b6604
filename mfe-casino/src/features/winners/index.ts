export { WinnersWidget } from './components/winners-widget';
export { WinnersBoundary } from './components/winners-boundary';
