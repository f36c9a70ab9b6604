/**
 * `@casino/shared/wire`: the shapes that cross the wire between the site and the platform (REST
 * and content), shared by the front end and the sandbox.
 */
export { KYC_STATUSES, PAYMENT_METHODS, TILE_SIZES, type ContentVisibility, type DepositCountGroup, type KycStatus, type TileSize } from '../constants/enums';
export type {
  CasinoSettings,
  ContentDocument,
  ContentGame,
  FooterList,
  GameCategory,
  PaymentMethodContent,
  PerDevice,
  Promotion,
  PromotionCategory,
  Provider,
  StaticPage,
  TargetAudience,
} from '../content/content-types';
