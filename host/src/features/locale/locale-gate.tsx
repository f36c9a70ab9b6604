import { parseLocalePath, playerSegmentOf, resolveSegment, translationLanguageOf } from '@casino/shared/market';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { useLayoutEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from '@casino/shared-modules/react-router';
import { useHostServices } from '../../lib/host-services';

/**
 * Guards the `/{lang}-{MARKET}` segment (spec 000 §2, §5): an unknown or not-allowed segment
 * redirects to the default locale keeping the rest of the path; an allowed one becomes the bus's
 * `locale` state, the i18n language (`translationLanguageOf`) and the page's `lang` before anything
 * below renders.
 *
 * The player's market governs (issue 18 point 1): once a logged-in player's profile is in (after a login, or
 * on any page load with a session), a segment of another market is replaced by the player's own
 * (`playerSegmentOf`: country, language, Quebec → French Canadian; Germany resolves to JJ under its flag), keeping
 * the page, its query, hash and history state. A segment of the player's market in another of its languages
 * (`/en-FI` for a Finnish player) is kept. Anonymous visitors keep the URL's market.
 */
export function LocaleGate({ children }: { children: ReactNode }) {
  const { segment = '' } = useParams();
  const location = useLocation();
  const { i18n } = usePlatform();
  const { bus } = useHostServices();
  const current = useBusState('locale');
  const profile = useBusState('profile');
  const flags = { germanyAsJJ: Boolean(bus.get('features').germanyAsJJ) };
  const locale = resolveSegment(segment, flags);
  const playerSegment = profile ? playerSegmentOf(profile) : null;
  const playerMarket = playerSegment ? resolveSegment(playerSegment, flags)?.market : undefined;
  const elsewhere = Boolean(locale && playerSegment && playerMarket !== locale.market);

  useLayoutEffect(() => {
    if (!locale || elsewhere) return;
    if (bus.get('locale').segment !== locale.segment || bus.get('locale').market !== locale.market) bus.set('locale', locale);
    const language = translationLanguageOf(locale.languageCode);
    if (i18n.language !== language) void i18n.changeLanguage(language);
    // The language the page's texts are in (`pt-BR` in Brazil, `es` in Chile), for screen readers and the
    // browser's spelling and translation offers; `en-NL`'s locale would say Dutch.
    document.documentElement.lang = language;
  }, [bus, i18n, locale, elsewhere]);

  if (!locale) {
    const target = parseLocalePath(location.pathname);
    return <Navigate replace to={target.kind === 'redirect' ? `${target.to}${location.search}` : '/en-UN'} />;
  }
  if (elsewhere && playerSegment) {
    const rest = location.pathname.slice(segment.length + 1);
    // Keyed by the location: a second visit to another market (a NAVIGATE to the page kept before the login, sent
    // just after this redirect) must redirect again, and a Navigate kept mounted with the same target would not.
    return <Navigate key={location.key} replace to={`/${playerSegment}${rest}${location.search}${location.hash}`} state={location.state} />;
  }
  return current.segment === locale.segment ? <>{children}</> : null;
}

/** Sends a path without a segment (`/`, `/x`, `/online-casino`) to the default locale (spec 000 §2). */
export function LocaleRedirect() {
  const location = useLocation();
  const target = parseLocalePath(location.pathname);
  return <Navigate replace to={target.kind === 'redirect' ? `${target.to}${location.search}` : '/en-UN'} />;
}
