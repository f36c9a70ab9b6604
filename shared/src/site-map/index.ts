/**
 * `@casino/shared/site-map`: the site's pages as host and remotes name them (spec 000 §2).
 */
export { PAGE_IDS } from '../constants/enums';
