import type { BackendModule, ReadCallback } from 'i18next';
import { LOCALE_RETRY } from '../../lib/spec-constants';

export interface LocaleBackendOptions {
  /** The platform URL the locale files live under. */
  baseUrl: string;
  /** Waits `ms`; replaced in tests to drive the clock. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches `GET {baseUrl}/locales/{lang}/default.json` (spec 000 §7), retried up to 3 times with a
 * wait of 2000 ms × attempt number (spec 000 §9). Throws the last error after the last retry.
 *
 * @returns the translations object.
 */
export async function fetchLocaleText(language: string, options: LocaleBackendOptions): Promise<Record<string, unknown>> {
  const sleep = options.sleep ?? defaultSleep;
  const doFetch = options.fetch ?? fetch;
  let lastError: unknown;
  for (let attempt = 0; attempt <= LOCALE_RETRY.maxRetries; attempt += 1) {
    if (attempt > 0) await sleep(LOCALE_RETRY.delayPerAttemptMs * attempt);
    try {
      const response = await doFetch(`${options.baseUrl}/locales/${encodeURIComponent(language)}/default.json`);
      if (!response.ok) throw new Error(`Locale text for ${language}: HTTP ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * An i18next backend reading the platform's locale files for the `default` namespace. Other
 * namespaces belong to remotes, which add them as bundles when they mount.
 */
export function createLocaleBackend(options: LocaleBackendOptions): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      if (namespace !== 'default') {
        callback(null, {});
        return;
      }
      // The second argument false tells i18next not to retry on its own: we already did.
      fetchLocaleText(language, options).then(
        (data) => callback(null, data),
        (error: Error) => callback(error, false),
      );
    },
  };
}
