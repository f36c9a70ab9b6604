import type { SessionState } from '@casino/shared/bus';
import { createTestPlatform, playerProfileOf } from '@casino/shared/testing';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';
import { useDepositLimitPrompt } from './use-deposit-limit-prompt';

// The prompt's market rules are a chunk of their own (issue 19): here, one that cannot be had.
jest.mock('../lib/deposit-limit-prompt', () => {
  throw new Error('Loading chunk deposit-limit-prompt failed');
});

const session: SessionState = {
  status: 'Resolved',
  authorized: true,
  claims: { country_code: 'GB', language_code: 'en', player_id: 'sandbox-ukplayer', email: 'ukplayer@sandbox.test', iat: 0, login_method: 'DEFAULT', multibrand: null },
};

function PromptStatus() {
  return <p>{useDepositLimitPrompt().status}</p>;
}

describe('useDepositLimitPrompt when the market rules cannot be loaded (issue 16 §5, issue 19)', () => {
  it('waits for them, then shows no prompt: a prompt never stops a deposit', async () => {
    const platform = createTestPlatform({
      basePath: '/en-UK/my-account/banking',
      state: { session, profile: playerProfileOf({ playerId: 'sandbox-ukplayer', currencyCode: 'GBP', countryCode: 'GB', firstDepositDate: null }) },
      http: { 'GET /player/deposit-limits': { status: 500, data: { message: 'not asked' } } },
    });
    renderApp(<PromptStatus />, { platform });
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('none')).toBeInTheDocument();
  });

  it('never waits for them for a player with a deposit already', () => {
    const platform = createTestPlatform({
      basePath: '/en-UK/my-account/banking',
      state: { session, profile: playerProfileOf({ playerId: 'sandbox-ukplayer', currencyCode: 'GBP', countryCode: 'GB', firstDepositDate: '2026-01-20' }) },
    });
    renderApp(<PromptStatus />, { platform });
    expect(screen.getByText('none')).toBeInTheDocument();
  });
});
