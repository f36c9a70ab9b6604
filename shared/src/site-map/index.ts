/**
 * `@casino/shared/site-map`: the site's pages as host and remotes name them (spec 000 §2): each
 * remote area's base path, owner and page id, the host's own pages and the page ids.
 */
export {
  ACCOUNT_PAGES,
  PAGE_IDS,
  REDIRECT_PARAM,
  SHELL_PAGES,
  SITE_AREAS,
  STATIC_PAGE_PATHS,
  isUnder,
  siteAreaOf,
  type SiteAreaName,
} from './site-map';
