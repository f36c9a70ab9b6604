import { createTestPlatform } from '@casino/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn } from '../../../testing/account-fixtures';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { CookieConsentScreen } from './cookie-consent-screen';
import { LoginHistoryScreen } from './login-history-screen';
import { ProvinceScreen } from './province-screen';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/account' };

describe('LoginHistoryScreen (spec 001 §3 Login history)', () => {
  it('lists the logins with date, IP and country', async () => {
    const platform = createTestPlatform({
      ...at,
      state: loggedIn,
      http: {
        'GET /player/latest-activity-log': (config: RequestConfig) => {
          expect(config.params).toEqual({ limit: 10 });
          return {
            activities: [
              {
                loginDate: new Date(2026, 2, 10, 12, 30).toISOString(),
                loginIp: '203.0.113.7',
                loginCountry: 'MT',
                createdAt: '',
                realIpAddress: '203.0.113.7',
                realCountryCode: 'MT',
              },
            ],
          };
        },
      },
    });
    renderApp(<LoginHistoryScreen />, { ...at, platform });
    const table = await screen.findByRole('table', { name: 'Latest logins, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date and time', 'IP address', 'Country']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['10/03/2026 12:30', '203.0.113.7', 'Malta']);
  });
});

describe('CookieConsentScreen (spec 000 §3 Cookie consent)', () => {
  it('keeps essentials on and patches the player’s choices', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const platform = createTestPlatform({
      ...at,
      state: loggedIn,
      http: {
        'GET /player/cookies/consent': {
          consentId: 'consent-1',
          essentials: true,
          performanceFunctional: true,
          marketing: true,
        },
        'PATCH /player/cookies/consent': (config: RequestConfig) => {
          sent.push(JSON.parse(String(config.data)));
          return { consentId: 'consent-1', essentials: true, performanceFunctional: true, marketing: false };
        },
      },
    });
    renderApp(<CookieConsentScreen />, { ...at, platform });
    const essentials = await screen.findByRole('checkbox', { name: 'Essential cookies' });
    expect(essentials).toBeChecked();
    expect(essentials).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Marketing cookies' }));
    await user.click(screen.getByRole('button', { name: 'Save cookie settings' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your cookie settings are saved.');
    expect(sent).toEqual([
      { consentId: 'consent-1', essentials: true, performanceFunctional: true, marketing: false },
    ]);
  });
});

describe('ProvinceScreen (spec 000 §3 Canadian provinces)', () => {
  it('offers the provinces of the country and saves the choice', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const provinces = [
      { code: 'ON', label: 'Ontario' },
      { code: 'QC', label: 'Quebec' },
    ];
    const platform = createTestPlatform({
      ...at,
      state: loggedIn,
      http: {
        'GET /player/province': { provinceCode: 'ON', provinces },
        'POST /player/province': (config: RequestConfig) => {
          sent.push(JSON.parse(String(config.data)));
          return { provinceCode: 'QC', provinces };
        },
      },
    });
    renderApp(<ProvinceScreen />, { ...at, platform });
    const select = await screen.findByRole('combobox', { name: 'Province' });
    expect(select).toHaveValue('ON');
    await user.selectOptions(select, 'QC');
    await user.click(screen.getByRole('button', { name: 'Save province' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your province is saved.');
    expect(sent).toEqual([{ provinceCode: 'QC' }]);
  });

  it('says when the country has no provinces', async () => {
    const platform = createTestPlatform({
      ...at,
      state: loggedIn,
      http: { 'GET /player/province': { provinceCode: null, provinces: [] } },
    });
    renderApp(<ProvinceScreen />, { ...at, platform });
    expect(await screen.findByText('Your country has no provinces to choose from.')).toBeInTheDocument();
  });
});
