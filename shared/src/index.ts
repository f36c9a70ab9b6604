/**
 * @casino/shared: the platform contract (bus, mount props, release manifest; version
 * `CONTRACT_VERSION`) and the common kit every app uses (markets, money, spec constants, the
 * parcel factory, theme). Implementation lives in the folders; this file only re-exports.
 */
export { CONTRACT_VERSION, isContractCompatible, majorOf } from './contract/contract-version';
export {
  REMOTE_NAMES,
  federationNameOf,
  parseReleaseManifest,
  releaseManifestSchema,
  resolveRemotes,
  type PublishedVersion,
  type ReleaseManifest,
  type RemoteName,
  type ResolvedRemote,
} from './contract/release-manifest';

export { createPlatformBus, type PlatformBus, type StateKey } from './bus/platform-bus';
export type { PlatformEvent, PlatformEventOf, PlatformEventType } from './bus/events';
export {
  initialPlatformState,
  type AccessContext,
  type AccessRights,
  type TransactionSummary,
  type BalanceMap,
  type CookieConsent,
  type FeatureFlags,
  type PlatformState,
  type PlayerProfile,
  type PlayerSessionClaims,
  type PlayerStation,
  type RouteLocation,
  type SessionState,
  type WalletState,
} from './bus/state';

export { assertMountProps, mountPropsSchema, type MountProps } from './parcel/mount-props';
export { createParcel, createQueryClient, RemoteProviders, type CreateParcelOptions, type ExposedParcelModule } from './parcel/create-parcel';
export { BusRouter, type BusRouterProps } from './parcel/bus-router';
export { PlatformProvider, useBusState, usePlatform } from './parcel/platform-context';

export * from './constants/platform';
export * from './constants/enums';
export {
  MARKETS,
  LANGUAGE_CODES,
  SWEDEN,
  DEFAULT_LOCALE,
  allowedSegments,
  apiLanguageCodeOf,
  canadaSegmentFor,
  contentLocaleOfCountry,
  findMarket,
  originCountryOf,
  resolveSegment,
  tournamentLanguageOf,
  translationLanguageOf,
  type LocaleInfo,
  type Market,
  type MarketFlags,
  type MarketSegment,
} from './markets/markets';
export { localePath, parseLocalePath, type LocalePathResult } from './markets/locale-path';
export { CURRENCY_SYMBOLS, currencyPlacement, formatAmount, formatApiDate, formatDisplayDate, formatMoney, type CurrencyPlacement } from './money/currency';

export {
  NETWORK_ERROR_MESSAGE,
  PlatformError,
  TIMEOUT_MESSAGES,
  codeFromMessage,
  normalisePlatformError,
  type FieldError,
  type PlatformErrorKind,
} from './http/platform-error';
export type * from './content/content-types';

export { theme, type Theme } from './ui/theme';
export { deviceClassOf, layoutDeviceTypeOf } from './ui/layout-device';

export { createHttpClient, SITE_CONTEXT_HEADER, type HttpClientOptions } from './platform/http-client';
export { createContentClient, type ContentClientOptions } from './platform/content-client';
export { bindBusToHistory } from './harness/history-binding';

export {
  ACCEPT_TERMS_PATH,
  ACCESS_ERROR_PATH,
  ACCOUNT_PATH,
  CASINO_BLOCKED_COUNTRY,
  GATED_PREFIXES,
  PLAYER_ONLY_PREFIXES,
  SPORTSBOOK_BLOCKED_MARKETS,
  SPORTSBOOK_RESTRICTED_PROVINCES,
  accessRightsOf,
  evaluateGuards,
  isNewerTermsVersion,
  isPayoutBlocked,
  isSupportWidgetVisible,
  isUnder,
  verticalOf,
  type GuardContext,
  type GuardDecision,
} from './access/guards';
export { Button, PageFrame, PageHeader, PageTitle, TextLink, VisuallyHidden, focusRing } from './ui/primitives';
export { DEVICE_MEDIA_QUERIES, layoutDeviceOf, useLayoutDevice, type LayoutDevice } from './ui/use-layout-device';
export { useFullScreen } from './ui/use-full-screen';
export { useResponsiveImage, type ResponsiveImageSources } from './ui/use-responsive-image';
export { sanitizeHtml, type SanitizeOptions } from './ui/sanitize-html';
export { EmptyState, ErrorState, type EmptyStateProps, type ErrorStateProps } from './ui/status-message';
