import { parseLocalePath, resolveSegment, translationLanguageOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useHostServices } from '../../lib/host-services';

/**
 * Guards the `/{lang}-{MARKET}` segment (spec 000 §2, §5): an unknown or not-allowed segment
 * redirects to the default locale keeping the rest of the path; an allowed one becomes the bus's
 * `locale` state, the i18n language (`translationLanguageOf`) and the page's `lang` before anything
 * below renders.
 */
export function LocaleGate({ children }: { children: ReactNode }) {
  const { segment = '' } = useParams();
  const location = useLocation();
  const { i18n } = usePlatform();
  const { bus } = useHostServices();
  const current = useBusState('locale');
  const locale = resolveSegment(segment, { germanyAsJJ: Boolean(bus.get('features').germanyAsJJ) });

  useLayoutEffect(() => {
    if (!locale) return;
    if (bus.get('locale').segment !== locale.segment || bus.get('locale').market !== locale.market) bus.set('locale', locale);
    const language = translationLanguageOf(locale.languageCode);
    if (i18n.language !== language) void i18n.changeLanguage(language);
    // The language the page's texts are in (`pt-BR` in Brazil, `es` in Chile), for screen readers and the
    // browser's spelling and translation offers; `en-NL`'s locale would say Dutch.
    document.documentElement.lang = language;
  }, [bus, i18n, locale]);

  if (!locale) {
    const target = parseLocalePath(location.pathname);
    return <Navigate replace to={target.kind === 'redirect' ? `${target.to}${location.search}` : '/en-UN'} />;
  }
  return current.segment === locale.segment ? <>{children}</> : null;
}

/** Sends a path without a segment (`/`, `/x`, `/online-casino`) to the default locale (spec 000 §2). */
export function LocaleRedirect() {
  const location = useLocation();
  const target = parseLocalePath(location.pathname);
  return <Navigate replace to={target.kind === 'redirect' ? `${target.to}${location.search}` : '/en-UN'} />;
}
