import { join, resolve } from 'node:path';

import type { FastifyInstance } from 'fastify';

import { providerOriginOf } from './cashier/payment-provider';
import { siteOriginsFromSetting } from './lib/site-origins';
import { buildSandbox } from './server';
import { startSite } from './site/site-server';

/**
 * Runs the sandbox on its own (`pnpm --filter @casino/sandbox start`). Environment:
 * - `SANDBOX_PORT` (4000), `SANDBOX_HOST` (127.0.0.1), `SANDBOX_PUBLIC_URL` (`http://localhost:<port>`);
 * - `SANDBOX_DATA_DIR` (`<repo>/.sandbox-state/pgdata`): the embedded database's folder; `DATABASE_URL`
 *   (`postgres://user:pass@host/db`) uses a Postgres server instead; `SANDBOX_PROVIDER_URL` (the payment
 *   provider's origin, default the public URL under the other loopback name); `SANDBOX_DEPOSIT_EXPIRY_MINUTES` (30);
 * - `CDN_DIR` (`<repo>/.cdn`);
 * - `SANDBOX_CATALOGUE_SIZE`: generated casino games added to the content at start (0);
 * - `SANDBOX_TEST_CONTROL` (`on`): `off` answers every `/__sandbox` request with 404;
 * - `SANDBOX_SITE_ORIGINS` (comma-separated; default `DEFAULT_SITE_ORIGINS`): the web origins whose pages may
 *   call the sandbox (CORS; test control refuses pages of any other);
 * - `SITE_DIR`: when set, also serves that folder as a single-page app on `SITE_PORT` (3000), with
 *   the prerendered pages of `SITE_PRERENDERED_DIR` when set (docs/prerendering.md).
 * Ctrl-C (SIGINT) or SIGTERM closes both servers.
 */
async function main(): Promise<void> {
  const repo = resolve(import.meta.dirname, '..', '..');
  const port = Number(process.env.SANDBOX_PORT ?? 4000);
  const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
  const publicUrl = process.env.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`;
  const dataDir = resolve(process.env.SANDBOX_DATA_DIR ?? join(repo, '.sandbox-state', 'pgdata'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const providerUrl = process.env.SANDBOX_PROVIDER_URL || undefined;
  const depositExpiryMinutes = process.env.SANDBOX_DEPOSIT_EXPIRY_MINUTES ? Number(process.env.SANDBOX_DEPOSIT_EXPIRY_MINUTES) : undefined;
  if (depositExpiryMinutes !== undefined && !(depositExpiryMinutes > 0)) throw new Error(`SANDBOX_DEPOSIT_EXPIRY_MINUTES must be a positive number, not ${process.env.SANDBOX_DEPOSIT_EXPIRY_MINUTES}`);
  const payoutDelayMinutes = process.env.SANDBOX_PAYOUT_DELAY_MINUTES ? Number(process.env.SANDBOX_PAYOUT_DELAY_MINUTES) : undefined;
  if (payoutDelayMinutes !== undefined && !(payoutDelayMinutes >= 0)) throw new Error(`SANDBOX_PAYOUT_DELAY_MINUTES must be a number of minutes (0 or more), not ${process.env.SANDBOX_PAYOUT_DELAY_MINUTES}`);
  const cdnDir = resolve(process.env.CDN_DIR ?? join(repo, '.cdn'));

  const servers: FastifyInstance[] = [];
  const catalogueSize = Number(process.env.SANDBOX_CATALOGUE_SIZE ?? 0);
  if (!Number.isInteger(catalogueSize) || catalogueSize < 0) throw new Error(`SANDBOX_CATALOGUE_SIZE must be a whole number, not ${process.env.SANDBOX_CATALOGUE_SIZE}`);
  const testControl = process.env.SANDBOX_TEST_CONTROL ?? 'on';
  if (testControl !== 'on' && testControl !== 'off') throw new Error(`SANDBOX_TEST_CONTROL must be on or off, not ${testControl}`);
  const siteOrigins = process.env.SANDBOX_SITE_ORIGINS ? siteOriginsFromSetting(process.env.SANDBOX_SITE_ORIGINS) : undefined;
  const sandbox = await buildSandbox({ dataDir, databaseUrl, providerUrl, depositExpiryMinutes, payoutDelayMinutes, cdnDir, publicUrl, catalogueSize, logger: process.env.SANDBOX_LOG === '1', testControl: testControl === 'on', siteOrigins });
  await sandbox.listen({ port, host });
  servers.push(sandbox);
  console.log(`sandbox   ${publicUrl}  (listening on ${host}:${port})`);
  console.log(`  content   ${publicUrl}/v2025-01-01/data/query/production?query=*[_type=="game"][0..2]`);
  console.log(`  sportsbook frame  ${publicUrl}/sportsbook-frame?lang=en&market=UN&path=/football`);
  console.log(`  cdn       ${publicUrl}/cdn/  →  ${cdnDir}`);
  console.log(`  database  ${databaseUrl ? `postgres ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}` : `pglite ${dataDir}`}`);
  console.log(`  provider  ${providerUrl ?? providerOriginOf(publicUrl)}/provider/pay/<referenceId>  (the stand-in payment page)`);
  console.log(`  control   ${publicUrl}/__sandbox/health`);
  console.log(`  players   POST ${publicUrl}/player/login  { email: 'anna@sandbox.test', password: 'Sandbox!2026' }  (personas: README)`);
  console.log(`  wallet    ${publicUrl.replace(/^http/, 'ws')}/wallet-bonus/ws?token=<GET /player/wallet/session-token>`);

  if (process.env.SITE_DIR) {
    const sitePort = Number(process.env.SITE_PORT ?? 3000);
    const root = resolve(process.env.SITE_DIR);
    const prerendered = process.env.SITE_PRERENDERED_DIR ? resolve(process.env.SITE_PRERENDERED_DIR) : undefined;
    servers.push(await startSite({ port: sitePort, root, host, prerendered }));
    console.log(`site      http://localhost:${sitePort}/  →  ${root}`);
  }

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal}: closing`);
    Promise.all(servers.map((server) => server.close())).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
