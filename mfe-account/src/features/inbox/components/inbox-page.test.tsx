import { createTestPlatform } from '@casino/shared/testing';
import type { Inbox } from '@casino/shared/wire';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedIn } from '../../../testing/account-fixtures';
import type { RequestConfig } from '../../../testing/request-config';
import { renderApp } from '../../../testing/render-app';
import { InboxPage } from './inbox-page';

const at = { basePath: '/en-UN/my-account', path: '/en-UN/my-account/inbox' };
const inbox: Inbox = {
  messages: [
    {
      id: 'msg-2',
      category: 'MESSAGE',
      title: 'Weekend reload',
      body: 'A 50% reload waits for you.',
      sentAt: new Date(2026, 2, 12, 9).toISOString(),
      read: false,
    },
    {
      id: 'msg-1',
      category: 'MESSAGE',
      title: 'Welcome',
      body: 'Hello and welcome.',
      sentAt: new Date(2026, 2, 1, 9).toISOString(),
      read: true,
    },
  ],
  unreadCount: 1,
};

describe('InboxPage (spec 000 §2 /inbox, /inbox/notifications)', () => {
  it('lists the messages newest first, the unread marked, and marks one read when it is opened', async () => {
    const user = userEvent.setup();
    const read: string[] = [];
    const platform = createTestPlatform({
      ...at,
      state: loggedIn,
      http: {
        'GET /player/inbox': (config: RequestConfig) => {
          expect(config.params).toEqual({ category: 'MESSAGE' });
          return inbox;
        },
        'POST /player/inbox/msg-2/read': () => {
          read.push('msg-2');
          return { ...inbox.messages[0], read: true };
        },
      },
    });
    renderApp(<InboxPage category="MESSAGE" />, { ...at, platform });
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(await screen.findByText('Unread: 1')).toBeInTheDocument();
    const first = screen.getByRole('button', { name: /Weekend reload/ });
    expect(first).toHaveTextContent('New');
    expect(first).toHaveTextContent('12/03/2026');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('A 50% reload waits for you.')).not.toBeVisible();
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('A 50% reload waits for you.')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Unread: 0')).toBeInTheDocument());
    expect(read).toEqual(['msg-2']);
    expect(first).not.toHaveTextContent('New');
    await user.click(screen.getByRole('button', { name: /Welcome/ }));
    expect(read).toEqual(['msg-2']);
    const tabs = screen.getByRole('navigation', { name: 'Messages' });
    expect(within(tabs).getByRole('link', { name: 'Inbox' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/en-UN/my-account/inbox/notifications',
    );
  });

  it('asks for notifications on the notifications page and says when there are none', async () => {
    const platform = createTestPlatform({
      ...at,
      state: loggedIn,
      http: {
        'GET /player/inbox': (config: RequestConfig) => {
          expect(config.params).toEqual({ category: 'NOTIFICATION' });
          return { messages: [], unreadCount: 0 };
        },
      },
    });
    renderApp(<InboxPage category="NOTIFICATION" />, {
      ...at,
      path: '/en-UN/my-account/inbox/notifications',
      platform,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });
});
