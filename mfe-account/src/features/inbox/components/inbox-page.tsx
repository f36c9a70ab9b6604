import { ErrorState, Muted, focusRing } from '@casino/shared/ui';
import type { InboxMessage } from '@casino/shared/wire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@casino/shared-modules/react-router';
import styled from 'styled-components';
import { AccountScreen, Section } from '../../../components/account-screen';
import { LoadingLine } from '../../../components/status-note';
import { useInbox, useMarkInboxMessageRead, type InboxCategory } from '../api/inbox';

export interface InboxPageProps {
  /** `MESSAGE` at `/my-account/inbox`, `NOTIFICATION` at `/my-account/inbox/notifications`. */
  category: InboxCategory;
}

/** `yyyy-MM-ddTHH:mm…` → `dd/MM/yyyy` (spec 000 §9), in the player's time. */
function dayOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

/**
 * The CRM inbox (spec 000 §2 `/inbox`, `/inbox/notifications`; `GET /player/inbox`): the messages newest
 * first, unread ones marked. Opening one shows its text and marks it read (`POST /player/inbox/:id/read`).
 */
export function InboxPage({ category }: InboxPageProps) {
  const { t } = useTranslation('account');
  const inbox = useInbox(category);
  const markRead = useMarkInboxMessageRead();
  const [open, setOpen] = useState<string | null>(null);
  const title = category === 'MESSAGE' ? t('inbox.title') : t('inbox.notificationsTitle');

  const toggle = (message: InboxMessage) => {
    setOpen((current) => (current === message.id ? null : message.id));
    if (!message.read && !markRead.isPending) markRead.mutate(message.id);
  };

  return (
    <AccountScreen
      title={title}
      intro={inbox.data ? t('inbox.unread', { count: inbox.data.unreadCount }) : undefined}
    >
      <Tabs aria-label={t('inbox.tabs')}>
        <TabLink to="/inbox" aria-current={category === 'MESSAGE' ? 'page' : undefined}>
          {t('inbox.title')}
        </TabLink>
        <TabLink to="/inbox/notifications" aria-current={category === 'NOTIFICATION' ? 'page' : undefined}>
          {t('inbox.notificationsTitle')}
        </TabLink>
      </Tabs>
      <Section>
        {inbox.isPending && <LoadingLine>{t('inbox.loading')}</LoadingLine>}
        {inbox.isError && (
          <ErrorState namespace="account" onRetry={() => void inbox.refetch()} retrying={inbox.isFetching} />
        )}
        {inbox.data && inbox.data.messages.length === 0 && (
          <Muted>{category === 'MESSAGE' ? t('inbox.empty') : t('inbox.notificationsEmpty')}</Muted>
        )}
        {inbox.data && inbox.data.messages.length > 0 && (
          <Messages>
            {inbox.data.messages.map((message) => (
              <li key={message.id}>
                <h2>
                  <Toggle
                    type="button"
                    aria-expanded={open === message.id}
                    aria-controls={`message-${message.id}`}
                    onClick={() => toggle(message)}
                    $unread={!message.read}
                  >
                    <span>
                      {!message.read && <Badge>{t('inbox.new')}</Badge>}
                      {message.title}
                    </span>
                    <time dateTime={message.sentAt}>{dayOf(message.sentAt)}</time>
                  </Toggle>
                </h2>
                <Body id={`message-${message.id}`} hidden={open !== message.id}>
                  {message.body}
                </Body>
              </li>
            ))}
          </Messages>
        )}
      </Section>
    </AccountScreen>
  );
}

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const TabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  ${focusRing}

  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Messages = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.body};
  }
`;

const Toggle = styled.button<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 56px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(1)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  text-align: left;
  cursor: pointer;
  ${focusRing}

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.font.small};
    font-weight: 400;
  }
`;

const Badge = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.75rem;
  line-height: 1.6;
`;

const Body = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.5;
  white-space: pre-line;
`;
