export { WinnersWidget, type WinnersWidgetProps } from './components/winners-widget';
export { WinnersBoundary } from './components/winners-boundary';
