import type { MountProps } from '@casino/shared/contract';
import { useBusState, usePlatform } from '@casino/shared/parcel';
import { SPORTS_CONTEXT_HEADERS, sportsFrameContextSchema, type SportsFrameContext, type SportsFrameContextRequest, type SportsProvider } from '@casino/shared/wire';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readProviderSessionCookie } from '../lib/provider-session-cookie';

/** What an iframe context request says about the visit: its custom headers' values and the site's origin. */
export interface IframeContextRequest {
  provider: SportsProvider;
  /** The market id, e.g. `FI`. */
  market: string;
  /** The URL language, e.g. `fi`. */
  language: string;
  channel: 'desktop' | 'mobile';
  /** The provider session the browser holds, to be kept; null when none. */
  session: string | null;
  /** The site's exact origin: the frame's messages go there only. */
  parentOrigin: string;
}

/**
 * `POST /sportsbook/iframe/context` (spec 001 §7 "iframe context request for the sportsbook with custom
 * headers"): the provider, market, language, channel and held session go as the `SPORTS_CONTEXT_HEADERS`,
 * the player's token as usual (the http client adds it), the site's origin in the body. Answers the
 * frame's address, the origin its messages come from, and the player's provider session (null for a
 * visitor). Throws the http client's error on a refusal (403 `error.sportsbook.unavailable` …).
 */
export async function getIframeContext(http: MountProps['http'], request: IframeContextRequest): Promise<SportsFrameContext> {
  const headers: Record<string, string> = {
    [SPORTS_CONTEXT_HEADERS.provider]: request.provider,
    [SPORTS_CONTEXT_HEADERS.market]: request.market,
    [SPORTS_CONTEXT_HEADERS.language]: request.language,
    [SPORTS_CONTEXT_HEADERS.channel]: request.channel,
  };
  if (request.session) headers[SPORTS_CONTEXT_HEADERS.session] = request.session;
  const body: SportsFrameContextRequest = { parentOrigin: request.parentOrigin };
  const { data } = await http.post<unknown>('/sportsbook/iframe/context', body, { headers });
  return sportsFrameContextSchema.parse(data);
}

/**
 * The iframe context of one provider, market, language and channel. Asked again at every visit of the
 * page (no cache: it carries the player's session of the moment), and not retried (a refusal is an answer).
 */
export function getIframeContextQueryOptions(http: MountProps['http'], request: IframeContextRequest, enabled = true) {
  return queryOptions({
    enabled,
    queryKey: ['sportsbook', 'iframe-context', request.provider, request.market, request.language, request.channel],
    queryFn: () => getIframeContext(http, request),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/**
 * The iframe context of `provider` for the visit: the bus's locale and device, the held session, this
 * window's origin. Not asked while `enabled` is false (a player the sportsbook is closed to).
 */
export function useIframeContext(provider: SportsProvider, enabled = true) {
  const { http } = usePlatform();
  const { market, language } = useBusState('locale');
  const { deviceClass } = useBusState('station');
  const request: IframeContextRequest = {
    provider,
    market,
    language,
    channel: deviceClass === 'mobile' ? 'mobile' : 'desktop',
    session: readProviderSessionCookie(),
    parentOrigin: window.location.origin,
  };
  return useQuery(getIframeContextQueryOptions(http, request, enabled));
}
