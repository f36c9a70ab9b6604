/**
 * `@casino/shared/bus`: the platform bus (ARCHITECTURE §5): its state streams, the event and
 * command union, and the bus itself. The host creates it; remotes get it through the mount props.
 */
export { createPlatformBus, readOnlyView, type PlatformBus } from './platform-bus';
export type { PlatformEvent } from './events';
export { COOKIE_CATEGORIES, type CookieCategory } from '../constants/enums';
export {
  initialPlatformState,
  type AccessRights,
  type BalanceMap,
  type CookieConsent,
  type PlatformState,
  type PlayerProfile,
  type PlayerSessionClaims,
  type SessionState,
} from './state';
