import { createHmac, timingSafeEqual } from 'node:crypto';

/** The secret the stand-in provider signs its webhooks with, and the sandbox checks them with. */
export const PROVIDER_WEBHOOK_SECRET = 'casino-sandbox-provider-secret-not-for-production';
/** The header carrying a webhook's signature: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const PROVIDER_SIGNATURE_HEADER = 'x-provider-signature';

/**
 * The provider's own origin for a sandbox reached at `publicUrl`: the same server under the other name of
 * the loopback interface (`http://localhost:4000` → `http://127.0.0.1:4000`, and back), so the hosted
 * payment page is a different origin from the API and the site, as a real provider's is.
 */
export function providerOriginOf(publicUrl: string): string {
  const url = new URL(publicUrl);
  if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  else if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

/**
 * The stand-in payment provider's signing (issue 14): it gives each deposit a hosted-page URL on its own
 * origin, with a token only the sandbox can make (so a page cannot be opened for someone else's deposit),
 * and signs the webhooks it sends with an HMAC the sandbox checks.
 */
export class PaymentProvider {
  constructor(
    /** The provider's origin, e.g. `http://127.0.0.1:4000`. */
    readonly origin: string,
    private readonly secret: string = PROVIDER_WEBHOOK_SECRET,
  ) {}

  /** The hosted payment page of a deposit; `returnOrigin` (the site's) is where the page posts PAYMENT_RESULT. */
  pageUrl(referenceId: string, returnOrigin: string | null): string {
    const query = new URLSearchParams({ token: this.pageToken(referenceId) });
    if (returnOrigin) query.set('origin', returnOrigin);
    return `${this.origin}/provider/pay/${encodeURIComponent(referenceId)}?${query}`;
  }

  /** The bank's pay-and-play authorize page of a session; `returnOrigin` (the site's) is where it posts PAY_AND_PLAY_RESULT. */
  payAndPlayPageUrl(sessionId: string, returnOrigin: string | null): string {
    const query = new URLSearchParams({ token: this.pageToken(`paynplay:${sessionId}`) });
    if (returnOrigin) query.set('origin', returnOrigin);
    return `${this.origin}/provider/paynplay/${encodeURIComponent(sessionId)}?${query}`;
  }

  /** Whether `token` is the page token of pay-and-play session `sessionId`. */
  checkPayAndPlayToken(sessionId: string, token: unknown): boolean {
    return typeof token === 'string' && safeEqual(token, this.pageToken(`paynplay:${sessionId}`));
  }

  /** Whether `token` is the page token of `referenceId`. */
  checkPageToken(referenceId: string, token: unknown): boolean {
    return typeof token === 'string' && safeEqual(token, this.pageToken(referenceId));
  }

  /** The signature header value of a webhook body: `sha256=<hex>`. */
  sign(rawBody: string): string {
    return `sha256=${createHmac('sha256', this.secret).update(rawBody).digest('hex')}`;
  }

  /** Whether `signature` signs `rawBody` (constant-time comparison). */
  verify(rawBody: string, signature: unknown): boolean {
    return typeof signature === 'string' && safeEqual(signature, this.sign(rawBody));
  }

  private pageToken(referenceId: string): string {
    return createHmac('sha256', this.secret).update(`page:${referenceId}`).digest('hex').slice(0, 32);
  }
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
