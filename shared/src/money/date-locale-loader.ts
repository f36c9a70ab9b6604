import type { Locale } from 'date-fns';

/*
 * Loading date-fns' locales, apart from the words themselves (`date-locale.ts`): what a texts bundle's
 * `loadDateLocale` needs, without British English and date-fns' formatters, so a parcel whose dates are on a later
 * screen (the deposit modal's limit notice) starts without them (issue 19).
 */

/**
 * How to load date-fns' locale for each i18n language of `TRANSLATION_LANGUAGES` but English, keyed as the
 * host's i18n names them (`translationLanguageOf`: `es` for Chile and Peru, `pt-BR` for Brazil; Norwegian is
 * Bokmål). Each is a chunk of its own (issue 19: a player reads one language; the nine locales together were
 * 10 KB brotli in every start that words dates). Filipino (`tl`) has none: date-fns has no Filipino locale,
 * so callers word Filipino dates with Intl's `FILIPINO_LOCALE` rather than put English words into a Tagalog
 * sentence.
 */
const DATE_FNS_LOCALE_LOADERS: Readonly<Record<string, () => Promise<Locale>>> = {
  fi: () => import('date-fns/locale/fi').then((module) => module.fi),
  de: () => import('date-fns/locale/de').then((module) => module.de),
  no: () => import('date-fns/locale/nb').then((module) => module.nb),
  pt: () => import('date-fns/locale/pt').then((module) => module.pt),
  fr: () => import('date-fns/locale/fr').then((module) => module.fr),
  es: () => import('date-fns/locale/es').then((module) => module.es),
  tr: () => import('date-fns/locale/tr').then((module) => module.tr),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((module) => module.ptBR),
};

/** The locales loaded so far, by i18n language. */
const loaded = new Map<string, Locale>();
/** The loads under way, by i18n language. */
const loading = new Map<string, Promise<void>>();

/** The date-fns locale of an i18n `language` once `loadDateFnsLocale` has loaded it, else undefined. */
export function loadedDateFnsLocale(language: string): Locale | undefined {
  return loaded.get(language);
}

/**
 * Loads the date-fns locale of an i18n `language` (a chunk of its own), once: a second call gets the first
 * one's promise, and a language that has none (English, Filipino) resolves at once. It never rejects: a load
 * that fails is logged, dates stay in British English, and the next call tries again.
 */
export function loadDateFnsLocale(language: string): Promise<void> {
  const load = DATE_FNS_LOCALE_LOADERS[language];
  if (!load || loaded.has(language)) return Promise.resolve();
  const known = loading.get(language);
  if (known) return known;
  const promise = load().then(
    (locale) => {
      loaded.set(language, locale);
      loading.delete(language);
    },
    (error: unknown) => {
      loading.delete(language);
      console.error(`The date words in ${language} could not be loaded; British English shows instead`, error);
    },
  );
  loading.set(language, promise);
  return promise;
}
