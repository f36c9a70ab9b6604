import { MARKETS } from '@casino/shared/market';
import { currencyDecimals, DATE_FORMAT } from '@casino/shared/money';
import { format } from 'date-fns';

import { escapeHtml } from '../lib/html';
import { webOriginOf } from '../lib/web-origin';
import type { League, Match } from './football-fixtures';
import type { SportsProviderConfig } from './sports-providers';

/** Matches shown per league on the frame: the next ones, and the latest results. */
const UPCOMING_SHOWN = 10;
const RESULTS_SHOWN = 5;
/** Matches on the "starting soon" page. */
const STARTING_SOON_SHOWN = 10;
/** A match is in play, and open for live bets, this long after its kick-off. */
export const LIVE_MINUTES = 105;

/** The frame page's query (what the iframe context's `frameUrl` carries, and `path`). */
export interface SportsFrameQuery {
  lang?: string;
  market?: string;
  /** The frame's route, canonical slugs: `/football/england/premier-league/en.1-12`, `/live`, `/bet-history` … */
  path?: string;
  /** The exact origin of the site that frames the page: the only one it posts to and takes messages from. */
  parentOrigin?: string;
  channel?: string;
}

/** What a frame route shows. */
type FrameView =
  | { kind: 'football'; region?: string; competition?: string }
  | { kind: 'event'; matchId: string }
  | { kind: 'live' }
  | { kind: 'startingSoon' }
  | { kind: 'priceBoost' }
  | { kind: 'betHistory' }
  | { kind: 'gameRules' }
  | { kind: 'otherSport'; sport: string };

/** The view of a canonical frame route (spec 000 §2 `/sportsbook/{category?}/{region?}/{competition?}/{event?}`). */
export function frameViewOf(path: string): FrameView {
  const [first = 'football', region, competition, event] = path.split('/').filter(Boolean);
  switch (first) {
    case 'football':
      if (event) return { kind: 'event', matchId: event };
      return { kind: 'football', region, competition };
    case 'live':
      return { kind: 'live' };
    case 'starting-soon':
      return { kind: 'startingSoon' };
    case 'price-boost':
      return { kind: 'priceBoost' };
    case 'bet-history':
      return { kind: 'betHistory' };
    case 'game-rules':
      return { kind: 'gameRules' };
    default:
      return { kind: 'otherSport', sport: first };
  }
}

/** Whether a match is in play at `now`: from its kick-off for `LIVE_MINUTES`. */
export function isLive(match: Match, now: Date): boolean {
  const kickoff = Date.parse(match.kickoff);
  return match.status !== 'postponed' && kickoff <= now.getTime() && now.getTime() < kickoff + LIVE_MINUTES * 60_000;
}

/** Whether a match takes bets at `now`: not postponed, and not started or still in play. */
export function isOpenForBets(match: Match, now: Date): boolean {
  return match.status !== 'postponed' && (Date.parse(match.kickoff) > now.getTime() || isLive(match, now));
}

/** The frame's own links: its query with another `path`, and the route the parent is told of. */
interface Linker {
  href(path: string): string;
}

const displayDate = (match: Match): string => format(new Date(`${match.date}T00:00:00`), DATE_FORMAT);

/** A `<a>` to a frame route: a plain link when the page stands alone, a route message to the parent when framed. */
function routeLink(linker: Linker, path: string, label: string, current = false, className = ''): string {
  return `<a href="${linker.href(path)}" data-route="${escapeHtml(path)}"${className ? ` class="${className}"` : ''}${current ? ' aria-current="page"' : ''}>${label}</a>`;
}

function oddsButtons(match: Match, eventName: string): string {
  const pick = (selection: 'home' | 'draw' | 'away', label: string, name: string, odds: number) =>
    `<button type="button" class="price" data-match="${escapeHtml(match.id)}" data-selection="${selection}" data-odds="${odds.toFixed(2)}" data-event="${escapeHtml(eventName)}" data-name="${escapeHtml(name)}" aria-pressed="false" aria-label="${label}: ${escapeHtml(name)} at ${odds.toFixed(2)}"><span class="pick">${label}</span>${odds.toFixed(2)}</button>`;
  return `<span class="odds" role="group" aria-label="Odds: ${escapeHtml(eventName)}">${pick('home', '1', match.team1, match.odds.home)}${pick('draw', 'X', 'Draw', match.odds.draw)}${pick('away', '2', match.team2, match.odds.away)}</span>`;
}

function matchRow(match: Match, league: League, linker: Linker, now: Date, withLeague = false): string {
  const eventName = `${match.team1} – ${match.team2}`;
  const live = isLive(match, now);
  const teams = routeLink(
    linker,
    `/football/${league.region}/${league.competition}/${match.id}`,
    `<span>${escapeHtml(match.team1)}</span><span class="vs">–</span><span>${escapeHtml(match.team2)}</span>`,
    false,
    'teams',
  );
  const when = `<span class="when">${withLeague ? `<span class="league-name">${escapeHtml(league.name)}</span> ` : ''}${live ? '<span class="live">Live</span> ' : ''}<time datetime="${match.kickoff}">${displayDate(match)}</time> <span class="time">${match.time ?? 'TBC'}</span></span>`;
  let right: string;
  if (match.status === 'postponed') right = '<span class="note">Postponed</span>';
  else if (isOpenForBets(match, now)) right = oddsButtons(match, eventName);
  else right = match.score ? `<span class="score" aria-label="Full time score">${match.score.ft[0]} – ${match.score.ft[1]}</span>` : '<span class="note">No result</span>';
  const status = live ? 'live' : match.status;
  return `<li class="match" data-status="${status}" data-match-id="${escapeHtml(match.id)}">${when}${teams}${right}</li>`;
}

function leagueSection(league: League, linker: Linker, now: Date): string {
  const upcoming = league.matches.filter((match) => isOpenForBets(match, now)).slice(0, UPCOMING_SHOWN);
  const results = league.matches
    .filter((match) => match.status === 'finished' && !isLive(match, now))
    .slice(-RESULTS_SHOWN)
    .reverse();
  const list = (matches: Match[], empty: string) => (matches.length ? `<ul>${matches.map((match) => matchRow(match, league, linker, now)).join('')}</ul>` : `<p class="note">${empty}</p>`);
  const open = upcoming.some((match) => isLive(match, now)) ? 'Live and upcoming' : 'Upcoming';
  return `<section class="league" id="${league.code}" aria-labelledby="h-${league.code}">
<h2 id="h-${league.code}">${escapeHtml(league.name)}</h2>
<h3>${open}</h3>${list(upcoming, 'No upcoming matches.')}
<h3>Results</h3>${list(results, 'No results yet.')}
</section>`;
}

/** Matches across leagues with their league, for the live and starting-soon pages. */
function crossLeague(leagues: readonly League[], keep: (match: Match) => boolean): Array<{ match: Match; league: League }> {
  return leagues
    .flatMap((league) => league.matches.filter(keep).map((match) => ({ match, league })))
    .sort((a, b) => a.match.kickoff.localeCompare(b.match.kickoff) || a.match.id.localeCompare(b.match.id));
}

function listSection(id: string, title: string, rows: Array<{ match: Match; league: League }>, linker: Linker, now: Date, empty: string): string {
  const body = rows.length ? `<ul>${rows.map(({ match, league }) => matchRow(match, league, linker, now, true)).join('')}</ul>` : `<p class="note">${empty}</p>`;
  return `<section class="league" id="${id}" aria-labelledby="h-${id}"><h2 id="h-${id}">${title}</h2>${body}</section>`;
}

const GAME_RULES = [
  'Every bet is a single: one pick of one match.',
  'Odds are decimal and fixed when the bet is placed: a winning bet returns the stake times the odds.',
  'The stake is taken from your main balance as the bet is placed; bonus money does not pay stakes here.',
  `A match takes bets until kick-off, and in play (live betting) for ${LIVE_MINUTES} minutes after it.`,
  'Winnings are paid to your main balance when the match is settled.',
  'Your limits and your market’s rules apply to every stake.',
];

/** The page's main part for a view. */
function viewHtml(view: FrameView, leagues: readonly League[], linker: Linker, now: Date): { title: string; html: string } {
  switch (view.kind) {
    case 'football': {
      const shown = leagues.filter((league) => (!view.region || league.region === view.region) && (!view.competition || league.competition === view.competition));
      if (shown.length === 0) return { title: 'Football', html: '<p class="note">No competition matches this page.</p>' };
      return { title: 'Football', html: shown.map((league) => leagueSection(league, linker, now)).join('\n') };
    }
    case 'event': {
      const league = leagues.find((candidate) => candidate.matches.some((match) => match.id === view.matchId));
      const match = league?.matches.find((candidate) => candidate.id === view.matchId);
      if (!league || !match) return { title: 'Football', html: '<p class="note">This match is not in the sandbox.</p>' };
      return { title: `${match.team1} – ${match.team2}`, html: listSection('event', escapeHtml(`${match.team1} – ${match.team2}`), [{ match, league }], linker, now, '') };
    }
    case 'live': {
      const rows = crossLeague(leagues, (match) => isLive(match, now));
      return { title: 'Live', html: listSection('live', 'Live now', rows, linker, now, `No matches are in play right now. ${routeLink(linker, '/starting-soon', 'See the matches starting soon')}.`) };
    }
    case 'startingSoon': {
      const rows = crossLeague(leagues, (match) => match.status !== 'postponed' && Date.parse(match.kickoff) > now.getTime()).slice(0, STARTING_SOON_SHOWN);
      return { title: 'Starting soon', html: listSection('starting-soon', 'Starting soon', rows, linker, now, 'No matches are coming up.') };
    }
    case 'priceBoost':
      return { title: 'Price boost', html: '<section class="league" aria-labelledby="h-boost"><h2 id="h-boost">Price boost</h2><p class="note">No price boosts today. Check back before the weekend’s matches.</p></section>' };
    case 'betHistory':
      return {
        title: 'Bet history',
        html: '<section class="league" id="history" aria-labelledby="h-history"><h2 id="h-history">Bet history</h2><p class="note" id="history-status" role="status">Checking your session…</p><ul id="history-list"></ul></section>',
      };
    case 'gameRules':
      return { title: 'Game rules', html: `<section class="league" aria-labelledby="h-rules"><h2 id="h-rules">Game rules</h2><ul class="rules">${GAME_RULES.map((rule) => `<li>${escapeHtml(rule)}</li>`).join('')}</ul></section>` };
    case 'otherSport':
      return { title: 'Sportsbook', html: `<p class="note">There are no ${escapeHtml(view.sport)} events in the sandbox. Football is available.</p>` };
  }
}

/** The primary navigation: sports, then the pages every sportsbook has. */
const MAIN_NAV: ReadonlyArray<{ path: string; label: string }> = [
  { path: '/football', label: 'Football' },
  { path: '/ice-hockey', label: 'Ice hockey' },
  { path: '/tennis', label: 'Tennis' },
  { path: '/basketball', label: 'Basketball' },
  { path: '/live', label: 'Live' },
  { path: '/starting-soon', label: 'Starting soon' },
  { path: '/price-boost', label: 'Price boost' },
  { path: '/bet-history', label: 'Bet history' },
  { path: '/game-rules', label: 'Game rules' },
];

/** JSON that is safe inside a `<script>` element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The origin of `value` when it is an http(s) origin and nothing more, else null. */
export function exactOriginOf(value: string | undefined): string | null {
  const origin = webOriginOf(value);
  return origin !== null && origin === value?.replace(/\/$/, '') ? origin : null;
}

/** Currencies without a minor unit (the frame's stakes are whole units of them). */
const ZERO_DECIMAL_CURRENCIES = [...new Set(MARKETS.map((market) => market.currency))].filter((currency) => currencyDecimals(currency) === 0);

const style = (provider: SportsProviderConfig) => `
*{box-sizing:border-box}html,body{margin:0;background:#0f1720}body{font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#e6edf3}
#page{padding-bottom:24px}
header{padding:12px max(16px,calc((100% - 936px)/2));background:#16212c;border-bottom:3px solid ${provider.accent}}h1{margin:0;font-size:20px}
header p{margin:4px 0 0;color:#9fb0c0;font-size:13px}.regulator{margin:0;padding:6px 16px;background:${provider.accent};color:${provider.accentText};font-size:12px;font-weight:600;text-align:center}
nav{display:flex;flex-wrap:wrap;gap:6px;max-width:960px;margin:0 auto;padding:10px 12px 0}nav+nav{padding-top:6px}
nav a{color:#e6edf3;background:#1e2b38;border-radius:14px;padding:6px 12px;text-decoration:none;font-size:13px}nav a[aria-current]{background:${provider.accent};color:${provider.accentText}}
a:focus-visible,button:focus-visible,input:focus-visible{outline:2px solid #ffd166;outline-offset:2px}
main{max-width:960px;margin:0 auto;padding:0 12px}.league{margin-top:16px;background:#16212c;border-radius:8px;padding:12px}
h2{margin:0 0 8px;font-size:18px}h3{margin:12px 0 6px;font-size:13px;text-transform:uppercase;letter-spacing:.05em;color:#9fb0c0}
ul{list-style:none;margin:0;padding:0}.match{display:flex;flex-wrap:wrap;align-items:center;gap:6px 12px;padding:8px 0;border-top:1px solid #253444}
.when{flex:0 0 130px;color:#9fb0c0;font-size:13px}.league-name{display:block;color:#c9d6e2}.live{color:#ff7b72;font-weight:700;text-transform:uppercase;font-size:11px}
.teams{flex:1 1 200px;display:flex;flex-wrap:wrap;gap:4px;color:#e6edf3;text-decoration:none}.teams:hover{text-decoration:underline}.vs{color:#9fb0c0}
.odds{display:flex;gap:6px}.price{min-width:60px;min-height:44px;text-align:center;background:#1e2b38;color:#e6edf3;border:1px solid #2c3e50;border-radius:6px;padding:4px 6px;font:inherit;font-weight:600;cursor:pointer}
.price[aria-pressed="true"]{background:${provider.accent};color:${provider.accentText};border-color:${provider.accent}}.price[aria-pressed="true"] .pick{color:inherit}
.pick{display:block;font-size:11px;font-weight:400;color:#9fb0c0}.score{font-weight:700;font-size:16px}.note{color:#9fb0c0}.note a{color:#e6edf3}
.betslip{margin:8px 0 4px;padding:12px;border:1px solid ${provider.accent};border-radius:8px;background:#0f1720;flex-basis:100%}
.betslip h3{margin-top:0;color:#e6edf3}.betslip p{margin:4px 0}.stake-row{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin:8px 0}
.stake-row label{font-weight:600}.stake-row input{width:8em;min-height:40px;padding:6px 8px;border-radius:6px;border:1px solid #2c3e50;background:#16212c;color:#e6edf3;font:inherit}
.slip-actions{display:flex;flex-wrap:wrap;gap:8px}.slip-actions button{min-height:44px;padding:8px 16px;border-radius:8px;border:0;font:inherit;font-weight:700;cursor:pointer}
#place-bet{background:${provider.accent};color:${provider.accentText}}#clear-slip{background:#1e2b38;color:#e6edf3}button:disabled{opacity:.6;cursor:not-allowed}
.message.ok{color:#7ee787}.message.error{color:#ff9b9b}.account{font-size:13px}
.bet{display:grid;grid-template-columns:1fr auto;gap:2px 12px;padding:8px 0;border-top:1px solid #253444}.bet .status{font-weight:700}.bet .detail{color:#9fb0c0;font-size:13px}
.rules li{padding:6px 0;border-top:1px solid #253444}
@media (max-width:480px){.when{flex-basis:100%}.odds{width:100%}.price{flex:1}
nav{flex-wrap:nowrap;overflow-x:auto;scrollbar-width:none;padding-bottom:2px}nav::-webkit-scrollbar{display:none}nav a{flex:0 0 auto}}`;

/** The page's script: messages with the parent (exact origins only), the bet slip, the bet history, the height. */
function script(): string {
  return `(function () {
  var config = JSON.parse(document.getElementById('frame-config').textContent);
  var framed = window.parent !== window && !!config.parentOrigin;
  var session = null;
  var sessionKnown = !framed;
  var selection = null;
  function post(message) { if (framed) window.parent.postMessage(message, config.parentOrigin); }
  function decimals(currency) { return config.zeroDecimalCurrencies.indexOf(currency) >= 0 ? 0 : 2; }
  function money(minor, currency) { var d = decimals(currency); return (minor / Math.pow(10, d)).toFixed(d) + ' ' + currency; }
  function frameUrl(path) { var url = new URL(window.location.href); url.searchParams.set('path', path); return url.toString(); }
  var slip = document.getElementById('betslip');
  var stakeInput = document.getElementById('stake');
  var placeButton = document.getElementById('place-bet');
  var message = document.getElementById('slip-message');
  var account = document.getElementById('account');
  function show(text, kind) { message.textContent = text; message.className = 'message' + (kind ? ' ' + kind : ''); }
  function renderAccount() {
    account.textContent = session ? 'Logged in · bets in ' + session.currency : (sessionKnown ? 'Guest: log in to place bets' : '');
    document.getElementById('slip-currency').textContent = session ? session.currency : '';
  }
  // Amounts typed in major units ("2.50", "2,50") become whole minor units; null when not a positive amount.
  function stakeOf(text) {
    var currency = session ? session.currency : 'EUR';
    var d = decimals(currency);
    var clean = String(text).trim().replace(',', '.');
    var pattern = d === 0 ? /^\\d+$/ : new RegExp('^\\\\d+(\\\\.\\\\d{1,' + d + '})?$');
    if (!pattern.test(clean)) return null;
    var minor = Math.round(Number(clean) * Math.pow(10, d));
    return minor > 0 ? minor : null;
  }
  function renderReturn() {
    var line = document.getElementById('slip-return');
    var stake = stakeOf(stakeInput.value);
    line.textContent = selection && stake ? 'Potential return: ' + money(Math.round(stake * selection.odds), session ? session.currency : 'EUR') : '';
  }
  function select(button) {
    var pressed = button.getAttribute('aria-pressed') === 'true';
    var all = document.querySelectorAll('.price[aria-pressed="true"]');
    for (var i = 0; i < all.length; i += 1) all[i].setAttribute('aria-pressed', 'false');
    if (pressed) { selection = null; slip.hidden = true; return; }
    button.setAttribute('aria-pressed', 'true');
    selection = { matchId: button.dataset.match, selection: button.dataset.selection, odds: Number(button.dataset.odds), event: button.dataset.event, name: button.dataset.name };
    document.getElementById('slip-event').textContent = selection.event;
    document.getElementById('slip-pick').textContent = selection.name + ' @ ' + selection.odds.toFixed(2);
    var row = button.closest('li');
    if (row) row.appendChild(slip);
    slip.hidden = false;
    show('');
    renderReturn();
    stakeInput.focus();
  }
  function placeBet() {
    if (!selection) return;
    var stake = stakeOf(stakeInput.value);
    if (stake === null) return show('Enter a stake above zero, like 2.50.', 'error');
    if (!session) {
      show(framed ? 'Log in to place your bet.' : 'Log in on the site to place a bet.', 'error');
      post({ type: 'login' });
      return;
    }
    placeButton.disabled = true;
    show('Placing your bet…');
    fetch(config.apiPath + '/bets', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: session.sessionId, matchId: selection.matchId, selection: selection.selection, stake: stake }) })
      .then(function (response) { return response.json().then(function (body) { return { status: response.status, body: body }; }, function () { return { status: response.status, body: {} }; }); })
      .then(function (answer) {
        placeButton.disabled = false;
        if (answer.status === 201) {
          show('Bet placed: ' + money(answer.body.bet.stake, answer.body.bet.currency) + ' on ' + answer.body.bet.selectionName + ' @ ' + answer.body.bet.odds.toFixed(2) + '. Balance ' + money(answer.body.balance, answer.body.currency) + '.', 'ok');
          stakeInput.value = '';
          renderReturn();
          post({ type: 'betPlaced', betId: answer.body.bet.betId, stake: answer.body.bet.stake, currency: answer.body.bet.currency });
        } else if (answer.status === 401) {
          session = null;
          renderAccount();
          show('Your sportsbook session has ended: log in again to bet.', 'error');
          post({ type: 'sessionExpired' });
        } else {
          show((answer.body && answer.body.message) || 'The bet was not placed.', 'error');
        }
      }, function () { placeButton.disabled = false; show('Network error: the bet was not placed.', 'error'); });
  }
  function renderHistory() {
    var status = document.getElementById('history-status');
    var list = document.getElementById('history-list');
    if (!status) return;
    list.textContent = '';
    if (!session) {
      status.textContent = sessionKnown ? (framed ? 'Log in to see your bets.' : 'Log in on the site to see your bets.') : 'Checking your session…';
      if (sessionKnown && framed && !document.getElementById('history-login')) {
        var login = document.createElement('button');
        login.type = 'button';
        login.id = 'history-login';
        login.className = 'price';
        login.textContent = 'Log in';
        login.addEventListener('click', function () { post({ type: 'login' }); });
        status.after(login);
      }
      return;
    }
    var loginButton = document.getElementById('history-login');
    if (loginButton) loginButton.remove();
    status.textContent = 'Loading your bets…';
    fetch(config.apiPath + '/bets?sessionId=' + encodeURIComponent(session.sessionId)).then(function (response) { return response.json().then(function (body) { return { status: response.status, body: body }; }); }).then(function (answer) {
      if (answer.status !== 200) { status.textContent = 'Your bets could not be loaded.'; return; }
      var bets = answer.body.bets;
      status.textContent = bets.length ? bets.length + (bets.length === 1 ? ' bet' : ' bets') : 'No bets yet.';
      bets.forEach(function (bet) {
        var item = document.createElement('li');
        item.className = 'bet';
        var what = document.createElement('span');
        what.textContent = bet.eventName + ': ' + bet.selectionName + ' @ ' + bet.odds.toFixed(2);
        var state = document.createElement('span');
        state.className = 'status';
        state.textContent = { OPEN: 'Open', WON: 'Won', LOST: 'Lost', VOID: 'Void' }[bet.status] || bet.status;
        var detail = document.createElement('span');
        detail.className = 'detail';
        detail.textContent = 'Stake ' + money(bet.stake, bet.currency) + ' · ' + new Date(bet.placedAt).toLocaleString(config.lang);
        item.appendChild(what);
        item.appendChild(state);
        item.appendChild(detail);
        list.appendChild(item);
      });
    }, function () { status.textContent = 'Your bets could not be loaded.'; });
  }
  function onSession() { renderAccount(); renderReturn(); renderHistory(); }
  document.addEventListener('click', function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var price = target && target.closest('.price[data-match]');
    if (price) return select(price);
    var link = target && target.closest('a[data-route]');
    // Framed, the site's address holds the route: the parent is asked to go, and tells the frame back.
    if (link && framed) { event.preventDefault(); post({ type: 'route', path: link.getAttribute('data-route') }); }
  });
  stakeInput.addEventListener('input', renderReturn);
  placeButton.addEventListener('click', placeBet);
  document.getElementById('clear-slip').addEventListener('click', function () {
    var pressed = document.querySelector('.price[aria-pressed="true"]');
    if (pressed) select(pressed);
  });
  window.addEventListener('message', function (event) {
    if (!framed || event.origin !== config.parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || typeof data.type !== 'string') return;
    if (data.type === 'session') {
      var given = data.session;
      session = given && typeof given.sessionId === 'string' && typeof given.currency === 'string' ? { sessionId: given.sessionId, currency: given.currency } : null;
      sessionKnown = true;
      onSession();
    } else if (data.type === 'navigate' && typeof data.path === 'string' && data.path.charAt(0) === '/' && data.path !== config.path) {
      // replace, not assign: the frame's own moves add nothing to the browser's history.
      window.location.replace(frameUrl(data.path));
    }
  });
  var page = document.getElementById('page');
  var lastHeight = 0;
  function reportHeight() {
    var height = Math.ceil(page.getBoundingClientRect().height);
    if (height !== lastHeight) { lastHeight = height; post({ type: 'resize', height: height }); }
  }
  if (window.ResizeObserver) new ResizeObserver(reportHeight).observe(page);
  else window.addEventListener('resize', reportHeight);
  // On a phone the menus scroll sideways: the current item is brought into them.
  var navs = document.querySelectorAll('nav');
  for (var n = 0; n < navs.length; n += 1) {
    var current = navs[n].querySelector('a[aria-current]');
    if (current && navs[n].scrollWidth > navs[n].clientWidth) navs[n].scrollLeft = current.offsetLeft - navs[n].offsetLeft - (navs[n].clientWidth - current.offsetWidth) / 2;
  }
  onSession();
  post({ type: 'ready', path: config.path, provider: config.provider });
  reportHeight();
})();`;
}

/**
 * A stand-in sports provider's frame page (ARCHITECTURE §7; issue 18 point 6), self-contained HTML for one
 * provider and route (`path`, canonical slugs): football by region and competition with 1/X/2 odds as
 * buttons, an event page, live matches, matches starting soon, price boosts, bet history and game rules,
 * a bet slip (a **Stake** field and a **Place bet** button) that opens under the picked odds.
 *
 * Window messages (only when framed and given `parentOrigin`; posted to that exact origin, never `*`, and
 * taken only from it and from the parent window): frame → parent `ready { path, provider }` after each
 * load, `route { path }` when a link inside is followed (the parent changes its address, then answers
 * `navigate`), `resize { height }` (px, the content's height, when it changes), `login` (Place bet or the
 * history without a session), `betPlaced { betId, stake, currency }` (minor units), `sessionExpired`;
 * parent → frame `session { session: { sessionId, currency } | null }`, `navigate { path }` (the frame
 * replaces its own address, so it adds no history entry). Bets go to `<framePath>/api/bets`.
 */
export function renderSportsFrame(options: { provider: SportsProviderConfig; leagues: readonly League[]; query: SportsFrameQuery; now: Date }): string {
  const { provider, leagues, query, now } = options;
  const lang = /^[a-z]{2,4}$/.test(query.lang ?? '') ? (query.lang as string) : 'en';
  const market = /^[A-Z]{2}$/.test(query.market ?? '') ? (query.market as string) : 'UN';
  const path = `/${(query.path ?? '/football').split('/').filter(Boolean).join('/')}`;
  const parentOrigin = exactOriginOf(query.parentOrigin);
  const channel = query.channel === 'mobile' ? 'mobile' : 'desktop';
  const linker: Linker = {
    href: (target) => {
      const search = new URLSearchParams({ lang, market, channel, path: target });
      if (parentOrigin) search.set('parentOrigin', parentOrigin);
      return `?${escapeHtml(search.toString())}`;
    },
  };
  const view = frameViewOf(path);
  const { title, html } = viewHtml(view, leagues, linker, now);
  const first = path.split('/')[1] || 'football';
  const mainNav = MAIN_NAV.map((item) => routeLink(linker, item.path, item.label, item.path === `/${first}`)).join('');
  let regionNav = '';
  if (view.kind === 'football') {
    const current = view.region ? `/football/${view.region}` : '/football';
    regionNav = `<nav aria-label="Competitions">${[
      routeLink(linker, '/football', 'All football', current === '/football'),
      ...leagues.map((league) => routeLink(linker, `/football/${league.region}`, escapeHtml(league.country), current === `/football/${league.region}`)),
    ].join('')}</nav>`;
  }
  const config = { provider: provider.id, lang, market, path, parentOrigin, apiPath: `${provider.framePath}/api`, zeroDecimalCurrencies: ZERO_DECIMAL_CURRENCIES };
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(provider.name)}</title>
<style>${style(provider)}</style>
</head>
<body>
<div id="page">
<header><h1>${escapeHtml(provider.name)}</h1><p>Sandbox sportsbook · market ${market} · ${format(now, DATE_FORMAT)} · <span class="account" id="account"></span></p></header>
${provider.notice ? `<p class="regulator">${escapeHtml(provider.notice)}</p>` : ''}
<nav aria-label="Sportsbook">${mainNav}</nav>
${regionNav}
<main>
${html}
<section class="betslip" id="betslip" aria-labelledby="betslip-title" hidden>
<h3 id="betslip-title">Bet slip</h3>
<p id="slip-event"></p>
<p id="slip-pick"></p>
<div class="stake-row"><label for="stake">Stake</label><input id="stake" name="stake" inputmode="decimal" autocomplete="off"><span id="slip-currency"></span></div>
<p id="slip-return"></p>
<div class="slip-actions"><button type="button" id="place-bet">Place bet</button><button type="button" id="clear-slip">Remove</button></div>
<p class="message" id="slip-message" role="status"></p>
</section>
</main>
</div>
<script type="application/json" id="frame-config">${scriptJson(config)}</script>
<script>${script()}</script>
</body>
</html>
`;
}
