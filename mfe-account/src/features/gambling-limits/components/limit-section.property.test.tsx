import type { Limits, LimitPeriodState } from '@casino/shared/wire';
import { hostileText } from '@casino/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { parseMoneyLimit } from '../../../lib/limit-input';
import { renderApp } from '../../../testing/render-app';
import { LimitSection } from './limit-section';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/gambling-limits' };
const session = {
  status: 'Resolved' as const,
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'anna@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};
const period = (p: 'D' | 'W' | 'M'): LimitPeriodState => ({ period: p, value: null, used: 0, remaining: null, resetAt: '2026-11-26T00:00:00.000Z', pendingValue: null, pendingDelete: false, pendingLimitActiveFrom: null, locked: false, startedAt: null, updatedAt: null });
const deposit: Limits = { type: 'deposit', unit: 'MINOR', currency: 'EUR', timeZone: 'Europe/Malta', coolingHours: 24, limits: [period('D'), period('W'), period('M')] };

const drafts = fc.oneof(hostileText(), fc.integer({ min: -1_000, max: 1_000_000 }).map((minor) => (minor / 100).toFixed(2)), fc.double().map(String));

describe('deposit limit form under hostile input (issue 21 point 6, fast-check)', () => {
  it('keeps what was typed, never crashes, and saves or says what is wrong, for 200 limits', async () => {
    const errors = jest.spyOn(console, 'error');
    const saved: unknown[] = [];
    renderApp(<LimitSection type="deposit" />, {
      ...at,
      state: { session },
      http: {
        'GET /player/deposit-limits': deposit,
        'PATCH /player/deposit-limits': (config: { data?: unknown }) => {
          saved.push(JSON.parse(String(config.data)));
          return deposit;
        },
      },
    });
    const field = (await screen.findByRole('textbox', { name: 'Daily' })) as HTMLInputElement;
    const form = field.closest('form')!;
    try {
      await fc.assert(
        fc.asyncProperty(drafts, async (draft) => {
          saved.length = 0;
          fireEvent.change(field, { target: { value: draft } });
          expect(field.value).toBe(draft);
          fireEvent.submit(form);
          const parsed = parseMoneyLimit(draft, 'EUR', 'en-UN');
          if (parsed.ok) {
            await waitFor(() => expect(saved).toEqual([{ duration: 'D', updatedAt: null, limit: parsed.value }]), { interval: 5 });
            // Saved: the form shows the limit in force again, with no error.
            await waitFor(() => expect(within(form).getByRole('button', { name: /^Save/ })).toBeDisabled(), { interval: 5 });
            expect(field).toHaveAttribute('aria-invalid', 'false');
          } else {
            await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), { interval: 5 });
            expect(within(form).getByRole('alert').textContent?.trim()).toBeTruthy();
            expect(field.value).toBe(draft);
            expect(saved).toEqual([]);
          }
          expect(errors).not.toHaveBeenCalled();
        }),
        { numRuns: 200 },
      );
    } finally {
      errors.mockRestore();
    }
  }, 180_000);
});
