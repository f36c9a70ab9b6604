import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { cookieConsentSchema, type cookieConsentUpdateRequestSchema } from '@casino/shared/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from '@casino/shared-modules/zod';

/** `GET /player/cookies/consent` answer (the wire's `cookieConsentSchema`; its type is not exported by name). */
export type CookieConsentAnswer = z.infer<typeof cookieConsentSchema>;
/** `PATCH /player/cookies/consent` body. */
type CookieConsentUpdateRequest = z.infer<typeof cookieConsentUpdateRequestSchema>;

/** `GET /player/cookies/consent` (spec 000 §3 Cookie consent): the player's stored choices. */
export async function getCookieConsent(http: MountProps['http']): Promise<CookieConsentAnswer> {
  const { data } = await http.get<unknown>('/player/cookies/consent');
  return cookieConsentSchema.parse(data);
}

export function getCookieConsentQueryOptions(http: MountProps['http']) {
  return queryOptions({ queryKey: ['account', 'cookie-consent'], queryFn: () => getCookieConsent(http) });
}

export function useCookieConsent() {
  const { http } = usePlatform();
  return useQuery(getCookieConsentQueryOptions(http));
}

/** `PATCH /player/cookies/consent` with the categories that changed; answers the merged consent. */
export async function updateCookieConsent(
  http: MountProps['http'],
  body: CookieConsentUpdateRequest,
): Promise<CookieConsentAnswer> {
  const { data } = await http.patch<unknown>('/player/cookies/consent', body);
  return cookieConsentSchema.parse(data);
}

export function useUpdateCookieConsent() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CookieConsentUpdateRequest) => updateCookieConsent(http, body),
    onSuccess: (consent) => queryClient.setQueryData(getCookieConsentQueryOptions(http).queryKey, consent),
  });
}
