/**
 * Chat (issue 24, docs/chat.md): rooms as data, messages delivered through the event outbox to each
 * room's channel, the rules of who may write what and how often, ignores, reports and staff moderation.
 */

/** The back office's queue count of chat reports waiting for a moderator. */
export { openReportCount } from './moderation-repository';
export { type ChatModule, createChatModule } from './module';
export type { ChannelAudience, ChatPorts } from './ports';
/** Rules over the caller's transaction that tips and rain share with chat: who may chat, writing a line. */
export { bannedFromChat, chatRefusal, existingRoom, writeChatMessage } from './service';
