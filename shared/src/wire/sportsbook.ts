import { z } from '@casino/shared-modules/zod';

/**
 * The two sports frames (spec 000 §2 Sportsbook: "one of two sports frames is chosen by market and a
 * feature flag"): `standard` everywhere, `pp` for market PP (Sweden) when the `sportsbookPP` flag is on.
 */
export const SPORTS_PROVIDERS = ['standard', 'pp'] as const;
/** A sports frame's provider. */
export type SportsProvider = (typeof SPORTS_PROVIDERS)[number];

/**
 * The custom headers of `POST /sportsbook/iframe/context` (spec 001 §7 "iframe context request for the
 * sportsbook with custom headers"): which provider's frame, for which market (`FI`) and URL language
 * (`fi`), on which channel (`desktop` or `mobile`), and the provider session the browser already holds
 * (the `SPORTS_PROVIDER_SESSION_COOKIE`'s value), to be kept rather than replaced. The player's access
 * token goes as usual, `Authorization: Bearer`.
 */
export const SPORTS_CONTEXT_HEADERS = {
  provider: 'X-Sportsbook-Provider',
  market: 'X-Sportsbook-Market',
  language: 'X-Sportsbook-Language',
  channel: 'X-Sportsbook-Channel',
  session: 'X-Sportsbook-Session',
} as const;

/**
 * A sports provider's session of a player (spec 001 §7 "session create"): `sessionId` identifies the
 * player to the provider's frame and API while it lives (it ends at `expiresAt`, ISO 8601, at sign-out,
 * or by unregister); `currency` is the player's wallet currency, the frame's stakes are minor units of it.
 */
export const sportsProviderSessionSchema = z.object({
  sessionId: z.string().check(z.minLength(1)),
  provider: z.enum(SPORTS_PROVIDERS),
  playerId: z.string(),
  currency: z.string(),
  expiresAt: z.string(),
});
/** A sports provider's session. */
export type SportsProviderSession = z.infer<typeof sportsProviderSessionSchema>;

/** `POST /sportsbook/iframe/context` body: the exact origin the frame talks to with `postMessage` (never `*`). */
export const sportsFrameContextRequestSchema = z.object({
  parentOrigin: z.url({ protocol: /^https?$/ }).check(z.maxLength(200)),
});
/** `POST /sportsbook/iframe/context` body. */
export type SportsFrameContextRequest = z.infer<typeof sportsFrameContextRequestSchema>;

/**
 * `POST /sportsbook/iframe/context` answer: the frame's address without its route (the site adds
 * `path=` with the deep link, canonical slugs), the origin its messages come from, and, for a player
 * (a Bearer token), their provider session (made by session create, or the one the headers named while
 * it lives); null for a visitor.
 */
export const sportsFrameContextSchema = z.object({
  provider: z.enum(SPORTS_PROVIDERS),
  frameUrl: z.url({ protocol: /^https?$/ }),
  frameOrigin: z.url({ protocol: /^https?$/ }),
  session: z.nullable(sportsProviderSessionSchema),
});
/** `POST /sportsbook/iframe/context` answer. */
export type SportsFrameContext = z.infer<typeof sportsFrameContextSchema>;

/** `POST /sportsbook/session` body (session create, Bearer): whose frame the session is for. */
export const sportsSessionRequestSchema = z.object({ provider: z.enum(SPORTS_PROVIDERS) });
/** `POST /sportsbook/session` body. */
export type SportsSessionRequest = z.infer<typeof sportsSessionRequestSchema>;

/** `POST /sportsbook/widget/unregister` body (spec 001 §7 "unregister to a sportsbook widget provider"). */
export const sportsUnregisterRequestSchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(200)),
});
/** `POST /sportsbook/widget/unregister` body. */
export type SportsUnregisterRequest = z.infer<typeof sportsUnregisterRequestSchema>;
