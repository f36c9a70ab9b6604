import type { MountProps } from '@casino/shared/contract';
import { usePlatform } from '@casino/shared/parcel';
import { inboxMessageSchema, inboxSchema, type Inbox, type InboxMessage } from '@casino/shared/wire';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The CRM inbox's two lists (spec 000 §2 `/inbox` and `/inbox/notifications`). */
export type InboxCategory = InboxMessage['category'];

/** `GET /player/inbox?category=…`: the category's messages, newest first, and how many are unread. */
export async function getInbox(http: MountProps['http'], category: InboxCategory): Promise<Inbox> {
  const { data } = await http.get<unknown>('/player/inbox', { params: { category } });
  return inboxSchema.parse(data);
}

export function getInboxQueryOptions(http: MountProps['http'], category: InboxCategory) {
  // New messages arrive from the CRM at any time: asked again whenever the page opens.
  return queryOptions({
    queryKey: ['inbox', category],
    queryFn: () => getInbox(http, category),
    staleTime: 0,
  });
}

export function useInbox(category: InboxCategory) {
  const { http } = usePlatform();
  return useQuery(getInboxQueryOptions(http, category));
}

/** `POST /player/inbox/:id/read`: answers the message marked read. */
export async function markInboxMessageRead(http: MountProps['http'], id: string): Promise<InboxMessage> {
  const { data } = await http.post<unknown>(`/player/inbox/${encodeURIComponent(id)}/read`);
  return inboxMessageSchema.parse(data);
}

/** Marks a message read; the list shows it read at once and counts one unread less. */
export function useMarkInboxMessageRead() {
  const { http } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markInboxMessageRead(http, id),
    onSuccess: (message) =>
      queryClient.setQueryData<Inbox>(getInboxQueryOptions(http, message.category).queryKey, (inbox) => {
        if (!inbox) return inbox;
        const wasUnread = inbox.messages.some((item) => item.id === message.id && !item.read);
        return {
          messages: inbox.messages.map((item) => (item.id === message.id ? message : item)),
          unreadCount: Math.max(0, inbox.unreadCount - (wasUnread ? 1 : 0)),
        };
      }),
  });
}
