import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createLocaleBackend } from './locale-backend';

/** Languages whose host texts are complete; any other falls back to English. */
export const SHIPPED_LANGUAGES = ['en', 'fi', 'de', 'no', 'pt', 'fr'] as const;

/**
 * The host's i18next instance (spec 000 §7): the `default` namespace from the platform's locale
 * files; remotes add their own namespaces to the same instance when they mount.
 */
export function createI18n(platformUrl: string, language: string): I18n {
  const i18n = i18next.createInstance();
  void i18n
    .use(createLocaleBackend({ baseUrl: platformUrl }))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      ns: ['default'],
      defaultNS: 'default',
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18n;
}
