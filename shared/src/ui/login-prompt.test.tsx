import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { firstValueFrom, take, toArray } from '@casino/shared-modules/rxjs';
import { createTestPlatform } from '../testing/test-platform';
import { renderWithPlatform } from '../testing/render-with-platform';
import { LoginPrompt } from './login-prompt';

describe('LoginPrompt', () => {
  it('asks for a login that brings the visitor back to this page and query', async () => {
    const platform = createTestPlatform();
    platform.i18n.addResourceBundle('en', 'cashier', { login: { button: 'Log in' } });
    const opened = firstValueFrom(platform.bus.on('OPEN_LOGIN').pipe(take(1), toArray()));
    platform.bus.set('location', { pathname: '/en-UN/my-account/banking', search: '?tab=1', hash: '' });
    renderWithPlatform(<LoginPrompt namespace="cashier" title="Banking" message="Log in to deposit." />, { platform });

    expect(screen.getByRole('heading', { name: 'Banking' })).toBeInTheDocument();
    expect(screen.getByText('Log in to deposit.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(await opened).toEqual([{ type: 'OPEN_LOGIN', redirectTo: '/en-UN/my-account/banking?tab=1' }]);
  });

  it('has no heading of its own unless given a title', () => {
    renderWithPlatform(<LoginPrompt namespace="account" message="Log in first." />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
