import { formatMinorMoney } from '@casino/shared/money';

import { escapeHtml } from '../lib/html';
import { standInPage } from '../lib/stand-in-page';

/** A customer the sandbox bank can identify (a persona with a `bankId`). */
export interface BankCustomer {
  bankId: string;
  /** How the page names the customer, e.g. "Pia (new to the casino)". */
  label: string;
}

/** What the bank's authorize page shows and acts on. */
export interface BankPageConfig {
  sessionId: string;
  token: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** Only an AUTHORIZING session can be answered. */
  status: string;
  customers: BankCustomer[];
  /** Where PAY_AND_PLAY_RESULT is posted: the site's origin; null when it is not known, and then nothing is posted. */
  parentOrigin: string | null;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef4f1;color:#0f2a1d;display:flex;justify-content:center;padding:16px}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;padding:20px;box-shadow:0 4px 20px rgba(15,42,29,.12)}
h1{font-size:1.2rem;margin:0 0 4px}.sub{margin:0 0 16px;color:#46604f;font-size:.9rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}dt{color:#46604f}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:0 0 6px}select{font:inherit;width:100%;min-height:44px;margin:0 0 16px;border:1px solid #9bb3a5;border-radius:8px;padding:0 8px}
.actions{display:flex;gap:8px;flex-wrap:wrap}button{font:inherit;font-weight:700;border:0;border-radius:8px;padding:10px 16px;cursor:pointer;min-width:96px}
button:disabled{opacity:.5;cursor:not-allowed}.approve{background:#1a7f37;color:#fff}.decline{background:#b42318;color:#fff}.cancel{background:#e4ece7;color:#0f2a1d}
.outcome{min-height:1.5em;font-weight:700;margin:16px 0 0}
`;

/**
 * The sandbox bank's pay-and-play authorize page (spec 001 §7 Pay and play, issue 14 point 7): the amount,
 * who the bank identifies (a select of its customers: a persona with a `bankId`), and three buttons,
 * **Approve**, **Decline** and **Cancel**, each posting to `/provider/paynplay/:sessionId/<action>` on the
 * provider's origin. The page then shows the outcome and, when framed, posts
 * `{ type: 'PAY_AND_PLAY_RESULT', sessionId, status, oneTimeCode? }` to its parent (the site's origin when
 * the authorize call said it, else `*`). Self-contained: no external assets.
 */
export function bankPage(config: BankPageConfig): string {
  const open = config.status === 'AUTHORIZING';
  const data = JSON.stringify({ sessionId: config.sessionId, token: config.token, parentOrigin: config.parentOrigin }).replace(/</g, '\\u003c');
  const disabled = open ? '' : ' disabled';
  const options = config.customers.map((customer) => `<option value="${escapeHtml(customer.bankId)}">${escapeHtml(customer.label)}</option>`).join('');
  return standInPage({
    title: 'Sandbox Bank',
    subtitle: 'A stand-in bank for pay and play: nothing here moves real money.',
    style: STYLE,
    content: `<dl>
<dt>Amount</dt><dd id="amount">${escapeHtml(formatMinorMoney(config.amount, config.currency))}</dd>
<dt>Session</dt><dd>${escapeHtml(config.sessionId)}</dd>
</dl>
<label for="customer">Log in to your bank as</label>
<select id="customer"${disabled}>${options}</select>`,
    open,
    outcome: open ? '' : `This session is ${config.status}.`,
    script: `(function () {
  var config = ${data};
  var outcome = document.getElementById('outcome');
  var customer = document.getElementById('customer');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-action]'));
  var TEXT = { APPROVED: 'Payment approved: back to the casino.', DECLINED: 'Payment declined.', CANCELLED: 'Payment cancelled: you can close this window.' };
  function finish(body) {
    outcome.textContent = TEXT[body.status] || ('This session is ' + body.status + '.');
    var message = { type: 'PAY_AND_PLAY_RESULT', sessionId: config.sessionId, status: body.status };
    if (body.oneTimeCode) message.oneTimeCode = body.oneTimeCode;
    if (config.parentOrigin && window.parent && window.parent !== window) window.parent.postMessage(message, config.parentOrigin);
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      buttons.forEach(function (other) { other.disabled = true; });
      customer.disabled = true;
      outcome.textContent = 'Processing…';
      fetch('/provider/paynplay/' + encodeURIComponent(config.sessionId) + '/' + button.getAttribute('data-action'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: config.token, bankId: customer.value })
      }).then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) throw new Error(body.message || ('HTTP ' + response.status));
          finish(body);
        });
      }).catch(function (error) {
        outcome.textContent = 'The bank could not process this: ' + error.message;
      });
    });
  });
})();`,
  });
}
