import type { i18n as I18n } from 'i18next';

/**
 * Loads one language's resources of a namespace: a dynamic `import()` of the module whose default
 * export they are, so that each language is a chunk of its own, fetched only when a page shows it.
 */
export type LanguageLoader<Resources extends object = object> = () => Promise<{ default: Resources }>;

/**
 * A remote's resources for one i18next namespace (issue 19: a player reads one language, so a page
 * fetches only that one): English, the reference every language is checked against and i18next's
 * fallback language (`fallbackLng: 'en'`), is in the start code; every other language is loaded on
 * demand, when a parcel mounts in it or the host changes to it.
 *
 * Declare one with `satisfies`, so `load` keeps its languages:
 * `export const translations = { namespace: 'casino', en, load: { fi: () => import('./locales/fi'), … } } satisfies TextsBundle<CasinoTexts>;`
 * Each language module is complete: a regional language (`pt-BR`) is loaded alone, never with its base (`pt`).
 */
export interface TextsBundle<Resources extends object = object, Language extends string = string> {
  /** The i18next namespace, e.g. `casino`. */
  readonly namespace: string;
  /** The English resources. */
  readonly en: Resources;
  /** The loader of each other language, by i18next language (`fi`, `pt-BR`). */
  readonly load: Readonly<Record<Language, LanguageLoader<Resources>>>;
  /**
   * Set when the bundle's parcels word dates with date-fns: loads an i18n language's date words
   * (`loadDateFnsLocale` of `@casino/shared/money`, which never rejects). A language's load then brings them
   * too, and its texts are added only when both are there, so a parcel never words a date in English inside a
   * sentence in another language. A remote that words no dates leaves it out and bundles no date locale.
   */
  readonly loadDateLocale?: (language: string) => Promise<void>;
}

/**
 * How long a mount waits for its language's resources before it renders with English (the fallback)
 * anyway, in ms; they show as soon as they arrive. The host waits as long for its own texts (its locale
 * backend). A chunk's own timeout (webpack: 120 s) would leave the area
 * blank for that long on a stalled request.
 */
export const TEXTS_WAIT_MS = 3000;

/** Per i18n instance: `namespace|language` → the (in-flight or settled) adding of those resources. */
const added = new WeakMap<I18n, Map<string, Promise<void>>>();

function addedOf(i18n: I18n): Map<string, Promise<void>> {
  let map = added.get(i18n);
  if (!map) {
    map = new Map();
    added.set(i18n, map);
  }
  return map;
}

/**
 * The language of `bundle` whose resources serve an i18n `language`: the language itself, else its base
 * (`pt-BR` → `pt` in a bundle without Brazilian texts); null for English, or a language the bundle lacks,
 * which read English.
 */
export function bundleLanguageOf(bundle: TextsBundle, language: string | undefined): string | null {
  if (!language) return null;
  const base = language.split('-')[0] ?? language;
  for (const candidate of [language, base]) {
    if (candidate === 'en') return null;
    if (Object.hasOwn(bundle.load, candidate)) return candidate;
  }
  return null;
}

/** The English part of a texts bundle: a part of a namespace a parcel adds (`addEnglishTexts`; `lazyPage`'s `texts`). */
export type EnglishTexts = Pick<TextsBundle, 'namespace' | 'en'>;

/** Per i18n instance: the bundles whose English resources it has. */
const englishAdded = new WeakMap<I18n, WeakSet<EnglishTexts>>();

/**
 * Adds the English resources of `bundle` to `i18n`, once per instance and bundle; synchronous. Two bundles may
 * hold parts of one namespace (a remote's parcels each bring the English they show: the account remote's
 * sign-up and password reset leave out the account area's texts) and are merged, deep, never overwriting.
 * Silently: they are added before the first component of their namespace renders (`createParcel`'s mount), so
 * no component needs the store's `added` event, on which every `useTranslation` on the page re-renders
 * (`bindI18nStore: 'added'`): a remote's start re-rendered the whole page, every game tile of the lobby
 * included, once per remote mounted. A part added later holds only keys that nothing rendered yet uses.
 */
export function addEnglishTexts(i18n: I18n, bundle: EnglishTexts): void {
  let bundles = englishAdded.get(i18n);
  if (!bundles) {
    bundles = new WeakSet();
    englishAdded.set(i18n, bundles);
  }
  if (bundles.has(bundle)) return;
  i18n.addResourceBundle('en', bundle.namespace, bundle.en, true, false, { silent: true });
  bundles.add(bundle);
}

/**
 * Loads the resources of `bundle` that serve `language` (`bundleLanguageOf`) and adds them to `i18n`,
 * once per instance: a second call gets the first one's promise. It never rejects: a load that fails is
 * logged, English stays (the fallback), and the next call tries again.
 *
 * The add tells the store's listeners (`added`: every `useTranslation` on the page re-renders) unless
 * `options.silent()` says, when the resources arrive, that nothing of the namespace has rendered yet (a mount
 * still waiting for them before its first render).
 */
export function loadLanguageTexts(i18n: I18n, bundle: TextsBundle, language: string | undefined, options: { silent?: () => boolean } = {}): Promise<void> {
  const bundleLanguage = bundleLanguageOf(bundle, language);
  // Loaded once each (`loadDateFnsLocale`), so asking again for a known language costs nothing.
  const dateWords = bundle.loadDateLocale && language ? bundle.loadDateLocale(language) : Promise.resolve();
  // A language read with English texts may still have its own date words (none of the apps has such a gap).
  if (!bundleLanguage) return dateWords;
  const map = addedOf(i18n);
  const key = `${bundle.namespace}|${bundleLanguage}`;
  const known = map.get(key);
  if (known) return known;
  const loading = Promise.resolve()
    .then(() => Promise.all([bundle.load[bundleLanguage]!(), dateWords]))
    .then(
      ([module]) => {
        i18n.addResourceBundle(bundleLanguage, bundle.namespace, module.default, true, false, { silent: options.silent?.() ?? false });
      },
      (error: unknown) => {
        map.delete(key);
        console.error(`The ${bundle.namespace} texts in ${bundleLanguage} could not be loaded; English shows instead`, error);
      },
    );
  map.set(key, loading);
  return loading;
}

/**
 * Loads the resources of `bundle` for each language `i18n` changes to, from the moment the change starts
 * (`languageChanging`, beside the host's own locale file), and again at `languageChanged` for a change
 * begun before this listened. Components show them when they arrive if the instance re-renders on added
 * resources (react-i18next's `bindI18nStore: 'added'`, as the host sets it).
 *
 * @returns a function that stops listening.
 */
export function followLanguage(i18n: I18n, bundle: TextsBundle): () => void {
  const onChange = (language: unknown) => {
    if (typeof language === 'string') void loadLanguageTexts(i18n, bundle, language);
  };
  i18n.on('languageChanging', onChange);
  i18n.on('languageChanged', onChange);
  return () => {
    i18n.off('languageChanging', onChange);
    i18n.off('languageChanged', onChange);
  };
}

/** Resolves when `promise` settles or after `ms`, whichever is first. */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}
