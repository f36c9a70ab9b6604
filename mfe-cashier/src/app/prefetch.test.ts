import type { SessionState } from '@casino/shared/bus';
import { createQueryClient } from '@casino/shared/parcel';
import { PAGE_SIZE } from '@casino/shared/platform';
import { createTestPlatform } from '@casino/shared/testing';
import { waitFor } from '@testing-library/react';
import type { RequestConfig } from '../testing/request-config';
import { prefetchBankingFirstScreen } from './prefetch';

const signedIn: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'MT', language_code: 'en', player_id: 'p1', email: 'anna@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};

function platformAt(pathname: string, session: SessionState = signedIn) {
  const requests: unknown[] = [];
  const platform = createTestPlatform({
    basePath: '/en-UN/my-account/banking',
    state: { session },
    http: {
      'GET /player/wallet/transactions': (config: RequestConfig) => {
        requests.push(config.params);
        return { transactions: [] };
      },
    },
  });
  platform.bus.set('location', { pathname, search: '', hash: '' });
  return { platform, requests };
}

describe('the banking prefetch at mount (issue 14 transactions LCP)', () => {
  it("asks for the first page of every transaction on the transactions page, with the key the page asks for", async () => {
    const { platform, requests } = platformAt('/en-UN/my-account/banking/transactions');
    const client = createQueryClient();
    prefetchBankingFirstScreen(platform, client);
    await waitFor(() => expect(requests).toEqual([{ limit: PAGE_SIZE.transactions, position: 0 }]));
    await waitFor(() => expect(client.getQueryState(['transactions', {}])?.status).toBe('success'));
    expect(platform.unhandled).toEqual([]);
  });

  it('fetches nothing on the other banking pages, or for a visitor', async () => {
    for (const [pathname, session] of [
      ['/en-UN/my-account/banking', signedIn],
      ['/en-UN/my-account/banking/deposit', signedIn],
      ['/en-UN/my-account/banking/transactions', { status: 'Resolved', authorized: false, claims: null }],
    ] as const) {
      const { platform, requests } = platformAt(pathname, session);
      const client = createQueryClient();
      prefetchBankingFirstScreen(platform, client);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(requests).toEqual([]);
      expect(client.getQueryCache().getAll()).toEqual([]);
    }
  });
});
