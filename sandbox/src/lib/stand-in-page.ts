import { escapeHtml } from './html';

/** What a stand-in third-party page (payment provider, bank) is made of. */
export interface StandInPageParts {
  /** The page's title and heading ("Sandbox Pay"). */
  title: string;
  /** The line under the heading. */
  subtitle: string;
  /** The page's own CSS (colours and layout), inlined: the page loads nothing else. */
  style: string;
  /** HTML between the subtitle and the buttons (escaped by the caller). */
  content: string;
  /** False once the page's matter is settled: the buttons show disabled. */
  open: boolean;
  /** The outcome line's first text (escaped here). */
  outcome: string;
  /** The page's script, inlined. */
  script: string;
}

/**
 * A self-contained stand-in page of a third party (issue 14: the payment provider's hosted page, the
 * pay-and-play bank's page): heading, content, and the three buttons every such page has, **Approve**,
 * **Decline** and **Cancel** (`data-action` approve, decline, cancel), then an outcome line
 * (`#outcome`, a status) the script fills.
 */
export function standInPage(parts: StandInPageParts): string {
  const disabled = parts.open ? '' : ' disabled';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.title)}</title>
<style>${parts.style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(parts.title)}</h1>
<p class="sub">${escapeHtml(parts.subtitle)}</p>
${parts.content}
<div class="actions">
<button type="button" class="approve" data-action="approve"${disabled}>Approve</button>
<button type="button" class="decline" data-action="decline"${disabled}>Decline</button>
<button type="button" class="cancel" data-action="cancel"${disabled}>Cancel</button>
</div>
<p class="outcome" role="status" id="outcome">${escapeHtml(parts.outcome)}</p>
</main>
<script>
${parts.script}
</script>
</body>
</html>
`;
}
