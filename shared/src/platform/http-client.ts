import axios, { type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS, SITE_ID } from '../constants/platform';
import { normalisePlatformError } from '../http/platform-error';

/** The header anonymous calls carry (spec 001 §7): the site context with siteId 1. */
export const SITE_CONTEXT_HEADER = 'x-site-context';

export interface HttpClientOptions {
  /** The platform's base URL, e.g. `http://localhost:4000`. */
  baseURL: string;
  /** The identity token for authorised calls, or null for an anonymous visitor. Read on every call. */
  getToken?: () => string | null;
  /**
   * Called when the platform answers 401, or a 403 without a platform error code, to an authorised call
   * (spec 000 §4 "a 401 or 403 on most calls logs the player out"): log the player out. A 403 that names
   * its code refuses that one action (a withdrawal outcome, `error.vonage.validation`, a limit) and leaves
   * the session alone.
   */
  onUnauthorized?: (status: 401 | 403) => void;
  /** Request timeout in ms; spec 000 §9's 120000 by default. */
  timeoutMs?: number;
}

/**
 * The platform http client (spec 001 §7, §8): axios with the base URL, the `Authorization`
 * header for a logged-in player or the site-context header `{"siteId":1}` for an anonymous one (on calls to
 * the platform's origin only; never to an absolute URL elsewhere), a
 * 120000 ms timeout, and every failure rejected as a `PlatformError` (4xx client, 5xx server, the
 * body's error and message fields, the two timeout messages, field errors).
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  const platformOrigin = new URL(options.baseURL).origin;
  http.interceptors.request.use((config) => {
    // An absolute URL on another origin (a provider's, a CDN's) gets neither the player's token nor the
    // site context: credentials go to the platform only (issue 21 point 8).
    if (new URL(http.getUri(config), platformOrigin).origin !== platformOrigin) return config;
    const token = options.getToken?.() ?? null;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    else config.headers.set(SITE_CONTEXT_HEADER, JSON.stringify({ siteId: SITE_ID }));
    return config;
  });
  http.interceptors.response.use(undefined, (error: unknown) => {
    const platformError = normalisePlatformError(error);
    const sentToken = Boolean((error as { config?: { headers?: { Authorization?: unknown } } }).config?.headers?.Authorization);
    const refusesSession = platformError.status === 401 || (platformError.status === 403 && platformError.code === undefined);
    if (sentToken && refusesSession) options.onUnauthorized?.(platformError.status as 401 | 403);
    return Promise.reject(platformError);
  });
  return http;
}
