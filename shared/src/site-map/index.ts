/**
 * `@casino/shared/site-map`: the site's pages as host and remotes name them (spec 000 §2): each
 * remote area's base path, owner and page id, the host's own pages, the page ids and the verification
 * page's entry points.
 */
export {
  ACCOUNT_PAGES,
  PAGE_IDS,
  REDIRECT_PARAM,
  SHELL_PAGES,
  SITE_AREAS,
  STATIC_PAGE_PATHS,
  VERIFICATION_ENTRY_PARAM,
  isUnder,
  siteAreaOf,
  verificationPageFrom,
  type SiteAreaName,
} from './site-map';
export { VERIFICATION_ENTRY_POINTS, type VerificationEntryPoint } from '../constants/enums';
