import { originOf } from '../../../lib/origin-of';
import { readPaymentMessage } from './payment-result-message';

const origin = 'http://localhost:4000';
const message = (data: unknown, from = origin) => ({ origin: from, data });

describe('the provider page’s PAYMENT_RESULT message (issue 14)', () => {
  it('ends the flow on a cancel or a decline, and confirms anything else with the platform', () => {
    expect(
      readPaymentMessage(
        message({ type: 'PAYMENT_RESULT', referenceId: 'd1', status: 'CANCELLED' }),
        origin,
        'd1',
      ),
    ).toEqual({ kind: 'result', result: 'CANCELLED' });
    expect(
      readPaymentMessage(
        message({ type: 'PAYMENT_RESULT', referenceId: 'd1', status: 'declined' }),
        origin,
        'd1',
      ),
    ).toEqual({ kind: 'result', result: 'FAILED' });
    expect(
      readPaymentMessage(
        message({ type: 'PAYMENT_RESULT', referenceId: 'd1', status: 'APPROVED' }),
        origin,
        'd1',
      ),
    ).toEqual({ kind: 'confirm' });
    expect(
      readPaymentMessage(
        message({ type: 'PAYMENT_RESULT', referenceId: 'd1', status: 'SUCCESS' }),
        origin,
        'd1',
      ),
    ).toEqual({ kind: 'confirm' });
    expect(
      readPaymentMessage(
        message({ type: 'PAYMENT_RESULT', referenceId: 'd1', status: 'FAILED' }),
        origin,
        'd1',
      ),
    ).toEqual({ kind: 'result', result: 'FAILED' });
    // The sandbox's page answers Cancel with the deposit's status, still PENDING (it expires later).
    expect(
      readPaymentMessage(
        message({ type: 'PAYMENT_RESULT', referenceId: 'd1', status: 'PENDING' }),
        origin,
        'd1',
      ),
    ).toEqual({ kind: 'result', result: 'CANCELLED' });
  });

  it('ignores another origin, another deposit and other messages', () => {
    expect(
      readPaymentMessage(
        message({ type: 'PAYMENT_RESULT', referenceId: 'd1', status: 'SUCCESS' }, 'http://evil.test'),
        origin,
        'd1',
      ).kind,
    ).toBe('ignore');
    expect(
      readPaymentMessage(
        message({ type: 'PAYMENT_RESULT', referenceId: 'd2', status: 'SUCCESS' }),
        origin,
        'd1',
      ).kind,
    ).toBe('ignore');
    expect(readPaymentMessage(message({ type: 'ready' }), origin, 'd1').kind).toBe('ignore');
    expect(readPaymentMessage(message('PAYMENT_RESULT'), origin, 'd1').kind).toBe('ignore');
  });

  it('takes the origin of an http(s) page only', () => {
    expect(originOf('http://localhost:4000/provider/pay/d1?x=1')).toBe(origin);
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf('/relative')).toBeNull();
  });
});
