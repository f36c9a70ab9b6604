import axios, { type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import i18next from 'i18next';
import { createPlatformBus, type PlatformBus } from '../bus/platform-bus';
import type { PlatformState } from '../bus/state';
import type { ContentClient } from '../content/content-types';
import { CONTRACT_VERSION } from '../contract/contract-version';
import type { MountProps } from '../parcel/mount-props';
import { addEnglishTexts, followLanguage, loadLanguageTexts, type TextsBundle } from '../parcel/texts-bundle';

/** A canned platform answer: a body with status 200, or a full `{ status, data }`. */
export type CannedResponse = unknown | { status: number; data: unknown };

/** Routes of a test http client: `'GET /player/wallet'` → response, or a function of the request. */
export type HttpRoutes = Record<string, CannedResponse | ((config: InternalAxiosRequestConfig) => CannedResponse)>;

/**
 * A GROQ answer of a test content client: a value, an `Error` to fail the query with, or a function
 * of the query's parameters that returns either.
 */
export type ContentAnswer = unknown;

export interface TestPlatformOptions {
  /** Platform calls the parcel may make; any other call fails with 404 and is recorded in `unhandled`. */
  http?: HttpRoutes;
  /** GROQ answers (`ContentAnswer`): the first matcher whose key the query contains wins. */
  content?: Record<string, ContentAnswer>;
  /** The locale-prefixed path the parcel lives at, e.g. `/en-UN/online-casino`; `/en-UN` by default. */
  basePath?: string;
  state?: Partial<PlatformState>;
  /**
   * The remote's own texts (its `translations`, as `createParcel` takes them), added as a parcel adds them:
   * English at once, the i18n language's and those of each language the test changes to as they load (a
   * few microtasks later: `findBy…` waits for them).
   */
  translations?: TextsBundle;
  /** The http client's base URL, as the host sets it (e.g. to resolve media against). */
  platformUrl?: string;
}

export interface TestPlatform extends MountProps {
  /** The whole bus: a test plays the host, so it may set state. */
  bus: PlatformBus;
  /** Calls the http client got that no route answered, as `METHOD /path`. */
  unhandled: string[];
  /** Every content query made. */
  queries: string[];
}

const isFull = (value: unknown): value is { status: number; data: unknown } =>
  typeof value === 'object' && value !== null && 'status' in value && 'data' in value;

/**
 * Mount props for tests of parcels and features: a real bus, a real axios instance whose adapter
 * answers from `options.http`, a content client answering from `options.content` (values, errors or
 * functions of the query's parameters), and a real i18next with `options.translations` loaded.
 */
export function createTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const unhandled: string[] = [];
  const queries: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = (config.url ?? '').split('?')[0];
    const key = `${(config.method ?? 'get').toUpperCase()} ${path}`;
    const route = options.http?.[key];
    if (route === undefined) {
      unhandled.push(key);
      const response = { status: 404, statusText: 'Not Found', data: { message: `No test route for ${key}` }, headers: {}, config } as AxiosResponse;
      throw new axios.AxiosError('Not Found', 'ERR_BAD_REQUEST', config, null, response);
    }
    const answer = typeof route === 'function' ? (route as (c: InternalAxiosRequestConfig) => CannedResponse)(config) : route;
    const { status, data } = isFull(answer) ? answer : { status: 200, data: answer };
    const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
    if (status >= 400) throw new axios.AxiosError(`Status ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  const content: ContentClient = {
    fetch: async <R,>(query: string, params: Record<string, unknown> = {}) => {
      queries.push(query);
      const match = Object.entries(options.content ?? {}).find(([needle]) => query.includes(needle));
      if (!match) throw new Error(`No test content for query: ${query}`);
      const answer = typeof match[1] === 'function' ? (match[1] as (p: Record<string, unknown>) => unknown)(params) : match[1];
      if (answer instanceof Error) throw answer;
      return answer as R;
    },
  };
  const i18n = i18next.createInstance();
  // react: as the host's createI18n sets it, so components re-render when a language's texts arrive.
  void i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {},
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  const basePath = options.basePath ?? '/en-UN';
  const bus = createPlatformBus({ location: { pathname: basePath, search: '', hash: '' }, ...options.state });
  const platform = { bus, http: axios.create({ adapter, baseURL: options.platformUrl }), content, i18n, basePath, contractVersion: CONTRACT_VERSION, unhandled, queries };
  if (options.translations) addTranslations(platform, options.translations);
  return platform;
}

/**
 * Adds a remote's texts to a test platform's i18n as its parcel does while mounted: English at once, then
 * the current language's and each later one's as they load (not awaited; the platform lives as long as
 * its test, so it keeps following the language).
 */
export function addTranslations(platform: TestPlatform, translations: TextsBundle): void {
  addEnglishTexts(platform.i18n, translations);
  followLanguage(platform.i18n, translations);
  void loadLanguageTexts(platform.i18n, translations, platform.i18n.language);
}
