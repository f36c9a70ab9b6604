import { formatMinorMoney } from '@casino/shared/money';

import { escapeHtml } from '../lib/html';
import { standInPage } from '../lib/stand-in-page';

/** What the hosted payment page shows and acts on. */
export interface ProviderPageConfig {
  referenceId: string;
  token: string;
  paymentMethod: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The deposit's status now: only a PENDING one can be approved, declined or cancelled. */
  status: string;
  /** Where PAYMENT_RESULT is posted: the site's origin; null when it is not known, and then nothing is posted. */
  parentOrigin: string | null;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f6fb;color:#10213a;display:flex;justify-content:center;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:20px;box-shadow:0 4px 20px rgba(16,33,58,.12)}
h1{font-size:1.2rem;margin:0 0 4px}.sub{margin:0 0 16px;color:#4a5b75;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}dt{color:#4a5b75}dd{margin:0;font-weight:600}
.actions{display:flex;gap:8px;flex-wrap:wrap}button{font:inherit;font-weight:700;border:0;border-radius:8px;padding:10px 16px;cursor:pointer;min-width:96px}
button:disabled{opacity:.5;cursor:not-allowed}.approve{background:#1a7f37;color:#fff}.decline{background:#b42318;color:#fff}.cancel{background:#e4e9f2;color:#10213a}
.outcome{min-height:1.5em;font-weight:700;margin:16px 0 0}
`;

/**
 * The stand-in provider's hosted payment page (issue 14): method and amount, and three buttons,
 * **Approve**, **Decline** and **Cancel**. Each posts to `/provider/pay/:referenceId/<action>` on the
 * provider's origin; Approve and Decline make the provider send its signed webhook, which settles the
 * deposit (SUCCESS, FAILED); Cancel abandons it (it stays PENDING until it expires). The page then shows
 * the outcome and, when framed, posts `{ type: 'PAYMENT_RESULT', referenceId, status }` to its parent
 * (the site's origin when the deposit request said it, else `*`). Self-contained: no external assets.
 */
export function providerPage(config: ProviderPageConfig): string {
  const settled = config.status !== 'PENDING';
  const data = JSON.stringify({ referenceId: config.referenceId, token: config.token, parentOrigin: config.parentOrigin }).replace(/</g, '\\u003c');
  return standInPage({
    title: 'Sandbox Pay',
    subtitle: 'A stand-in payment provider: nothing here moves real money.',
    style: STYLE,
    content: `<dl>
<dt>Method</dt><dd id="method">${escapeHtml(config.paymentMethod)}</dd>
<dt>Amount</dt><dd id="amount">${escapeHtml(formatMinorMoney(config.amount, config.currency))}</dd>
<dt>Reference</dt><dd>${escapeHtml(config.referenceId)}</dd>
</dl>`,
    open: !settled,
    outcome: settled ? `This payment is ${config.status}.` : '',
    script: `(function () {
  var config = ${data};
  var outcome = document.getElementById('outcome');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-action]'));
  var TEXT = { SUCCESS: 'Payment approved.', FAILED: 'Payment declined.', PENDING: 'Payment cancelled: you can close this window.' };
  function finish(status) {
    outcome.textContent = TEXT[status] || ('This payment is ' + status + '.');
    if (config.parentOrigin && window.parent && window.parent !== window) window.parent.postMessage({ type: 'PAYMENT_RESULT', referenceId: config.referenceId, status: status }, config.parentOrigin);
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      buttons.forEach(function (other) { other.disabled = true; });
      outcome.textContent = 'Processing…';
      fetch('/provider/pay/' + encodeURIComponent(config.referenceId) + '/' + button.getAttribute('data-action'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: config.token })
      }).then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.message || ('HTTP ' + response.status));
          finish(body.status);
        });
      }).catch(function (error) {
        outcome.textContent = 'The payment could not be processed: ' + error.message;
      });
    });
  });
})();`,
  });
}
