import { REMOTE_NAMES } from '@casino/shared/contract';
import type { WebVitalName } from '@casino/shared/wire';
import { describeChange, minuteOf } from '../history';
import type { DashboardData, FailureReport, FieldPerformance } from './dashboard-data';

/** How many changes the page lists, newest first; `/status.json` has them all. */
export const HISTORY_SHOWN = 100;

/** `text` safe inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const e = escapeHtml;

/** A p75 as people read it: whole milliseconds for LCP and INP, three decimals for CLS. */
function shownP75(metric: WebVitalName, p75: number): string {
  return metric === 'CLS' ? p75.toFixed(3) : `${Math.round(p75)} ms`;
}

function fieldCell(field: FieldPerformance, metric: WebVitalName): string {
  if (field === null) return '<td class="muted">no field data</td>';
  const value = field[metric];
  if (!value) return '<td class="muted">no visits reported</td>';
  return `<td class="number">${e(shownP75(metric, value.p75))}<small>worst: ${e(value.page)} in ${e(value.market)}; ${value.samples} values in all</small></td>`;
}

function failureCell(report: FailureReport): string {
  if (report.state === 'not-reported') return '<td class="muted">not reported yet</td>';
  if (report.state === 'unreadable') return `<td class="muted">unreadable (${e(report.detail)})</td>`;
  if (report.loads === 0) return '<td class="muted">no loads reported</td>';
  return `<td class="number">${e(((report.failures / report.loads) * 100).toFixed(1))} %<small>${report.failures} of ${report.loads} loads</small></td>`;
}

/** A table inside a region that scrolls sideways on a narrow screen, named by the table's caption. */
function table(id: string, caption: string, head: string[], rows: string[], empty: string): string {
  if (rows.length === 0) return `<p id="${id}">${e(empty)}</p>`;
  return `<div class="scroll" role="region" aria-labelledby="${id}-caption" tabindex="0">
<table id="${id}">
<caption id="${id}-caption">${e(caption)}</caption>
<thead><tr>${head.map((cell) => `<th scope="col">${e(cell)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</div>`;
}

function matrix(data: DashboardData): string {
  const { status } = data;
  const rows = ['default', ...Object.keys(status.markets)].map((market) => {
    const cells = REMOTE_NAMES.map((remote) => {
      const version = market === 'default' ? status.default[remote] : status.markets[market]!.loads[remote];
      const differs = market !== 'default' && version !== status.default[remote];
      const canary = market === 'default' ? undefined : status.markets[market]!.canaries[remote];
      const shown = version === undefined ? '<span class="muted">none</span>' : e(version);
      const mark = differs ? ' <span class="differs" aria-hidden="true">*</span><span class="visually-hidden"> (differs from the default)</span>' : '';
      const plus = canary ? `<span class="canary">+ ${e(canary.version)} at ${canary.percent} %</span>` : '';
      return `<td${differs ? ' class="differs-cell"' : ''}>${shown}${mark}${plus}</td>`;
    });
    return `<tr><th scope="row">${e(market)}</th>${cells.join('')}</tr>`;
  });
  return table('matrix', 'What each market loads, per remote', ['market', ...REMOTE_NAMES], rows, 'Nothing is pinned yet.');
}

function canaries(data: DashboardData): string {
  const rows = Object.entries(data.status.markets).flatMap(([market, { loads, canaries: running }]) =>
    Object.entries(running).map(
      ([remote, canary]) =>
        `<tr><th scope="row">${e(market)}</th><td>${e(remote)}</td><td>${e(canary!.version)}</td><td class="number">${canary!.percent} %</td><td>${e(loads[remote as keyof typeof loads] ?? 'none')}</td><td>${canary!.startedAt ? `${e(minuteOf(canary!.startedAt))} UTC` : ''}${canary!.startedBy ? ` by ${e(canary!.startedBy)}` : ''}</td></tr>`,
    ),
  );
  return table('canaries', 'Canaries running: a version for a share of a market\'s visitors', ['market', 'remote', 'canary', 'share of visitors', 'the others load', 'started'], rows, 'No canary is running.');
}

function versions(data: DashboardData): string {
  const rows = data.versions.map(
    (pinned) =>
      `<tr><th scope="row">${e(pinned.remote)} ${e(pinned.version)}</th><td>${pinned.where.map(e).join(', ')}</td>${(['LCP', 'INP', 'CLS'] as const).map((metric) => fieldCell(pinned.field, metric)).join('')}${failureCell(pinned.failures)}</tr>`,
  );
  return table(
    'versions',
    'Each pinned version in the field: 75th percentiles and failure rate',
    ['version', 'given to', 'LCP p75', 'INP p75', 'CLS p75', 'failure rate'],
    rows,
    'No version is pinned yet.',
  );
}

function history(data: DashboardData): string {
  const rows = data.history
    .slice(0, HISTORY_SHOWN)
    .map((entry) => `<tr><td class="nowrap"><time datetime="${e(entry.time)}">${e(minuteOf(entry.time))}</time></td><td>${e(describeChange({ ...entry, who: undefined }))}</td><td>${e(entry.who)}</td></tr>`);
  const more = data.history.length > HISTORY_SHOWN ? `<p>The last ${HISTORY_SHOWN} of ${data.history.length} changes; <a href="/status.json">status.json</a> has them all.</p>` : '';
  return `${table('history', 'Every change, newest first (times in UTC)', ['time', 'change', 'by'], rows, 'No changes recorded yet.')}${more}`;
}

/**
 * The release dashboard page (issue 20 point 6): server-rendered HTML, no script, every value escaped.
 * The market × remote matrix (`*` a version other than the default's, `+` a canary), the canaries, each
 * pinned version's field performance and failure rate, and the history newest first.
 */
export function dashboardPage(data: DashboardData): string {
  const updated = data.status.updatedAt ? `Manifest last changed ${e(minuteOf(data.status.updatedAt))} UTC.` : 'No manifest written yet.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Release dashboard</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1d2330; background: #f6f7f9; line-height: 1.4; }
header, main { max-width: 80rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 1.75rem 0 .5rem; }
.scroll { overflow-x: auto; background: #fff; border: 1px solid #d5d9e2; border-radius: 6px; }
.scroll:focus-visible { outline: 3px solid #2a5bd7; outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; font-size: .95rem; }
caption { text-align: left; padding: .5rem .6rem; font-weight: 600; }
th, td { border-top: 1px solid #e3e6ec; padding: .45rem .6rem; text-align: left; vertical-align: top; }
thead th { background: #eef0f4; white-space: nowrap; }
td.number { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
small { display: block; color: #5a6275; font-size: .8rem; white-space: normal; }
.muted { color: #5a6275; }
.differs-cell { background: #fff4d6; font-weight: 600; }
.differs { color: #8a5a00; }
.canary { display: block; color: #1f5fbf; font-weight: 600; white-space: nowrap; }
.nowrap { white-space: nowrap; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
/* On a phone the tables scroll sideways inside their box; the caption stays in view. */
@media (max-width: 40rem) {
  table { font-size: .85rem; }
  th, td { padding: .35rem .45rem; }
  caption { position: sticky; left: 0; max-width: calc(100vw - 2rem - 2px); box-sizing: border-box; }
}
footer { max-width: 80rem; margin: 2rem auto; padding: 0 1rem; color: #5a6275; font-size: .85rem; }
</style>
</head>
<body>
<header>
<h1>Release dashboard</h1>
<p>Read-only. ${updated} Reload for the latest: every reload reads the release manifest and history again.</p>
</header>
<main>
<section aria-labelledby="matrix-heading">
<h2 id="matrix-heading">Markets and remotes</h2>
<p>The default, and every market with pins or canaries of its own; markets not listed load the default. <span aria-hidden="true">*</span> a version other than the default's; + a canary.</p>
${matrix(data)}
</section>
<section aria-labelledby="canaries-heading">
<h2 id="canaries-heading">Canaries</h2>
${canaries(data)}
</section>
<section aria-labelledby="versions-heading">
<h2 id="versions-heading">Pinned versions in the field</h2>
<p>From the sandbox at ${e(data.sandboxUrl)}: the Core Web Vitals' 75th percentile of the page that does worst (LCP and INP in ms, CLS unitless), and the share of the remote's loads that failed.</p>
${versions(data)}
</section>
<section aria-labelledby="history-heading">
<h2 id="history-heading">History</h2>
${history(data)}
</section>
</main>
<footer>The same data as JSON: <a href="/status.json">status.json</a> (release status --json, with the history oldest first).</footer>
</body>
</html>
`;
}
