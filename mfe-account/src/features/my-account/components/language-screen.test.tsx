import type { PlatformEvent } from '@casino/shared/bus';
import { resolveSegment } from '@casino/shared/market';
import { createTestPlatform } from '@casino/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn } from '../../../testing/account-fixtures';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { LanguageScreen } from './language-screen';

function setup(segment: string, answer: unknown = { languageCode: 'en' }) {
  const basePath = `/${segment}/my-account`;
  const sent: unknown[] = [];
  const platform = createTestPlatform({
    basePath,
    state: { ...loggedIn, locale: resolveSegment(segment)! },
    http: {
      'POST /player/language': (config: RequestConfig) => {
        sent.push(JSON.parse(String(config.data)));
        return answer;
      },
    },
  });
  const events: PlatformEvent[] = [];
  platform.bus.events$.subscribe((event) => events.push(event));
  renderApp(<LanguageScreen />, { basePath, path: `${basePath}/account/language`, platform });
  return { sent, events };
}

describe('LanguageScreen (spec 001 §7 language, spec 000 §3 Market)', () => {
  it("offers the languages of the player's market, the current one chosen", () => {
    setup('fi-FI');
    expect(screen.getByRole('group', { name: 'Choose your language' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Suomi' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'English' })).not.toBeChecked();
  });

  it('saves the language, then moves the site to its segment with a toast in the new language', async () => {
    const user = userEvent.setup();
    const { sent, events } = setup('en-FI', { languageCode: 'fi' });
    await user.click(screen.getByRole('radio', { name: 'Suomi' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() =>
      expect(events).toContainEqual({ type: 'NAVIGATE', to: '/fi-FI/my-account/account/language' }),
    );
    expect(sent).toEqual([{ languageCode: 'fi' }]);
    expect(events).toContainEqual({ type: 'SHOW_TOAST', message: 'Kieli on vaihdettu.', variant: 'success' });
  });

  it('sends French Canadian as fr (spec 001 §7: caf as fr)', async () => {
    const user = userEvent.setup();
    const { sent, events } = setup('en-CA', { languageCode: 'fr' });
    await user.click(screen.getByRole('radio', { name: 'Français' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await waitFor(() =>
      expect(events).toContainEqual({ type: 'NAVIGATE', to: '/fr-CA/my-account/account/language' }),
    );
    expect(sent).toEqual([{ languageCode: 'fr' }]);
  });

  it('stays, with the choice kept, when the platform refuses', async () => {
    const user = userEvent.setup();
    const { events } = setup('fi-FI', { status: 500, data: { error: 'Internal Server Error' } });
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your changes right now.');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(events.filter((event) => event.type === 'NAVIGATE')).toEqual([]);
  });
});
