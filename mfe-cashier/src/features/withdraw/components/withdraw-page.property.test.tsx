import type { SessionState } from '@casino/shared/bus';
import { createTestPlatform, hostileText } from '@casino/shared/testing';
import { cleanup, fireEvent, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { validateAmount } from '../../../lib/amount';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { WithdrawPage } from './withdraw-page';

const at = { basePath: '/en-UN/my-account/banking', path: '/en-UN/my-account/banking/withdraw' };
const session: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'ulla@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: { suspended: false } },
};
/** The page's bounds (`WITHDRAW_BOUNDS`): what a valid amount must lie within. */
const BOUNDS = { min: 1, max: null };

const amounts = fc.oneof(hostileText(), fc.integer({ min: -100, max: 5_000 }).map((minor) => (minor / 100).toFixed(2)));

async function amountField(): Promise<HTMLInputElement> {
  return waitFor(() => {
    const field = document.getElementById('withdraw-amount');
    if (!(field instanceof HTMLInputElement)) throw new Error('no amount field yet');
    return field;
  });
}

describe('withdraw form under hostile input (issue 21 point 6, fast-check)', () => {
  it('keeps what was typed, never crashes, and checks the amount or says what is wrong, for 200 amounts', async () => {
    const errors = jest.spyOn(console, 'error');
    const checks: RequestConfig[] = [];
    // One platform for every render (the same player, and the platform's answers do not change).
    const platform = createTestPlatform({
      ...at,
      state: { session, wallet: { balances: { MAIN: 4000, LOCKED: 0, BONUS: 0 }, currency: 'EUR', updatedAt: 1 } },
      http: {
        'GET /player/wallet/pendingWithdrawal': { withdrawal: null },
        'POST /player/wallet/withdrawal/limit-check': (config: RequestConfig) => {
          checks.push(config);
          return { outcome: 'SUCCESS', limit: null, originalLimit: null, duration: null, resetOn: null };
        },
      },
    });
    /** The form, rendered for the first case and again after each allowed amount (its screen replaces the form). */
    const renderForm = () => {
      renderApp(<WithdrawPage />, { ...at, platform });
      return amountField();
    };
    let field: HTMLInputElement | null = null;
    try {
      await fc.assert(
        fc.asyncProperty(amounts, async (amount) => {
          checks.length = 0;
          // One page while amounts are refused; a fresh one after an allowed amount (or a failed case, while shrinking).
          if (!field?.isConnected) {
            cleanup();
            field = await renderForm();
          }
          fireEvent.change(field, { target: { value: amount } });
          fireEvent.click(field.closest('form')!.querySelector('button[type="submit"]')!);
          const parsed = validateAmount(amount, 'EUR', BOUNDS, 'en-UN');
          if (parsed.ok) {
            await waitFor(() => expect(checks.map((check) => JSON.parse(String(check.data)) as unknown)).toEqual([{ amount: parsed.minor }]), { interval: 5 });
            // The check's screen takes the form's place: the next case renders the form anew.
            field = null;
          } else {
            // On a kept page the field may still show the last refused case's mark; the field keeps this case's text.
            await waitFor(
              () => {
                expect(field).toHaveAttribute('aria-invalid', 'true');
                expect(document.getElementById(field!.getAttribute('aria-describedby') ?? '')?.textContent?.trim()).toBeTruthy();
              },
              { interval: 5 },
            );
            expect(field.value).toBe(amount);
            expect(checks).toEqual([]);
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
