import { TRANSLATION_LANGUAGES } from '@casino/shared/market';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { takeTextsResponse } from './early-texts';
import { createLocaleBackend } from './locale-backend';

/**
 * The host's i18next instance (spec 000 §7): the `default` namespace from the platform's locale
 * files; remotes add their own namespaces to the same instance when they mount, English at once and the
 * page's language as it loads (issue 19), so components re-render on added resources
 * (`bindI18nStore: 'added'`): a remote's texts that arrive after a language change show. The languages are
 * every enabled market's (`TRANSLATION_LANGUAGES`, each complete: `npm run i18n:check`); a text a
 * regional language lacks comes from its base language (`pt-BR` → `pt`), then English, and a
 * language outside the list is never requested: it reads English. A locale file that fails or stalls is
 * answered with a fallback at once (`createLocaleBackend`): English, never keys or a white page.
 */
export function createI18n(platformUrl: string, language: string): I18n {
  const i18n = i18next.createInstance();
  void i18n
    .use(createLocaleBackend({ baseUrl: platformUrl, earlyResponse: takeTextsResponse }, i18n))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...TRANSLATION_LANGUAGES],
      ns: ['default'],
      defaultNS: 'default',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false, bindI18nStore: 'added' },
      // Ask for the texts now, not in a timer after the start's long task: every label waits for them, and the
      // session's requests, started next, would otherwise go first (issue 19: the transactions page's first paint).
      initAsync: false,
    });
  return i18n;
}
