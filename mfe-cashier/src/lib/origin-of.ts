import { urlWithSchemeOf, WEB_SCHEMES } from '@casino/shared/ui';

/** The origin of a provider's page (`http(s)://host:port`), or null for an address that is not absolute http(s). */
export function originOf(url: string): string | null {
  return urlWithSchemeOf(url, WEB_SCHEMES)?.origin ?? null;
}
