import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';

import { sendError, sendInvalidBody } from '../lib/errors';
import type { Ledger } from '../ledger/ledger';
import { sendLedgerError } from './cashier-routes';
import { PROVIDER_SIGNATURE_HEADER, type PaymentProvider } from './payment-provider';
import { webOriginOf } from '../lib/web-origin';
import { providerPage } from './provider-page';

const actionSchema = z.object({ token: z.string() });
const webhookSchema = z.object({ referenceId: z.string().min(1), status: z.enum(['SUCCESS', 'FAILED']) });

const notFoundPage = (reply: FastifyReply) =>
  reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><html lang="en"><title>Payment not found</title><p>Payment not found</p></html>');

/**
 * The stand-in payment provider (issue 14), served by the sandbox and reached on the provider's own origin
 * (`PaymentProvider.origin`):
 * - `GET /provider/pay/:referenceId?token&origin` → the hosted payment page (404 for an unknown deposit or a
 *   wrong token);
 * - `POST /provider/pay/:referenceId/approve|decline|cancel` `{ token }` → `{ referenceId, status }`: what the
 *   page's buttons call. Approve and Decline send the provider's webhook (signed) to the sandbox, which
 *   settles the deposit SUCCESS or FAILED; Cancel abandons it (PENDING, it expires);
 * - `POST /provider/webhook` `{ referenceId, status: 'SUCCESS'|'FAILED' }` with header
 *   `X-Provider-Signature: sha256=<hex HMAC-SHA256 of the raw body>` → `{ referenceId, status, replayed }`:
 *   settles the deposit once (a replay changes nothing: `replayed: true`); 401 for a bad signature, 404 for
 *   an unknown deposit, 409 when it ended otherwise. A first SUCCESS calls `onDepositSucceeded(email)`.
 */
export function registerProviderRoutes(
  app: FastifyInstance,
  options: { ledger: Ledger; provider: PaymentProvider; onDepositSucceeded?: (email: string) => Promise<void> },
): void {
  const { ledger, provider } = options;

  app.get<{ Params: { referenceId: string }; Querystring: { token?: string; origin?: string } }>('/provider/pay/:referenceId', async (request, reply) => {
    const { referenceId } = request.params;
    if (!provider.checkPageToken(referenceId, request.query.token)) return notFoundPage(reply);
    const deposit = await ledger.deposit(referenceId);
    if (!deposit) return notFoundPage(reply);
    const page = providerPage({ ...deposit, token: request.query.token as string, parentOrigin: webOriginOf(request.query.origin) });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });

  app.post<{ Params: { referenceId: string; action: string } }>('/provider/pay/:referenceId/:action', async (request, reply) => {
    const { referenceId, action } = request.params;
    const body = actionSchema.safeParse(request.body);
    if (!body.success || !provider.checkPageToken(referenceId, body.data.token)) return sendError(reply, 404, 'Not Found', `No payment ${referenceId}`);
    if (action === 'cancel') {
      const deposit = await ledger.deposit(referenceId);
      if (!deposit) return sendError(reply, 404, 'Not Found', `No payment ${referenceId}`);
      return { referenceId, status: deposit.status };
    }
    if (action !== 'approve' && action !== 'decline') return sendError(reply, 404, 'Not Found', `No action ${action}`);
    // The provider's back end tells the platform: a signed webhook through the sandbox's own HTTP route.
    const payload = JSON.stringify({ referenceId, status: action === 'approve' ? 'SUCCESS' : 'FAILED' });
    const answer = await app.inject({ method: 'POST', url: '/provider/webhook', headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: provider.sign(payload) }, payload });
    return reply.code(answer.statusCode).type('application/json').send(answer.body);
  });

  app.post('/provider/webhook', async (request, reply) => {
    if (!provider.verify(request.rawBody ?? '', request.headers[PROVIDER_SIGNATURE_HEADER])) return sendError(reply, 401, 'Unauthorized', 'Bad webhook signature');
    const parsed = webhookSchema.safeParse(request.body);
    if (!parsed.success) return sendInvalidBody(reply, 'providerWebhook', request.body, parsed.error);
    try {
      const deposit = await ledger.settleDeposit(parsed.data.referenceId, parsed.data.status);
      if (deposit.changed && deposit.status === 'SUCCESS' && options.onDepositSucceeded) {
        const settled = await ledger.deposit(deposit.referenceId);
        if (settled) await options.onDepositSucceeded(settled.email);
      }
      return { referenceId: deposit.referenceId, status: deposit.status, replayed: !deposit.changed };
    } catch (error) {
      return sendLedgerError(reply, error);
    }
  });
}
