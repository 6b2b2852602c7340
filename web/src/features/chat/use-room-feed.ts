import {
  CHAT_EVENTS,
  CHAT_KEPT_MESSAGES,
  type ChatMessage,
  type ChatRoom,
  chatChannel,
} from '@casino/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { subscribeChannel } from '../../api/channels';
import { queryClient } from '../../api/queries';
import { chatKeys, loadMessages, useChatStanding } from './api';

/** Adds what arrived to what is shown, once each, in id order, keeping the room's last 35 (spec §9). */
export function mergeMessages(shown: readonly ChatMessage[], arrived: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(shown.map((message) => [message.id, message]));
  for (const message of arrived) byId.set(message.id, message);
  return [...byId.values()]
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : BigInt(a.id) > BigInt(b.id) ? 1 : 0))
    .slice(-CHAT_KEPT_MESSAGES);
}

export interface RoomFeed {
  /** Null while the first load runs. */
  messages: ChatMessage[] | null;
  failed: boolean;
  retry(): void;
  /** Shows the player's own message at once, before the room's channel echoes it. */
  add(message: ChatMessage): void;
}

/**
 * A room's messages: loaded, then kept live from the room's channel (new, deleted, the room's slow mode),
 * reloaded on each (re)join so nothing sent while away is missed. Whom the player ignores never shows.
 * `onArrived` hears each new message of someone else (the unread count).
 */
export function useRoomFeed(roomId: string, onArrived: (message: ChatMessage) => void): RoomFeed {
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const onArrivedRef = useRef(onArrived);
  onArrivedRef.current = onArrived;
  const standing = useChatStanding();
  const ignored = useMemo(
    () => new Set((standing.data?.ignored ?? []).map((player) => player.id)),
    [standing.data],
  );

  const reload = useCallback(() => {
    setFailed(false);
    loadMessages(roomId).then(
      (loaded) => setMessages((shown) => mergeMessages(loaded, arrivedSince(shown, loaded, roomId))),
      () => setFailed(true),
    );
  }, [roomId]);

  useEffect(() => {
    setMessages(null);
    reload();
    const channel = chatChannel(roomId);
    const stops = [
      subscribeChannel(
        channel,
        CHAT_EVENTS.messages,
        (payload) => {
          const arrived = (payload as ChatMessage[]).filter((message) => message.room_id === roomId);
          if (arrived.length === 0) return;
          setMessages((shown) => mergeMessages(shown ?? [], arrived));
          for (const message of arrived) onArrivedRef.current(message);
        },
        reload,
      ),
      subscribeChannel(channel, CHAT_EVENTS.deleted, (payload) => {
        const { id, room_id } = payload as { id: string; room_id: string };
        if (room_id === roomId)
          setMessages((shown) => shown?.filter((message) => message.id !== id) ?? shown);
      }),
      subscribeChannel(channel, CHAT_EVENTS.room, (payload) => {
        const room = payload as ChatRoom;
        queryClient.setQueryData<ChatRoom[]>(chatKeys.rooms, (rooms) =>
          rooms?.map((known) =>
            known.id === room.id ? { ...known, slow_mode_seconds: room.slow_mode_seconds } : known,
          ),
        );
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [roomId, reload]);

  const visible = useMemo(
    () => messages?.filter((message) => !message.sender || !ignored.has(message.sender.id)) ?? null,
    [messages, ignored],
  );
  const add = useCallback(
    (message: ChatMessage) => setMessages((shown) => mergeMessages(shown ?? [], [message])),
    [],
  );
  return { messages: visible, failed, retry: reload, add };
}

/** What the channel brought that the load did not hold yet (sent while the load was on its way). */
function arrivedSince(shown: ChatMessage[] | null, loaded: ChatMessage[], roomId: string): ChatMessage[] {
  const last = BigInt(loaded.at(-1)?.id ?? 0);
  return (shown ?? []).filter((message) => message.room_id === roomId && BigInt(message.id) > last);
}
