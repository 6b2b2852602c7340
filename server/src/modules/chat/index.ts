/**
 * Chat (issue 24, docs/chat.md): rooms as data, messages delivered through the event outbox to each
 * room's channel, the rules of who may write what and how often, ignores, reports and staff moderation.
 */
export { type ChatModule, createChatModule } from './module';
export type { ChannelAudience, ChatPorts } from './ports';
