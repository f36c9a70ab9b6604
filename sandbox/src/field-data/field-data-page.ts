import type { VitalsSummaryQuery, VitalsSummaryRow } from '@casino/shared/wire';

import { escapeHtml } from '../lib/html';

/** A p75 as the page shows it: whole milliseconds for LCP and INP, three decimals for CLS. */
function shown(row: VitalsSummaryRow): string {
  return row.metric === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`;
}

/**
 * The field-data page (`GET /__sandbox/field-data`): a self-contained HTML table of the 75th percentile
 * per page, metric, market and versions, with a filter form of the summary's query, for a release
 * manager (or a person trying the site by hand) comparing a pinned version with the previous one.
 */
export function fieldDataPage(rows: readonly VitalsSummaryRow[], query: VitalsSummaryQuery): string {
  const body = rows
    .map(
      (row) =>
        `<tr><td>${escapeHtml(row.page)}</td><td>${escapeHtml(row.metric)}</td><td>${escapeHtml(row.market)}</td><td>${escapeHtml(row.versions ?? '(not loaded)')}</td><td class="number">${row.count}</td><td class="number">${escapeHtml(shown(row))}</td></tr>`,
    )
    .join('\n');
  const empty = rows.length === 0 ? '<p>No field data yet. Open a page of the site, then leave it or switch tabs, and reload this page.</p>' : '';
  const input = (name: keyof VitalsSummaryQuery, label: string, hint: string) =>
    `<label>${label} <input name="${name}" value="${escapeHtml(query[name] ?? '')}" placeholder="${escapeHtml(hint)}"></label>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox field data</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; color: #1d2330; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #d5d9e2; padding: .4rem; text-align: left; vertical-align: top; }
td.number, th.number { text-align: right; font-variant-numeric: tabular-nums; }
form { margin: 1rem 0; display: flex; gap: .5rem; flex-wrap: wrap; align-items: end; }
label { display: flex; flex-direction: column; gap: .2rem; }
input { padding: .3rem; }
</style>
</head>
<body>
<main>
<h1>Sandbox field data</h1>
<p>The Core Web Vitals the site reported from players' visits: the 75th percentile (nearest rank) per page, metric, market and versions. LCP and INP in milliseconds, CLS unitless.</p>
<form method="get" action="/__sandbox/field-data">
${input('market', 'Market', 'UN')}
${input('page', 'Page', '/online-casino/*')}
${input('remote', 'Group by the version of', 'mfe-casino or host')}
${input('version', 'Only version', '1.3.0')}
<button type="submit">Show</button>
</form>
${empty}
<table>
<thead><tr><th>Page</th><th>Metric</th><th>Market</th><th>Versions</th><th class="number">Count</th><th class="number">p75</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</main>
</body>
</html>
`;
}
