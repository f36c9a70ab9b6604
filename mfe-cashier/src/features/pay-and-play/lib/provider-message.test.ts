import { readProviderMessage } from './provider-message';

const origin = 'http://127.0.0.1:4000';
const message = (data: unknown, from = origin) => readProviderMessage({ origin: from, data }, origin, 'pnp-1');

describe('readProviderMessage (pay and play)', () => {
  it('an approval from the provider carries the one-time code', () => {
    expect(message({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-1', status: 'APPROVED', oneTimeCode: 'otc-9' })).toEqual({ kind: 'approved', oneTimeCode: 'otc-9' });
  });

  it.each(['DECLINED', 'CANCELLED'] as const)('%s stops the session', (status) => {
    expect(message({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-1', status })).toEqual({ kind: 'stopped', reason: status });
  });

  it('believes no other origin, session or shape', () => {
    expect(message({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-1', status: 'APPROVED', oneTimeCode: 'x' }, 'http://evil.example')).toEqual({ kind: 'ignore' });
    expect(message({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-2', status: 'APPROVED', oneTimeCode: 'x' })).toEqual({ kind: 'ignore' });
    expect(message({ type: 'PAY_AND_PLAY_RESULT', sessionId: 'pnp-1', status: 'APPROVED' })).toEqual({ kind: 'ignore' });
    expect(message('APPROVED')).toEqual({ kind: 'ignore' });
  });
});
