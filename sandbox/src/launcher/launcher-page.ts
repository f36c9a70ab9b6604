import { currencyDecimals } from '@casino/shared/money';

import { escapeHtml } from '../lib/html';
import { SLOT_PAYS, SLOT_STAKES } from './slot';

/** What the slot page is started with (read from its query by the route). */
export interface SlotPageConfig {
  gameId: string;
  mode: 'real' | 'fun';
  /** The real-money credential of the URL: its parameter name and value. */
  credential: { kind: 'token' | 'ticket' | 'sessionId'; value: string } | null;
  /**
   * The origin window messages go to and come from: the `homeurl` parameter's origin; null when there is
   * none, and then the page neither posts nor listens (issue 21 point 8: never `*`).
   */
  parentOrigin: string | null;
  currency: string;
  lang: string;
  homeUrl: string | null;
  /**
   * Whether the page offers autoplay (a run of `AUTOPLAY_SPINS` spins): false when the launch says
   * `autoplay=false` or the player's market forbids it (issue 16 §5: Germany), and then no control shows.
   */
  autoplay: boolean;
}

/** The spins one autoplay run makes (stopped early by Stop, a pause, a refusal or an error). */
export const AUTOPLAY_SPINS = 10;


/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const STYLE = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#14101f;color:#f4f1ff;display:flex;align-items:center;justify-content:center;padding:12px}
main{width:100%;max-width:480px;background:#231b36;border-radius:16px;padding:16px;box-shadow:0 8px 30px rgba(0,0,0,.4)}
h1{font-size:1.1rem;margin:0 0 4px}.sub{font-size:.8rem;color:#b8add6;margin:0 0 12px}
.reels{display:flex;gap:8px;justify-content:center;margin:12px 0}
.reel{color:#ffd166;font-weight:800;flex:1;max-width:120px;aspect-ratio:1;background:#0d0a16;border:2px solid #5b4a8a;border-radius:12px;display:flex;align-items:center;justify-content:center;font-size:clamp(2rem,12vw,3.5rem)}
.row{display:flex;gap:8px;align-items:center;justify-content:space-between;flex-wrap:wrap;margin:8px 0}
label{font-size:.9rem}select,button{font:inherit;border-radius:8px;border:0;padding:10px 14px}
select{background:#3a2d5c;color:#fff}
button{background:#ffb703;color:#1b1300;font-weight:700;min-width:120px;cursor:pointer}button:disabled{opacity:.5;cursor:not-allowed}
.balance{font-size:1.1rem;font-weight:700}.message{min-height:1.5em;text-align:center;font-weight:600;margin:8px 0}
.win{color:#7ee787}.loss{color:#ff9b9b}.paused{color:#ffd166}
.pays{font-size:.75rem;color:#b8add6;text-align:center;margin:8px 0 0}
`;

/** Glyphs every system font has (emoji are missing on many headless and Linux machines). */
const SYMBOL_GLYPHS = { cherry: '♥', lemon: '♦', bell: '♣', star: '★', seven: '7' };

/**
 * The stand-in game launcher: a self-contained page (no external assets, 375 px and up) with a small
 * slot. Amounts are minor units, shown with the currency's decimals. Fun mode keeps a play balance of
 * 1000.00 in the page; real mode spins through
 * `POST /launcher/spin` with the credential of the URL. Window messages: see the README.
 */
export function slotPage(config: SlotPageConfig): string {
  const pays = Object.entries(SLOT_PAYS)
    .map(([symbol, pay]) => `${SYMBOL_GLYPHS[symbol as keyof typeof SYMBOL_GLYPHS]} ${symbol} ×3 pays ${pay}×`)
    .join(' · ');
  const decimals = currencyDecimals(config.currency);
  const stakes = SLOT_STAKES.map((stake, index) => `<option value="${stake}"${index === 0 ? ' selected' : ''}>${(stake / 10 ** decimals).toFixed(decimals)}</option>`).join('');
  return `<!doctype html>
<html lang="${escapeHtml(config.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox launcher – ${escapeHtml(config.gameId)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1 id="title">${escapeHtml(config.gameId)}</h1>
<p class="sub" id="mode">${config.mode === 'real' ? 'Real money' : 'Fun mode (play money)'}</p>
<div class="reels" aria-live="polite"><div class="reel" id="reel0">♥</div><div class="reel" id="reel1">♣</div><div class="reel" id="reel2">★</div></div>
<div class="row"><span>Balance: <span class="balance" id="balance">…</span></span>
<label>Stake <select id="stake">${stakes}</select></label></div>
<div class="row"><button id="spin" type="button">Spin</button>${config.autoplay ? `<button id="autoplay" type="button" aria-pressed="false">Autoplay ${AUTOPLAY_SPINS} spins</button>` : ''}</div>
<p class="message" id="message" role="status"></p>
<p class="pays">${pays}</p>
</main>
<script>
(function () {
  var config = ${scriptJson(config)};
  var glyphs = ${scriptJson(SYMBOL_GLYPHS)};
  var decimals = ${decimals};
  // Amounts are whole minor units (cents) everywhere: the play balance starts at 1000.00.
  var balance = config.mode === 'fun' ? 1000 * Math.pow(10, decimals) : null;
  function money(minor) { return (minor / Math.pow(10, decimals)).toFixed(decimals) + ' ' + config.currency; }
  var paused = false;
  var busy = false;
  // Spins left of an autoplay run; 0 when none runs.
  var autoLeft = 0;
  var autoplayButton = document.getElementById('autoplay');
  var spinButton = document.getElementById('spin');
  var stakeSelect = document.getElementById('stake');
  var message = document.getElementById('message');
  var balanceText = document.getElementById('balance');
  function post(msg) {
    if (config.parentOrigin && window.parent && window.parent !== window) window.parent.postMessage(msg, config.parentOrigin);
  }
  function show(text, kind) {
    message.textContent = text;
    message.className = 'message' + (kind ? ' ' + kind : '');
  }
  function render() {
    balanceText.textContent = balance === null ? '…' : money(balance);
    spinButton.disabled = paused || busy || balance === null || autoLeft > 0;
    if (autoplayButton) {
      autoplayButton.disabled = autoLeft === 0 && (paused || busy || balance === null);
      autoplayButton.textContent = autoLeft > 0 ? 'Stop autoplay (' + autoLeft + ' left)' : 'Autoplay ' + ${AUTOPLAY_SPINS} + ' spins';
      autoplayButton.setAttribute('aria-pressed', autoLeft > 0 ? 'true' : 'false');
    }
  }
  function stopAutoplay() {
    autoLeft = 0;
    render();
  }
  function autoplayNext() {
    if (autoLeft <= 0 || paused) return stopAutoplay();
    autoLeft -= 1;
    spin(function (ok) {
      if (!ok) return stopAutoplay();
      if (autoLeft > 0) setTimeout(autoplayNext, 400);
      else render();
    });
  }
  function credentialBody() {
    var body = {};
    if (config.credential) body[config.credential.kind] = config.credential.value;
    return body;
  }
  function call(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(function (response) {
      return response.json().then(function (json) { return { status: response.status, json: json }; }, function () { return { status: response.status, json: {} }; });
    });
  }
  function failed(answer) {
    if (answer.status === 402) return show('Insufficient funds', 'loss');
    if (answer.status === 401 && answer.json && /session.limit.reached/.test(answer.json.message || '')) return show('Your session limit is reached: play again when it resets', 'loss');
    if (answer.status === 401) return show('Session expired: reopen the game', 'loss');
    show((answer.json && answer.json.message) || 'Something went wrong', 'loss');
  }
  function spin(done) {
    done = typeof done === 'function' ? done : function () {};
    if (paused || busy || balance === null) return done(false);
    var stake = Number(stakeSelect.value);
    if (config.mode === 'fun' && stake > balance) { show('Insufficient funds', 'loss'); return done(false); }
    busy = true;
    render();
    show('Spinning…');
    var body = credentialBody();
    body.gameId = config.gameId;
    body.stake = stake;
    body.moneymode = config.mode;
    call('/launcher/spin', body).then(function (answer) {
      busy = false;
      if (answer.status !== 200) { render(); failed(answer); return done(false); }
      var result = answer.json;
      for (var i = 0; i < 3; i += 1) document.getElementById('reel' + i).textContent = glyphs[result.reels[i]] || '?';
      if (config.mode === 'fun') balance = balance - stake + result.win;
      else balance = result.balance;
      if (result.currency) config.currency = result.currency;
      if (result.win > 0) show('You win ' + money(result.win) + '!', 'win');
      else show('No win this time', 'loss');
      render();
      post({ type: 'balanceUpdate', balance: balance, currency: config.currency });
      done(true);
    }, function () {
      busy = false;
      render();
      show('Network error', 'loss');
      done(false);
    });
  }
  spinButton.addEventListener('click', function () { spin(); });
  if (autoplayButton) autoplayButton.addEventListener('click', function () {
    if (autoLeft > 0) return stopAutoplay();
    autoLeft = ${AUTOPLAY_SPINS};
    autoplayNext();
  });
  window.addEventListener('message', function (event) {
    if (!config.parentOrigin || event.origin !== config.parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'pause') { paused = true; autoLeft = 0; render(); show('Paused', 'paused'); }
    else if (data.type === 'resume') { paused = false; render(); show(''); }
    else if (data.type === 'ping') post({ type: 'pong' });
  });
  render();
  post({ type: 'ready', gameId: config.gameId, mode: config.mode });
  if (config.mode === 'real') {
    if (!config.credential) { show('Session expired: reopen the game', 'loss'); return; }
    call('/launcher/balance', credentialBody()).then(function (answer) {
      if (answer.status !== 200) return failed(answer);
      balance = answer.json.balance;
      config.currency = answer.json.currency;
      render();
    }, function () { show('Network error', 'loss'); });
  }
})();
</script>
</body>
</html>
`;
}

/** What the live table page shows. */
export interface LivePageConfig {
  tableId: string;
  name: string;
  mode: 'real' | 'demo';
  open: boolean;
  dealer: string;
  parentOrigin: string | null;
  lang: string;
}

/**
 * The stand-in live table (evolution `entryUrl`): the table, a dealer status and a Bet button that only shows
 * text. The window messages `pause` and `resume` from the site stop and restart betting ("Paused").
 */
export function livePage(config: LivePageConfig): string {
  const status = config.open ? `Dealer ${config.dealer} is dealing: place your bets` : 'The table is closed';
  return `<!doctype html>
<html lang="${escapeHtml(config.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox live table – ${escapeHtml(config.name)}</title>
<style>${STYLE}.dealer{background:#0d0a16;border-radius:12px;padding:24px 12px;text-align:center;margin:12px 0;font-size:3rem}</style>
</head>
<body>
<main>
<h1 id="title">${escapeHtml(config.name)}</h1>
<p class="sub">Table ${escapeHtml(config.tableId)} · ${config.mode === 'real' ? 'Real money' : 'Demo'}</p>
<div class="dealer" aria-hidden="true">♠</div>
<p class="message" id="dealer-status">${escapeHtml(status)}</p>
<div class="row"><button id="bet" type="button"${config.open ? '' : ' disabled'}>Bet</button></div>
<p class="message" id="message" role="status"></p>
</main>
<script>
(function () {
  var config = ${scriptJson({ tableId: config.tableId, mode: config.mode, parentOrigin: config.parentOrigin })};
  var bet = document.getElementById('bet');
  var message = document.getElementById('message');
  var open = !bet.disabled;
  bet.addEventListener('click', function () {
    message.textContent = 'Bet noted (the sandbox table takes no money)';
  });
  // The site's pause and resume (spec 001 §3 Game window messages): no bets while paused.
  window.addEventListener('message', function (event) {
    if (!config.parentOrigin || event.origin !== config.parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'pause') { bet.disabled = true; message.textContent = 'Paused'; message.className = 'message paused'; }
    else if (data.type === 'resume') { bet.disabled = !open; message.textContent = ''; message.className = 'message'; }
  });
  if (config.parentOrigin && window.parent && window.parent !== window) window.parent.postMessage({ type: 'ready', gameId: config.tableId, mode: config.mode }, config.parentOrigin);
})();
</script>
</body>
</html>
`;
}
