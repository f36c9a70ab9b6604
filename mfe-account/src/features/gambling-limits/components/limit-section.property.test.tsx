import { createTestPlatform, hostileText } from '@casino/shared/testing';
import { SESSION_LIMIT_MINUTES, type LimitPeriodState, type LimitType, type Limits } from '@casino/shared/wire';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { draftOf, parseMoneyLimit, parseSessionLimit, type LimitInputResult } from '../../../lib/limit-input';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { LimitSection } from './limit-section';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/gambling-limits' };
const session = {
  status: 'Resolved' as const,
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'anna@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};
const period = (p: 'D' | 'W' | 'M'): LimitPeriodState => ({ period: p, value: null, used: 0, remaining: null, resetAt: '2026-11-26T00:00:00.000Z', pendingValue: null, pendingDelete: false, pendingLimitActiveFrom: null, locked: false, startedAt: null, updatedAt: null });
const limitsOf = (type: LimitType): Limits =>
  type === 'session'
    ? { type, unit: 'MINUTES', currency: 'EUR', timeZone: 'Europe/Malta', coolingHours: 24, limits: [period('D'), period('W'), period('M')] }
    : { type, unit: 'MINOR', currency: 'EUR', timeZone: 'Europe/Malta', coolingHours: 24, limits: [period('D'), period('W'), period('M')] };
const PATHS = { deposit: 'deposit-limits', loss: 'spend-limits', session: 'session-limits' } as const;

/**
 * Renders one limit kind once, its platform answering a daily limit with the value sent, and returns its
 * daily field, Save button, what was sent, and the text of a limit message key.
 */
async function renderLimit(type: LimitType) {
  const sent: unknown[] = [];
  let limits = limitsOf(type);
  const platform = createTestPlatform({
    ...at,
    state: { session },
    http: {
      [`GET /player/${PATHS[type]}`]: () => limits,
      [`PATCH /player/${PATHS[type]}`]: (config: RequestConfig) => {
        const body = JSON.parse(String(config.data)) as { limit: number };
        sent.push(body);
        limits = { ...limits, limits: limits.limits.map((state) => (state.period === 'D' ? { ...state, value: body.limit } : state)) } as Limits;
        return limits;
      },
    },
  });
  renderApp(<LimitSection type={type} />, { ...at, platform });
  // By label once; the 200 cases then use the elements (role queries in each case take most of a minute).
  const field = (await screen.findByLabelText('Daily')) as HTMLInputElement | HTMLSelectElement;
  const form = field.closest('form')!;
  const save = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const messageOf = (key: string) => platform.i18n.t(`limits.${key}`, { ns: 'account' });
  return { field, save, sent, messageOf };
}

/**
 * One case: `draft` typed (or chosen) into the daily field, which must then hold `held`; Save; then either
 * the parsed limit is sent and the field shows it in force, or nothing is sent and the field keeps
 * `held` and shows the message of `parsed`'s error. A draft the field already held edits nothing: Save stays
 * disabled and nothing is sent.
 */
async function checkCase(limit: Awaited<ReturnType<typeof renderLimit>>, draft: string, held: string, parsed: LimitInputResult, shown: (value: number) => string) {
  const { field, save, sent, messageOf } = limit;
  sent.length = 0;
  fireEvent.change(field, { target: { value: draft } });
  expect(field.value).toBe(held);
  if (save.disabled) {
    // The draft is what the field already held (an empty field on an untouched form, say): React fires no
    // change, nothing is being edited, so there is nothing to save and nothing to say.
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toEqual([]);
    return;
  }
  fireEvent.click(save);
  if (parsed.ok) {
    await waitFor(() => expect(sent).toEqual([{ duration: 'D', updatedAt: null, limit: parsed.value }]), { interval: 5 });
    // Saved: the form shows the limit in force again, with no error.
    await waitFor(() => expect(save).toBeDisabled(), { interval: 5 });
    expect(field.value).toBe(shown(parsed.value));
    expect(field).toHaveAttribute('aria-invalid', 'false');
  } else {
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), { interval: 5 });
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(messageOf(`errors.input.${parsed.error}`));
    expect(field.value).toBe(held);
    expect(sent).toEqual([]);
  }
}

/** Runs 200 cases, failing on any `console.error`. */
async function assertLimitProperty(drafts: fc.Arbitrary<string>, property: (draft: string) => Promise<void>) {
  const errors = jest.spyOn(console, 'error');
  try {
    await fc.assert(
      fc.asyncProperty(drafts, async (draft) => {
        await property(draft);
        expect(errors).not.toHaveBeenCalled();
      }),
      { numRuns: 200, seed: -846131162 },
    );
  } finally {
    errors.mockRestore();
  }
}

const moneyDrafts = fc.oneof(hostileText(), fc.integer({ min: -1_000, max: 1_000_000 }).map((minor) => (minor / 100).toFixed(2)), fc.double().map(String));

describe.each(['deposit', 'loss'] as const)('%s limit form under hostile input (issue 21 point 6, fast-check)', (type) => {
  it('keeps what was typed, never crashes, and saves or says what is wrong in its own words, for 200 limits', async () => {
    const limit = await renderLimit(type);
    await assertLimitProperty(moneyDrafts, (draft) => checkCase(limit, draft, draft, parseMoneyLimit(draft, 'EUR', 'en-UN'), (value) => draftOf(value, 'MINOR', 'EUR')));
  }, 180_000);
});

describe('session limit choice under hostile input (issue 21 point 6, fast-check)', () => {
  it('holds only a listed choice, never crashes, and saves it or says what is wrong, for 200 choices', async () => {
    const limit = await renderLimit('session');
    const choices = SESSION_LIMIT_MINUTES.map(String);
    // A select holds one of its options: anything else (a forged value) leaves it on "No limit".
    const drafts = fc.oneof(fc.constantFrom('', ...choices), hostileText(), fc.integer().map(String));
    await assertLimitProperty(drafts, async (draft) => {
      const held = choices.includes(draft) ? draft : '';
      await checkCase(limit, draft, held, parseSessionLimit(held), String);
    });
  }, 180_000);
});
