import { expect, type APIRequestContext } from '@playwright/test';
import { SANDBOX } from './sandbox';

/** One message the sandbox "sent" (sandbox/README.md, the outbox). */
export interface OutboxMessage {
  to: string;
  channel: 'SMS' | 'EMAIL';
  text: string;
  code: string;
  sentAt: string;
}

/**
 * The six-digit code of the newest message to `to` (an e-mail, lower-cased, or an E.164 phone) on
 * `channel`, read from the sandbox's outbox as a player reads their phone. Use an address no other
 * test writes to.
 */
export async function codeSentTo(request: APIRequestContext, to: string, channel: OutboxMessage['channel']): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${SANDBOX}/__sandbox/outbox?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        const newest = messages.find((message) => message.channel === channel);
        code = newest?.code ?? '';
        return code;
      },
      { message: `a code sent to ${to}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A mark no other run of the same test shares (the desktop and phone projects share one sandbox). */
export function uniqueMark(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** A Finnish mobile number (E.164) no other run uses: `+35840` and seven more digits. */
export function uniqueFinnishMobile(): { body: string; e164: string } {
  const digits = `${Date.now() % 1e5}`.padStart(5, '0') + `${Math.floor(Math.random() * 100)}`.padStart(2, '0');
  return { body: `40 ${digits}`, e164: `+35840${digits}` };
}
