import { createTestPlatform, hostileText } from '@casino/shared/testing';
import { fireEvent, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { validateAmount } from '../../../lib/amount';
import { renderApp } from '../../../testing/render-app';
import { depositBoundsOf } from '../lib/payment-options';
import type { PaymentMethodOption } from '../api/get-payment-methods';
import { DepositForm } from './deposit-form';

const METHODS: PaymentMethodOption[] = [{ _id: 'pm-skrill', name: 'SKRILL', image: '/skrill.svg', altTag: 'Skrill' }];
const BOUNDS = depositBoundsOf(METHODS[0], 'EUR');

/** Amounts a player might type or paste: hostile text, edge numbers, and amounts near the method's bounds. */
const amounts = fc.oneof(
  hostileText(),
  fc.integer({ min: BOUNDS.min - 100, max: BOUNDS.min + 10_000 }).map((minor) => (minor / 100).toFixed(2)),
  fc.double({ noNaN: false }).map(String),
);

describe('deposit form under hostile input (issue 21 point 6, fast-check)', () => {
  it('keeps what was typed, never crashes, and pays or says what is wrong, for 200 amounts', async () => {
    const errors = jest.spyOn(console, 'error');
    const onPay = jest.fn();
    renderApp(<DepositForm methods={METHODS} bonuses={[]} selectedBonusId={null} onSelectBonus={() => undefined} currency="EUR" market="UN" busy={false} onPay={onPay} />, {
      platform: createTestPlatform({ basePath: '/en-UN/deposit' }),
    });
    const field = document.getElementById('deposit-amount') as HTMLInputElement;
    const submit = field.closest('form')!.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    try {
      await fc.assert(
        fc.asyncProperty(amounts, async (amount) => {
          onPay.mockClear();
          fireEvent.change(field, { target: { value: amount } });
          fireEvent.click(submit);
          const parsed = validateAmount(amount, 'EUR', BOUNDS, 'en-UN');
          if (parsed.ok) {
            await waitFor(() => expect(onPay).toHaveBeenCalledWith({ amount: parsed.minor, paymentMethod: 'SKRILL', bonusId: null }), { interval: 5 });
          } else {
            await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'), { interval: 5 });
            expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent?.trim()).toBeTruthy();
            expect(onPay).not.toHaveBeenCalled();
          }
          expect(field.value).toBe(amount);
          expect(errors).not.toHaveBeenCalled();
        }),
        { numRuns: 200 },
      );
    } finally {
      errors.mockRestore();
    }
  }, 120_000);
});
