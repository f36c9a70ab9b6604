import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { escapeHtml } from '../lib/html';

/** One message the sandbox "sent" (issue 15 outbox): `to` is the e-mail (lower case) or the phone (E.164). */
export interface OutboxMessage {
  to: string;
  channel: 'SMS' | 'EMAIL';
  text: string;
  /** The six-digit code the message carries, or null. */
  code: string | null;
  /** ISO 8601, the sandbox clock. */
  sentAt: string;
}

/** How the outbox files a recipient: e-mails lower case and trimmed, phones without spaces. */
export function outboxAddressOf(to: string): string {
  const trimmed = to.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : trimmed.replace(/[\s-]/g, '');
}

/**
 * The sandbox's outbox (issue 15): it sends no real SMS or e-mail, it records each message in the
 * `outbox` table so a person (the outbox page) and an e2e test (`GET /__sandbox/outbox`) read the codes.
 * A reset empties it.
 */
export class Outbox {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** Records a message as sent now. */
  async send(message: { to: string; channel: 'SMS' | 'EMAIL'; text: string; code?: string }): Promise<void> {
    await this.db
      .insertInto('outbox')
      .values({ recipient: outboxAddressOf(message.to), channel: message.channel, text: message.text, code: message.code ?? null, sent_at: this.now() })
      .execute();
  }

  /** The messages to `to` (every message without it), newest first; at most `limit`. */
  async list(to: string | undefined, limit = 200): Promise<OutboxMessage[]> {
    let query = this.db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit);
    if (to) query = query.where('recipient', '=', outboxAddressOf(to));
    const rows = await query.execute();
    return rows.map((row) => ({ to: row.recipient, channel: row.channel, text: row.text, code: row.code, sentAt: row.sent_at.toISOString() }));
  }

  /** Empties the outbox (`POST /__sandbox/reset`). */
  async clear(): Promise<void> {
    await this.db.deleteFrom('outbox').execute();
  }
}

/**
 * The outbox page (`GET /__sandbox/outbox/page?to=…`): a self-contained HTML table of the messages,
 * newest first, with a filter form, for a person trying the site by hand.
 */
export function outboxPage(messages: readonly OutboxMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.sentAt.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(message.channel)}</td><td>${escapeHtml(message.to)}</td><td class="code">${escapeHtml(message.code ?? '')}</td><td>${escapeHtml(message.text)}</td></tr>`,
    )
    .join('\n');
  const empty = messages.length === 0 ? '<p>No messages yet. Sign up, reset a password or change a phone on the site, then reload.</p>' : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox outbox</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1rem; color: #1d2330; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #d5d9e2; padding: .4rem; text-align: left; vertical-align: top; }
td.code { font: 700 1.2rem ui-monospace, monospace; letter-spacing: .1em; }
form { margin: 1rem 0; display: flex; gap: .5rem; flex-wrap: wrap; }
input { padding: .3rem; min-width: 16rem; }
</style>
</head>
<body>
<main>
<h1>Sandbox outbox</h1>
<p>The sandbox sends no real SMS or e-mail: every message it would have sent is here, newest first.</p>
<form method="get" action="/__sandbox/outbox/page">
<label for="to">To (e-mail, or phone as +358401234567)</label>
<input id="to" name="to" value="${escapeHtml(to ?? '')}">
<button type="submit">Show</button>
</form>
${empty}
<table>
<thead><tr><th>Sent (UTC)</th><th>Channel</th><th>To</th><th>Code</th><th>Text</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>
`;
}
