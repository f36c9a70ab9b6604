// The public pages' public face: the notices other features show (README, "Layers").
export { MaintenancePage, RestrictedPage } from './notice-pages';
