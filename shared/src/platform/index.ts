/**
 * `@casino/shared/platform`: the clients the host hands to every parcel (http, content) and the
 * errors they normalise to (spec 001 §7, §8).
 */
export { PAGE_SIZE, PARTNER_ID, SITE_ID, TIME_WINDOW_OPTIONS_HOURS, TRANSACTION_POLL_INTERVAL_MS } from '../constants/platform';
export { createHttpClient } from './http-client';
export { createContentClient } from './content-client';
export { PlatformError, normalisePlatformError, type FieldError } from '../http/platform-error';
export type { ContentClient } from '../content/content-types';
