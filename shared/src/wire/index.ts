/**
 * `@casino/shared/wire`: the shapes that cross the wire between the site and the platform (REST
 * and content), shared by the front end and the sandbox.
 */
export { PAYMENT_METHODS, TILE_SIZES, TRANSACTION_CATEGORIES, TRANSACTION_STATUSES, type ContentVisibility, type DepositCountGroup, type KycStatus, type TileSize } from '../constants/enums';
export type {
  CasinoSettings,
  ContentDocument,
  ContentGame,
  FooterList,
  GameCategory,
  PayAndPlayBanner,
  PaymentMethodContent,
  PaymentMethodLimit,
  PerDevice,
  Promotion,
  PromotionCategory,
  Provider,
  StaticPage,
  TargetAudience,
} from '../content/content-types';
export {
  loginRequestSchema,
  playerProfileSchema,
  refreshRequestSchema,
  tokenResponseSchema,
  transactionSummarySchema,
  type LoginRequest,
  type PlayerProfile,
  type RefreshRequest,
  type TokenResponse,
  type TransactionSummary,
} from './player';
export {
  playerAttributeChangeMessageSchema,
  walletBalanceMessageSchema,
  walletSchema,
  type BalanceMap,
  type Wallet,
  type WalletMessage,
} from './wallet';
export {
  payAndPlayAuthorizeSchema,
  payAndPlayCodeRequestSchema,
  payAndPlayCodeSchema,
  payAndPlayLoginRequestSchema,
  payAndPlayUpdateRequestSchema,
  type PayAndPlayAuthorize,
  type PayAndPlayCode,
  type PayAndPlayCodeRequest,
  type PayAndPlayLoginRequest,
  type PayAndPlayUpdateRequest,
} from './cashier';
export { errorBodySchema, type ErrorBody, type FieldError } from './errors';
export {
  depositLimitCheckRequestSchema,
  depositLimitCheckSchema,
  depositRequestSchema,
  depositSchema,
  netPositionSchema,
  pendingWithdrawalAnswerSchema,
  pendingWithdrawalSchema,
  recentDepositMethodsSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
  withdrawalCancellationRequestSchema,
  withdrawalLimitCheckRequestSchema,
  withdrawalLimitCheckSchema,
  withdrawalRequestSchema,
  type Deposit,
  type DepositLimitCheck,
  type DepositLimitCheckRequest,
  type DepositRequest,
  type NetPosition,
  type PaymentMethod,
  type PendingWithdrawal,
  type Transaction,
  type TransactionsQuery,
  type WithdrawalCancellationRequest,
  type WithdrawalLimitCheck,
  type WithdrawalLimitCheckRequest,
  type WithdrawalRequest,
} from './cashier';
export {
  LOBBY_PAGE_TYPES,
  MY_GAMES_CATEGORIES,
  myGamesAddRequestSchema,
  myGamesCategorySchema,
  myGamesListSchema,
  recentGameRequestSchema,
  type MyGamesAddRequest,
  type MyGamesCategory,
  type MyGamesList,
  type RecentGameRequest,
} from './my-games';
export {
  accessContextSchema,
  manualClaimAvailabilitySchema,
  passwordResetResultSchema,
  platformFeaturesSchema,
  platformStatusSchema,
  termsVersionSchema,
  type AccessContext,
  type ManualClaimAvailability,
  type PasswordResetRequest,
  type PasswordResetResult,
  type PlatformFeatures,
  type PlatformStatus,
  type TermsVersion,
} from './platform';
export {
  cookieConsentSchema,
  cookieConsentUpdateRequestSchema,
  profileUpdateRequestSchema,
} from './account';
export { rewardsSchema, type Reward } from './bonus';
