import type { BackendModule, i18n as I18n, ReadCallback } from 'i18next';
import { TEXTS_WAIT_MS } from '@casino/shared/parcel';
import { LOCALE_RETRY } from '../../lib/spec-constants';
import { localeTextsUrl } from './early-texts';

export interface LocaleBackendOptions {
  /** The platform URL the locale files live under. */
  baseUrl: string;
  /** Waits `ms`; replaced in tests to drive the clock. */
  sleep?: (ms: number) => Promise<void>;
  fetch?: typeof fetch;
  /** Told of each attempt that failed, retried or not (the backend then serves the fallback). */
  onAttemptFailed?: (error: unknown) => void;
  /** A response already on its way for a URL (the entry chunk's, `takeTextsResponse`), used by the first attempt. */
  earlyResponse?: (url: string) => Promise<Response> | null;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Fetches `GET {baseUrl}/locales/{lang}/default.json` (spec 000 §7), retried up to 3 times with a
 * wait of 2000 ms × attempt number (spec 000 §9); the first attempt takes a response already on its way
 * (`options.earlyResponse`) when there is one. Throws the last error after the last retry.
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
      const url = localeTextsUrl(options.baseUrl, language);
      const response = await ((attempt === 0 ? options.earlyResponse?.(url) : null) ?? doFetch(url));
      if (!response.ok) throw new Error(`Locale text for ${language}: HTTP ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    } catch (error) {
      lastError = error;
      options.onAttemptFailed?.(error);
    }
  }
  throw lastError;
}

/**
 * The texts a language reads while its file cannot be had (issue 21 point 4: not a white page through the
 * retries, then keys). English: the host's own English, the very file the platform serves (the sandbox's
 * seed, read at build time: one source of the texts), in a chunk of its own that is fetched only then, so
 * the first load carries none of it. Any other language: nothing, so that i18next reads each text from the
 * next language of its chain (`pt-BR` → `pt` → `en`, `fallbackLng`): a player of a market whose file fails
 * reads English, the language every market's texts are checked against, rather than keys.
 */
export async function fallbackTexts(language: string): Promise<Record<string, unknown>> {
  if (language !== 'en') return {};
  const english = await import(/* webpackChunkName: "host-texts-en" */ '../../../../sandbox/seed-data/locales/en/default.json');
  // A copy: i18next merges a later file into the object it was given.
  return structuredClone(english.default);
}

/**
 * An i18next backend reading the platform's locale files for the `default` namespace. Other
 * namespaces belong to remotes, which add them as bundles when they mount.
 *
 * A file that fails once, or has not come after `TEXTS_WAIT_MS` (shared's: the wait a remote gives its own
 * language; a stalled request would otherwise keep the page waiting for the browser's time-out), is answered with its fallback
 * (`fallbackTexts`) at once, so the page renders; the retries of spec 000 §9 go on behind it, and a file
 * that comes later replaces the fallback: it is added to `i18n`, the instance the backend serves (whose
 * components re-render on added resources).
 */
export function createLocaleBackend(options: LocaleBackendOptions, i18n: Pick<I18n, 'addResourceBundle'>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      if (namespace !== 'default') {
        callback(null, {});
        return;
      }
      let answered = false;
      let fallingBack = false;
      const answer: ReadCallback = (error, data) => {
        if (answered) return;
        answered = true;
        callback(error, data);
      };
      const fallBack = () => {
        if (fallingBack) return;
        fallingBack = true;
        clearTimeout(stalled);
        // A fallback chunk that cannot load either leaves the answer to the last retry.
        fallbackTexts(language).then((texts) => answer(null, texts), () => undefined);
      };
      const stalled = setTimeout(fallBack, TEXTS_WAIT_MS);
      fetchLocaleText(language, { ...options, onAttemptFailed: fallBack }).then(
        (texts) => {
          clearTimeout(stalled);
          if (answered) i18n.addResourceBundle(language, namespace, texts, true, true);
          else answer(null, texts);
        },
        (error: Error) => {
          clearTimeout(stalled);
          if (answered) console.error(`The host's texts in ${language} could not be loaded; the fallback stays`, error);
          // The second argument false tells i18next not to retry on its own: we already did.
          else answer(error, false);
        },
      );
    },
  };
}
