import { CHAT_EVENTS, type ChatMessage, type ChatRoom, chatChannel } from '@casino/contract';
import type { Trx } from '../../db/transaction';
import { enqueueEvent, enqueueListItem } from '../../realtime/event-outbox';

/**
 * A room's messages reach its readers through the event outbox, in the transaction that wrote them: a
 * message is heard exactly when it committed, in order, once per reader across instances; those that
 * commit close together reach each reader in one `ChatMessages` packet.
 */
export function publishMessage(trx: Trx, message: ChatMessage): Promise<void> {
  return enqueueListItem(trx, chatChannel(message.room_id), CHAT_EVENTS.messages, message);
}

export function publishDeleted(trx: Trx, roomId: string, id: bigint): Promise<void> {
  return enqueueEvent(trx, chatChannel(roomId), CHAT_EVENTS.deleted, { id: id.toString(), room_id: roomId });
}

/** A room's slow mode changed (staff, or the room's own rate). */
export function publishRoom(trx: Trx, room: ChatRoom): Promise<void> {
  return enqueueEvent(trx, chatChannel(room.id), CHAT_EVENTS.room, room);
}

/** A mute or chat ban told to its player, so their composer says so at once. */
export function publishSanction(trx: Trx, userId: bigint, payload: { kind: string; until: string | null }) {
  return enqueueEvent(trx, `App.User.${userId}`, CHAT_EVENTS.sanction, payload);
}
