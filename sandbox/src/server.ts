import { join } from 'node:path';

import fastifyCors from '@fastify/cors';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';

import { registerAuthRoutes } from './auth/auth-routes';
import { BonusEngine } from './bonus/bonus-engine';
import { registerBonusRoutes } from './bonus/bonus-routes';
import { PlayerDirectory } from './auth/player-directory';
import { PlayerSessions } from './auth/player-sessions';
import { registerCashierRoutes } from './cashier/cashier-routes';
import { PaymentProvider, providerOriginOf } from './cashier/payment-provider';
import { registerProviderRoutes } from './cashier/provider-routes';
import { registerPayAndPlayRoutes } from './paynplay/pay-and-play-routes';
import { personaWithdrawalPolicy } from './cashier/withdrawal-policy';
import { registerCdnRoutes } from './cdn/cdn-routes';
import { SandboxClock } from './clock/sandbox-clock';
import { Catalogue, registerCatalogueRoutes, registerPlacedContentRoutes } from './content/catalogue';
import { registerContentQuery } from './content/content-query';
import { registerControlRoutes } from './control/control-routes';
import { CONTROL_PREFIX, registerFaultHooks } from './control/faults';
import { openDatabase, type SandboxDatabase } from './db/database';
import { registerFieldDataRoutes } from './field-data/field-data-routes';
import { FieldVitals } from './field-data/field-vitals';
import { ReleaseHealth } from './release-health/release-health';
import { CspReports } from './security/csp-reports';
import { registerCspReportRoutes } from './security/csp-report-routes';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './security/rate-limits';
import { registerReleaseHealthRoutes } from './release-health/release-health-routes';
import { registerJackpots } from './games/jackpots';
import { registerLaunchRoutes } from './games/launch-routes';
import { LaunchSessions } from './games/launch-sessions';
import { registerLiveTables } from './games/live-tables';
import { registerImageRoutes } from './images/image-routes';
import { registerLauncherRoutes } from './launcher/launcher-routes';
import { Ledger } from './ledger/ledger';
import { walletBalanceFrame } from './ledger/wallet-answer';
import { SlotMachine } from './launcher/slot';
import { Outbox } from './join/outbox';
import { registerOutboxRoutes } from './join/outbox-routes';
import { registerPasswordResetRoutes } from './join/password-reset-routes';
import { registeredPersonaOf, registerRegistrationRoutes } from './join/registration-routes';
import { VerificationCodes } from './join/verification-codes';
import { KycDocuments } from './kyc/kyc-documents';
import { registerKycRoutes } from './kyc/kyc-routes';
import { registerLocaleRoutes } from './locales/locale-routes';
import { recordLogin, registerAccountAreaRoutes, seedAccountArea } from './player/account-area-routes';
import { registerAccountRoutes } from './player/account-routes';
import { registerMyGamesRoutes } from './player/my-games-routes';
import { PlayerProtection, sessionGuardOf } from './protection/player-protection';
import { registerProtectionRoutes } from './protection/protection-routes';
import { DEFAULT_ACCESS_COUNTRY, registerPlayerRoutes } from './player/player-routes';
import { buildDataset } from './seed/dataset';
import { SEED_DATA_DIR } from './seed/seed-data-dir';
import { loadFixtureLeagues, type FixtureLeague } from './sportsbook/football-fixtures';
import { registerSportsbookRoutes } from './sportsbook/sportsbook-frame';
import { registerSportsbookPlatformRoutes } from './sportsbook/sportsbook-platform-routes';
import { SportsSessions } from './sportsbook/sports-sessions';
import { StateStore } from './state/state-store';
import { PERSONAS } from './seed/personas';
import { answerError } from './lib/errors';
import { DEFAULT_SITE_ORIGINS } from './lib/site-origins';
import { WALLET_CLOSE, WalletHub } from './wallet/wallet-hub';
import { registerWalletRoutes, registerWebsocketSupport } from './wallet/wallet-routes';
import { registerWidgetScripts } from './widgets/widget-scripts';
import { registerWinnersRoutes } from './winners/winners-routes';
import { ensureWinnersSeeded, seededWinnerOf } from './winners/seed-winners';

declare module 'fastify' {
  interface FastifyRequest {
    /** The text of a JSON body as it came (the provider webhook's signature covers it). */
    rawBody?: string;
  }
}

/**
 * The largest body a route reads, bytes (issue 21 point 7): a JSON call is a few hundred bytes, a long
 * GROQ query a few kilobytes. Bigger: 413. The collectors set smaller limits; document uploads are
 * multipart, read as a stream under their own limits (10 MB a file, `kyc-routes.ts`).
 */
export const MAX_BODY_BYTES = 64 * 1024;

/** One route a sandbox serves: its method(s) and URL pattern as registered (`/player/:email/...`). */
export interface SandboxRoute {
  method: string | string[];
  url: string;
}

const routesByApp = new WeakMap<FastifyInstance, SandboxRoute[]>();

/**
 * Every route `app` (built by `buildSandbox`) registered, plugins' included: what tests that walk all the
 * routes (the malformed-body fuzz, issue 21 point 6) enumerate, so a new route is walked without a list to edit.
 */
export function routesOf(app: FastifyInstance): readonly SandboxRoute[] {
  return routesByApp.get(app) ?? [];
}

/** What a sandbox needs to run. */
export interface SandboxOptions {
  /**
   * The folder of the embedded database (PGlite): the ledger and the other state, kept across restarts.
   * Without it (and without `databaseUrl` or `database`) the database lives in memory.
   */
  dataDir?: string;
  /** `postgres://user:pass@host/db`: a real Postgres server instead of the embedded database (`DATABASE_URL`). */
  databaseUrl?: string;
  /** A database already open and migrated (tests share one); the sandbox does not close it. */
  database?: SandboxDatabase;
  /** The local CDN folder served at `/cdn/`. */
  cdnDir: string;
  /** The origin the sandbox is reached at, e.g. `http://localhost:4000`: generated URLs start with it. */
  publicUrl: string;
  /**
   * The base of the sandbox clock (default: the system clock); `POST /__sandbox/clock` moves the sandbox
   * clock ahead of it and `POST /__sandbox/reset` back. Seeded dates, tokens, sessions, limits, time-outs,
   * live tables, jackpots, promotions and fixtures follow the sandbox clock.
   */
  now?: () => Date;
  /** The folder of `<lang>/default.json` translations (default: `seed-data/locales`). */
  localesDir?: string;
  /** Generated casino games added to the content dataset at start, for benchmarks (default 0; `SANDBOX_CATALOGUE_SIZE`). */
  catalogueSize?: number;
  /** The payment provider's origin, where its hosted page is served (default: `publicUrl` under the other loopback name). */
  providerUrl?: string;
  /** Minutes of the sandbox clock after which an abandoned (PENDING) deposit is CANCELLED (default 30). */
  depositExpiryMinutes?: number;
  /**
   * Minutes of the sandbox clock after which a pending withdrawal is paid out by itself (COMPLETED), checked
   * every `payoutSweepMs`; default none: only `POST /__sandbox/withdrawals/:email/payout` pays out.
   */
  payoutDelayMinutes?: number;
  /** How often the payout delay is checked, ms of real time (default 15,000). */
  payoutSweepMs?: number;
  /** Log requests (default false). */
  logger?: boolean;
  /**
   * Whether the test-control API under `/__sandbox` answers (default true: `npm start` and the e2e site
   * use it). Off (`SANDBOX_TEST_CONTROL=off`), every `/__sandbox` request is a 404: a sandbox reachable by
   * others can then not be reset, clocked or faulted by them (issue 21 point 8).
   */
  testControl?: boolean;
  /**
   * The web origins whose pages may call the sandbox (issue 21 points 7 and 8; default `DEFAULT_SITE_ORIGINS`,
   * `SANDBOX_SITE_ORIGINS`): CORS answers them only, and a test-control request from a page of any other
   * origin is refused with 403. The sandbox's own origins (its public URL, the providers') are always allowed.
   */
  siteOrigins?: readonly string[];
  /** How often one client may log in or have codes sent (default `DEFAULT_RATE_LIMITS`; tests raise them). */
  rateLimits?: Partial<RateLimits>;
}

/** The football seed files, read and checked once per process (read only: `leagueAt` dates copies of them). */
let fixtureLeagues: readonly FixtureLeague[] | undefined;

/**
 * Builds the sandbox: the local stand-in for the operator platform (ARCHITECTURE §7). It serves the
 * Sanity-compatible GROQ endpoint over the seeded dataset (spec 000 §7 Content service), REST
 * stand-ins of spec 001 §7 (password reset, access context, live tables, jackpots), the personas'
 * login, tokens, profile, wallet and wallet-bonus WebSocket (spec 000 §3, §7), locale files, the
 * sportsbook frame, generated images, the local CDN, the site's field data (issue 19 point 4) and the
 * test-control API. CORS, with credentials, answers the site's origins only (`siteOrigins`). Not listening
 * yet: call `listen`, or `inject` in tests.
 */
export async function buildSandbox(options: SandboxOptions): Promise<FastifyInstance> {
  const clock = new SandboxClock(options.now);
  const now = () => clock.now();
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: MAX_BODY_BYTES });
  // Issue 21 point 6: Fastify's own refusals (a body that is not JSON, an unsupported type) and anything a
  // route threw answer in the platform's error body, without a stack; set first, so every plugin inherits it.
  app.setErrorHandler(answerError);
  const routes: SandboxRoute[] = [];
  routesByApp.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push({ method: route.method, url: route.url });
  });
  const database = options.database ?? (await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir }));
  const store = await StateStore.open(database.db, (message) => app.log.warn(message));
  // First of the reset listeners: the seed is dated from the clock back at real time.
  store.onReset(() => clock.reset());
  const directory = new PlayerDirectory();
  await directory.load(database.db, registeredPersonaOf(store));
  const ledger = new Ledger({ db: database.db, now, withdrawalPolicy: personaWithdrawalPolicy(store, now, directory), depositExpiryMinutes: options.depositExpiryMinutes });
  const protection = new PlayerProtection(database.db, now);
  await protection.seedLimits(await ledger.ensureSeeded());
  // Issue 17: the bonus engine takes part in deposits and rounds, and is seeded after the ledger's players.
  const bonuses = new BonusEngine(database.db, ledger, now);
  ledger.useBonusHooks(bonuses.hooks());
  await bonuses.ensureSeeded();
  store.onReset(async () => {
    await ledger.reset();
    await protection.seedLimits(PERSONAS);
  });
  // Issue 17 point 6: the winners widgets' seeded non-persona players, again after the ledger's reset.
  await ensureWinnersSeeded(database.db, now());
  store.onReset(() => ensureWinnersSeeded(database.db, now()));
  const rateLimits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.rateLimits };
  const outbox = new Outbox(database.db, now);
  const codes = new VerificationCodes(database.db, outbox, now, rateLimits.codesPerRecipient);
  // After the ledger's reset (which deleted the registered players' rows): forget them, empty the outbox.
  const kyc = new KycDocuments(database.db, now);
  await kyc.ensureSeeded();
  await seedAccountArea(database.db, now());
  store.onReset(async () => {
    directory.clear();
    await outbox.clear();
    await kyc.ensureSeeded();
    await seedAccountArea(database.db, now());
  });
  const provider = new PaymentProvider(options.providerUrl ?? providerOriginOf(options.publicUrl));
  const dataset = buildDataset({ publicUrl: options.publicUrl, now: now() });
  fixtureLeagues ??= loadFixtureLeagues();
  const leagues = fixtureLeagues;
  const catalogue = new Catalogue(dataset, options.publicUrl.replace(/\/+$/, ''));
  catalogue.setGenerated(options.catalogueSize ?? 0);

  const sessions = new PlayerSessions(store, now, directory, sessionGuardOf(protection));
  const hub = new WalletHub();
  // A session ended by a time-out, an exclusion, a session limit or idleness closes its sockets, as sign-out does.
  sessions.onSessionEnded((sid, reason) => hub.closeSession(sid, WALLET_CLOSE.unauthorised, reason));
  ledger.onChange((email, balances) => hub.send(email, walletBalanceFrame(balances)));
  const launches = new LaunchSessions(sessions);
  const slot = new SlotMachine();

  // An empty body sent as JSON (a bodiless POST from a client that always sets the header) is no body.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    request.rawBody = text;
    return parseJson(request, text, done);
  });

  await registerWebsocketSupport(app);
  // The stand-in pages (the ID scan's Complete/Fail) post plain HTML forms.
  await app.register(fastifyFormbody);
  // Issue 21 point 8: the site's pages may read answers (CORS), other sites' pages may not; a request without
  // an Origin (a server, a test's API client, a top-level navigation) is not a page's and is not CORS's business.
  const allowedOrigins = new Set([...(options.siteOrigins ?? DEFAULT_SITE_ORIGINS), new URL(options.publicUrl).origin, provider.origin]);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin === undefined || allowedOrigins.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    maxAge: 600,
  });
  // CORS only hides answers: a form or beacon from another site still reaches the server. Test control
  // (reset, clock, faults) refuses any page not of the site.
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const path = request.url.split('?')[0] ?? '';
    if (origin !== undefined && !allowedOrigins.has(origin) && (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`))) {
      return reply.code(403).send({ error: 'Forbidden', message: `Test control answers the site's pages only, not ${origin}` });
    }
  });
  if (options.testControl === false) {
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === CONTROL_PREFIX || path.startsWith(`${CONTROL_PREFIX}/`)) {
        return reply.code(404).send({ error: 'Not Found', message: 'Test control is off (SANDBOX_TEST_CONTROL=off)' });
      }
    });
  }
  registerFaultHooks(app, { store });
  // Issue 21 point 7: logins and code requests limited per IP, per account and per recipient.
  await registerRateLimits(app, rateLimits);

  registerControlRoutes(app, { store });
  registerWalletRoutes(app, { store, sessions, hub, ledger });
  registerCashierRoutes(app, { sessions, ledger, protection, paymentMethods: dataset.paymentMethods, provider });
  registerProtectionRoutes(app, { sessions, protection, clock });
  // A first deposit dates the profile's firstDepositDate (spec 000 §3), and the socket says so.
  const onDepositSucceeded = async (email: string) => {
    if (store.state.players[email]?.profile.firstDepositDate) return;
    const firstDepositDate = now().toISOString().slice(0, 10);
    await store.update((draft) => {
      const stored = draft.players[email];
      if (stored) stored.profile.firstDepositDate = firstDepositDate;
    });
    hub.send(email, JSON.stringify({ body: { type: 'PLAYER_ATTRIBUTE_CHANGE', attributes: { firstDepositDate } } }));
  };
  registerProviderRoutes(app, { ledger, provider, onDepositSucceeded });
  registerPayAndPlayRoutes(app, { store, sessions, ledger, provider, now, onDepositSucceeded });
  // Every login is in the login history, with the request's IP and the country the access context shows.
  const onLogin = async (email: string, ip: string) => {
    const persona = directory.find(email);
    if (persona) await recordLogin(database.db, persona.playerId, ip, store.state.flags.restrictedCountry ?? DEFAULT_ACCESS_COUNTRY, now());
  };
  registerAuthRoutes(app, { sessions, hub, onLogin });
  registerAccountRoutes(app, { store, sessions });
  registerAccountAreaRoutes(app, { db: database.db, store, sessions, hub, codes });
  registerContentQuery(app, { documents: () => catalogue.documents(), now, playerIdOf: async (authorization) => (await sessions.authenticate(authorization))?.persona.playerId ?? null });
  registerCatalogueRoutes(app, { store, catalogue });
  registerPlacedContentRoutes(app, { store, catalogue });
  registerLiveTables(app, { games: dataset.games, now });
  registerJackpots(app, { games: dataset.games, now });
  registerLaunchRoutes(app, { sessions, launches, games: dataset.games, publicUrl: options.publicUrl });
  registerLauncherRoutes(app, { store, ledger, sessions, protection, launches, slot, games: dataset.games, now, bonuses });
  registerBonusRoutes(app, { store, sessions, engine: bonuses, games: dataset.games });
  registerPlayerRoutes(app, { store, sessions });
  registerPasswordResetRoutes(app, { store, sessions, codes, now });
  registerOutboxRoutes(app, { outbox });
  registerRegistrationRoutes(app, { db: database.db, store, directory, ledger, codes, protection, now });
  await registerKycRoutes(app, { db: database.db, store, sessions, hub, kyc, publicUrl: options.publicUrl, now });
  registerMyGamesRoutes(app, { store, sessions });
  registerLocaleRoutes(app, { dir: options.localesDir ?? join(SEED_DATA_DIR, 'locales') });
  // Issue 18 point 6: the sports providers' frames and API on the providers' origin, and the platform's side.
  const sports = new SportsSessions(database.db, sessions, now);
  registerSportsbookRoutes(app, { leagues, now, sports, db: database.db });
  registerSportsbookPlatformRoutes(app, { store, sessions, sports, ledger, protection, frameOrigin: provider.origin });
  registerImageRoutes(app, { dataset, findGame: (id) => catalogue.findGame(id) });
  registerWidgetScripts(app);
  // Issue 19 point 4: the site's Core Web Vitals from players' visits; a reset empties them.
  const fieldVitals = new FieldVitals(database.db, now);
  store.onReset(() => fieldVitals.clear());
  await registerFieldDataRoutes(app, { vitals: fieldVitals });
  // Issue 20 point 4: what each visit's remotes did, for `release watch`; a reset empties it.
  const releaseHealth = new ReleaseHealth(database.db, now);
  store.onReset(() => releaseHealth.clear());
  registerReleaseHealthRoutes(app, { health: releaseHealth });
  // Issue 21 point 1: what the site's Content-Security-Policy blocked in players' browsers; a reset empties it.
  const cspReports = new CspReports(database.db, now);
  store.onReset(() => cspReports.clear());
  await registerCspReportRoutes(app, { reports: cspReports });
  registerWinnersRoutes(app, {
    db: database.db,
    now,
    findGame: (id) => catalogue.findGame(id),
    nameOf: (playerId, email) => seededWinnerOf(playerId)?.firstName ?? directory.find(email)?.details.firstName,
  });
  await registerCdnRoutes(app, { dir: options.cdnDir });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    return reply.code(404).send({ error: 'NOT_FOUND', message: `No route ${request.method} ${path}` });
  });
  const { payoutDelayMinutes } = options;
  const payoutSweep =
    payoutDelayMinutes === undefined
      ? undefined
      : setInterval(() => {
          ledger.payOutDue(payoutDelayMinutes).catch((error: unknown) => app.log.error(error, 'the payout sweep failed'));
        }, options.payoutSweepMs ?? 15_000);
  app.addHook('onClose', async () => {
    clearInterval(payoutSweep);
    await store.flush();
    if (!options.database) await database.close();
  });
  return app;
}
