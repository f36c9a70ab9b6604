import type { ContentDocument } from '@casino/shared/wire';

/**
 * Document types the sandbox seeds that `@casino/shared`'s content types do not describe (yet). The
 * other types (`game`, `gameCategory`, `provider`, `casinoSettings`, `promotion`, `promotionCategory`,
 * `staticPage`, `footerList`, `paymentMethod`) are the shared ones, seeded exactly.
 */

/** spec 000 §3 Sub-provider: a studio whose games come through a provider. */
export interface SubProviderDocument extends ContentDocument {
  _type: 'subProvider';
  /** The part of `_id` after the dash: `subprovider-netent` → `netent`. */
  providerId: string;
  title: string;
  providerImgUrl: string;
  /** The provider id the studio's games are launched through (its play path). */
  provider: string;
  /** Countries where the studio's games are not offered. */
  restrictedCountries: string[];
}

/** The category order of a lobby page (spec 000 §2 page ids `casino-lobby`, `live-casino`). */
export interface LobbyDocument extends ContentDocument {
  _type: 'lobby';
  pageId: 'casino-lobby' | 'live-casino';
  categories: string[];
}

/** spec 000 §3 TermAndConditionVersioning: the current terms version and its files (none in the sandbox). */
export interface TermsVersionDocument extends ContentDocument {
  _type: 'termsVersion';
  version: string;
  files: Array<{ title: string; url: string }>;
}
