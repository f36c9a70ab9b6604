import { playerProtectionOf } from '@casino/shared/market';
import { PARTNER_ID } from '@casino/shared/platform';
import type { ContentGame } from '@casino/shared/wire';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { requirePlayer } from '../auth/auth-routes';
import type { AuthenticatedPlayer, PlayerSessions } from '../auth/player-sessions';
import { sendError, sendInvalidBody } from '../lib/errors';
import type { LaunchSessions } from './launch-sessions';

/** The second origin the front end accepts game-frame messages from (spec 001 §7: launcher and staging origins). */
export const STAGING_LAUNCHER_ORIGIN = 'https://staging-launcher.sandbox.invalid';
/** Providers of `POST /games/token/:provider`. */
export const TOKEN_PROVIDERS = ['quickspin', 'relax', 'pragmatic', 'playngo', 'creedroomz'] as const;

const modeSchema = z.enum(['real', 'demo']);
const text = z.string().max(2000);
const id = z.string().trim().min(1).max(200);

const pragmaticSchema = z.object({
  symbol: id,
  language: text.optional(),
  currency: text.optional(),
  platform: text.optional(),
  stylename: text.optional(),
  lobbyUrl: text.optional(),
  jurisdiction: text.optional(),
  autoplay: z.boolean().optional(),
  mode: modeSchema,
});
const pariplaySchema = z.object({
  GameCode: id,
  CurrencyCode: text.optional(),
  LanguageCode: text.optional(),
  PlayerIP: text.optional(),
  CountryCode: text.optional(),
  autoplay: z.boolean().optional(),
  mode: modeSchema,
});
const softswissSchema = z
  .object({
    game: id,
    currency: text.optional(),
    locale: text.optional(),
    ip: text.optional(),
    return_url: text.optional(),
    deposit_url: text.optional(),
    jurisdiction: text.optional(),
    client_type: text.optional(),
    country: z.string().trim().min(2).max(3).optional(),
    autoplay: z.boolean().optional(),
    mode: modeSchema,
  })
  .refine((body) => body.mode !== 'real' || body.country !== undefined, { message: 'country is required in real mode', path: ['country'] });
const tokenSchema = z.object({ gameId: id, requireNew: z.boolean().optional(), ipAddress: text.optional() });
const ticketSchema = z.object({ gameId: id, channel: text.optional(), partner: z.union([z.number(), z.string()]), jurisdiction: text.optional() });
const yggdrasilSchema = z.object({ gameId: id });
const evolutionSchema = z.object({
  tableId: id,
  mode: modeSchema.optional(),
  gameCategory: text.optional(),
  wrapped: z.boolean().optional(),
  mobile: z.boolean().optional(),
  lobbyURL: text.optional(),
  ipAddress: text.optional(),
  currency: text.optional(),
  language: text.optional(),
});

type Query = Record<string, string | number | boolean | undefined>;

/** `<base><path>?<query>`, leaving out undefined values. */
export function urlWith(base: string, path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  return `${base}${path}?${search.toString()}`;
}

/**
 * The game-launch calls (spec 001 §7 Game launch; a game's bonus limitations are the bonus engine's, `bonus/bonus-routes.ts`). Real-money calls take a
 * Bearer token (401 Token expired without one); demo calls work without. Launch URLs open the sandbox's
 * stand-in launcher (`/launcher/launcher.html`, `/launcher/live.html`), whose real-money spins use the
 * credential in the URL. A pragmatic, pariplay or softswiss body may say `autoplay: false`; the URL then
 * carries `autoplay=false`, as it does for a real launch by a player whose market forbids autoplay.
 */
export function registerLaunchRoutes(
  app: FastifyInstance,
  options: { sessions: PlayerSessions; launches: LaunchSessions; games: readonly ContentGame[]; publicUrl: string },
): void {
  const { sessions, launches } = options;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const tables = new Map(options.games.filter((game) => game.tableId).map((game) => [game.tableId as string, game]));
  const launcher = (query: Query) => urlWith(publicUrl, '/launcher/launcher.html', query);
  const badRequest = (reply: FastifyReply, body: unknown, error: z.ZodError) => sendInvalidBody(reply, 'gameLaunchRequest', body, error);
  /** The player for a real-money call (null after answering 401), or undefined for a demo call. */
  const playerFor = async (mode: 'real' | 'demo', request: FastifyRequest, reply: FastifyReply): Promise<AuthenticatedPlayer | null | undefined> =>
    mode === 'real' ? requirePlayer(sessions, request, reply) : undefined;
  const moneymode = (mode: 'real' | 'demo') => (mode === 'real' ? 'real' : 'fun');
  /** `'false'` when the body says autoplay off, or the player's market forbids it (issue 16 §5: Germany); else left out. */
  const autoplayOf = (body: { autoplay?: boolean }, player: AuthenticatedPlayer | undefined) =>
    body.autoplay === false || (player !== undefined && !playerProtectionOf(player.persona.market).autoplayAllowed) ? 'false' : undefined;

  app.get('/games/launcher-origins', async () => ({ launcher: publicUrl, staging: STAGING_LAUNCHER_ORIGIN }));

  app.post('/games/pragmatic/game-url', async (request, reply) => {
    const parsed = pragmaticSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, request.body, parsed.error);
    const body = parsed.data;
    const player = await playerFor(body.mode, request, reply);
    if (player === null) return reply;
    const token = player ? launches.issue(player, 'token', 'pragmatic', body.symbol).value : undefined;
    const gameUrl = launcher({
      gameid: body.symbol,
      moneymode: moneymode(body.mode),
      lang: body.language,
      currency: body.currency,
      channel: body.platform,
      jurisdiction: body.jurisdiction,
      homeurl: body.lobbyUrl,
      provider: 'pragmatic',
      token,
      autoplay: autoplayOf(body, player),
    });
    return { gameUrl };
  });

  app.post('/games/pariplay/context', async (request, reply) => {
    const parsed = pariplaySchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, request.body, parsed.error);
    const body = parsed.data;
    const player = await playerFor(body.mode, request, reply);
    if (player === null) return reply;
    const token = player ? launches.issue(player, 'token', 'pariplay', body.GameCode).value : undefined;
    return { url: launcher({ gameid: body.GameCode, moneymode: moneymode(body.mode), lang: body.LanguageCode, currency: body.CurrencyCode, provider: 'pariplay', token, autoplay: autoplayOf(body, player) }) };
  });

  app.post('/games/softswiss/context', async (request, reply) => {
    const parsed = softswissSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, request.body, parsed.error);
    const body = parsed.data;
    const player = await playerFor(body.mode, request, reply);
    if (player === null) return reply;
    const token = player ? launches.issue(player, 'token', 'softswiss', body.game).value : undefined;
    const url = launcher({
      gameid: body.game,
      moneymode: moneymode(body.mode),
      lang: body.locale,
      currency: body.currency,
      channel: body.client_type,
      jurisdiction: body.jurisdiction,
      homeurl: body.return_url,
      provider: 'softswiss',
      token,
      autoplay: autoplayOf(body, player),
    });
    return { url };
  });

  app.post<{ Params: { provider: string } }>('/games/token/:provider', async (request, reply) => {
    const provider = request.params.provider;
    if (!(TOKEN_PROVIDERS as readonly string[]).includes(provider)) return sendError(reply, 404, 'NOT_FOUND', `No token generation for provider ${provider}`);
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = tokenSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, request.body, parsed.error);
    if (provider === 'creedroomz' && !parsed.data.ipAddress) return sendError(reply, 400, 'Bad Request', 'ipAddress is required for creedroomz');
    return { token: launches.issue(player, 'token', provider, parsed.data.gameId, parsed.data.requireNew !== true).value };
  });

  app.post('/games/ticket', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = ticketSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, request.body, parsed.error);
    if (String(parsed.data.partner) !== String(PARTNER_ID)) return sendError(reply, 400, 'Bad Request', `partner must be ${PARTNER_ID}`);
    return { ticket: launches.issue(player, 'ticket', 'relax', parsed.data.gameId).value };
  });

  app.post('/yggdrasil/player/auth/session', async (request, reply) => {
    const player = await requirePlayer(sessions, request, reply);
    if (!player) return reply;
    const parsed = yggdrasilSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, request.body, parsed.error);
    return { sessionId: launches.issue(player, 'sessionId', 'yggdrasil', parsed.data.gameId).value };
  });

  app.post('/evolution/user/authenticate', async (request, reply) => {
    const parsed = evolutionSchema.safeParse(request.body);
    if (!parsed.success) return badRequest(reply, request.body, parsed.error);
    const body = parsed.data;
    // No `mode`: the demo body is { currency, language, tableId }, the real one has gameCategory and lobbyURL.
    const mode = body.mode ?? (body.gameCategory === undefined && body.lobbyURL === undefined && (body.currency !== undefined || body.language !== undefined) ? 'demo' : 'real');
    const player = await playerFor(mode, request, reply);
    if (player === null) return reply;
    const table = tables.get(body.tableId);
    if (!table) return sendError(reply, 400, 'Bad Request', `Unknown table ${body.tableId}`);
    const sessionId = player ? launches.issue(player, 'sessionId', 'evolution', table.id).value : undefined;
    const entryUrl = urlWith(publicUrl, '/launcher/live.html', {
      tableId: body.tableId,
      mode,
      lang: body.language,
      currency: body.currency,
      mobile: body.mobile,
      homeurl: body.lobbyURL,
      sessionId,
    });
    return { entryUrl };
  });
}
