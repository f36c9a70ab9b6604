/** spec 000 §9: cookie and id-token lifetime, one year, in seconds. */
export const COOKIE_LIFETIME_SECONDS = 31_536_000;
/** spec 000 §9: inactivity threshold and its check interval, in ms. */
export const INACTIVITY_LIMIT_MS = 1_800_000;
export const INACTIVITY_CHECK_INTERVAL_MS = 180_000;
/** spec 000 §9: locale text is retried up to 3 times, 2000 ms × attempt number apart. */
export const LOCALE_RETRY = { maxRetries: 3, delayPerAttemptMs: 2000 } as const;
/** spec 000 §7, §9: the wallet-bonus socket. */
export const WALLET_SOCKET = { maxReconnects: 10, reconnectDelayMs: 3000, pingIntervalMs: 20_000 } as const;
/** spec 000 §9: wallet polling interval when the socket is down, in ms. */
export const WALLET_POLL_INTERVAL_MS = 20_000;
/** spec 001 §4, §9: the activity timer counts down every 60000 ms. */
export const ACTIVITY_TIMER_POLL_MS = 60_000;
