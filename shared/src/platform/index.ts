/**
 * `@casino/shared/platform`: the clients the host hands to every parcel (http, content), the errors
 * they normalise to, and the reader of a bonus refusal (spec 001 §7, §8).
 */
export { PAGE_SIZE, PARTNER_ID, SITE_ID, TIME_WINDOW_OPTIONS_HOURS, TRANSACTION_POLL_INTERVAL_MS } from '../constants/platform';
export { createHttpClient } from './http-client';
export { createContentClient } from './content-client';
export { PlatformError, normalisePlatformError, type FieldError } from '../http/platform-error';
export { bonusFailureOf, type BonusConflict, type BonusFailure } from '../http/bonus-failure';
export type { ContentClient } from '../content/content-types';
