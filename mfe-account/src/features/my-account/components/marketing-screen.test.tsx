import { createTestPlatform } from '@casino/shared/testing';
import { COMMUNICATION_TYPES, MARKETING_CHANNELS, type MarketingPreferences } from '@casino/shared/wire';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn } from '../../../testing/account-fixtures';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { changedPreferences, MarketingScreen } from './marketing-screen';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account/marketing-preferences' };
const all = (value: boolean): MarketingPreferences => ({
  subscriptionChannels: Object.fromEntries(
    MARKETING_CHANNELS.map((channel) => [channel, value]),
  ) as MarketingPreferences['subscriptionChannels'],
  subscriptionCommunications: Object.fromEntries(
    COMMUNICATION_TYPES.map((type) => [type, value]),
  ) as MarketingPreferences['subscriptionCommunications'],
});

describe('changedPreferences', () => {
  it('keeps only the flags that changed, by group', () => {
    const after = all(true);
    after.subscriptionChannels.SMS = false;
    expect(changedPreferences(all(true), after)).toEqual({ subscriptionChannels: { SMS: false } });
    expect(changedPreferences(all(true), all(true))).toBeNull();
  });
});

describe('MarketingScreen (spec 000 §3 marketing preferences)', () => {
  it('shows the five channels and four topics, and patches what changed', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const platform = createTestPlatform({
      ...at,
      state: loggedIn,
      http: {
        'GET /player/marketing_preferences': all(true),
        'PATCH /player/marketing_preferences': (config: RequestConfig) => {
          sent.push(JSON.parse(String(config.data)));
          const saved = all(true);
          saved.subscriptionChannels.SMS = false;
          saved.subscriptionCommunications.CASINO = false;
          return saved;
        },
      },
    });
    renderApp(<MarketingScreen />, { ...at, platform });
    const channels = await screen.findByRole('group', { name: 'How we may contact you' });
    expect(
      within(channels)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id')),
    ).toEqual(MARKETING_CHANNELS.map((channel) => `channel-${channel}`));
    expect(within(screen.getByRole('group', { name: 'What about' })).getAllByRole('checkbox')).toHaveLength(
      4,
    );
    await user.click(within(channels).getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('checkbox', { name: 'Casino news' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your preferences are saved.');
    expect(sent).toEqual([
      { subscriptionChannels: { SMS: false }, subscriptionCommunications: { CASINO: false } },
    ]);
    expect(screen.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  });

  it('sends nothing when nothing changed', async () => {
    const user = userEvent.setup();
    const platform = createTestPlatform({
      ...at,
      state: loggedIn,
      http: { 'GET /player/marketing_preferences': all(false) },
    });
    renderApp(<MarketingScreen />, { ...at, platform });
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing changed');
    expect(platform.unhandled).toEqual([]);
  });
});
