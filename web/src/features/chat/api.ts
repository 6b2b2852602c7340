import type { ChatMessage, ChatRoom, ChatRoster, ChatStanding, PostChatMessage } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../api/queries';
import { useLoggedIn } from '../../api/session';

export const chatKeys = {
  rooms: ['chat', 'rooms'] as const,
  messages: (roomId: string) => ['chat', 'messages', roomId] as const,
  standing: ['chat', 'standing'] as const,
  roster: (roomId: string) => ['chat', 'roster', roomId] as const,
};

export function useChatRooms() {
  return useQuery({
    queryKey: chatKeys.rooms,
    queryFn: () => api<ChatRoom[]>('/chat_rooms'),
    enabled: useLoggedIn(),
    staleTime: 60_000,
  });
}

/** May the player write, why not, and whom they ignore (kept on the server: every device agrees). */
export function useChatStanding() {
  return useQuery({
    queryKey: chatKeys.standing,
    queryFn: () => api<ChatStanding>('/chat/standing'),
    enabled: useLoggedIn(),
  });
}

export function useRoster(roomId: string, open: boolean) {
  return useQuery({
    queryKey: chatKeys.roster(roomId),
    queryFn: () => api<ChatRoster>(`/chat_rooms/${encodeURIComponent(roomId)}/roster`),
    enabled: open,
    refetchInterval: open ? 15_000 : false,
  });
}

export const loadMessages = (roomId: string) =>
  api<ChatMessage[]>(`/chat_messages/${encodeURIComponent(roomId)}`);

export const sendMessage = (message: PostChatMessage) =>
  api<ChatMessage>('/chat_messages', { method: 'POST', body: message });

export const deleteMessage = (id: string) => api(`/chat_messages/${id}`, { method: 'DELETE' });

export const reportMessage = (id: string, reason: string) =>
  api(`/chat_messages/${id}/report`, { method: 'POST', body: { reason } });

async function setStanding(call: Promise<ChatStanding>) {
  queryClient.setQueryData(chatKeys.standing, await call);
}

export const ignorePlayer = (username: string) =>
  setStanding(api<ChatStanding>('/chat/ignores', { method: 'POST', body: { username } }));

export const unignorePlayer = (username: string) =>
  setStanding(api<ChatStanding>(`/chat/ignores/${encodeURIComponent(username)}`, { method: 'DELETE' }));
