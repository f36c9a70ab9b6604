import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from '../testing/test-platform';
import { renderWithPlatform } from '../testing/render-with-platform';
import { SafeHtml } from './safe-html';
import type { PlatformEvent } from '../bus/events';

describe('SafeHtml', () => {
  it('drops scripts and handlers and asks the host to navigate on a site link', async () => {
    const platform = createTestPlatform();
    const events: PlatformEvent[] = [];
    platform.bus.events$.subscribe((event) => events.push(event));
    const { container } = renderWithPlatform(
      <SafeHtml html={'<p onclick="alert(1)">Read the <a href="/terms">terms</a></p><script>alert(2)</script>'} />,
      { platform },
    );

    expect(container.querySelector('script, [onclick]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'terms' }));
    expect(events).toContainEqual({ type: 'NAVIGATE', to: '/en-UN/terms' });
  });
});
