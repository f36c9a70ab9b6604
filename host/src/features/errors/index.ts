// The errors feature's public face: the screens other features show (README, "Layers").
export { TryAgainScreen, type TryAgainScreenProps } from './error-screens';
export { NotFoundPage } from './status-pages';
