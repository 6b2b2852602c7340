import {
  chatMessageSchema,
  chatMessagesSchema,
  chatReportSchema,
  chatRoomParamsSchema,
  chatRoomsSchema,
  chatRosterSchema,
  chatStandingSchema,
  chatUsernameSchema,
  messageSchema,
  pathIdParamsSchema,
  postChatMessageSchema,
} from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import { ignorePlayer, unignorePlayer } from './ignores';
import { deleteChatMessage, reportMessage } from './moderation';
import type { ChatPorts } from './ports';
import { createRoster } from './roster';
import { chatStanding, listRooms, postMessage, roomMessages } from './service';

/**
 * The player's chat (spec §7 "Chat"), signed in only (spec §6: chat is hidden from guests):
 * - `GET /api/chat_rooms`, `GET /api/chat_messages/:roomId` (the last 35), `POST /api/chat_messages`;
 * - `DELETE /api/chat_messages/:id` (staff: `chat.moderate`), `POST /api/chat_messages/:id/report`;
 * - `GET /api/chat/standing` (may I write, whom I ignore), `POST /api/chat/ignores`,
 *   `DELETE /api/chat/ignores/:username`, `GET /api/chat_rooms/:roomId/roster`.
 */
export function chatRoutes(app: Api, ports: ChatPorts): void {
  const signedIn = requirePlayer(ports.sessions);
  const roster = createRoster(ports.db, ports.audience);
  const me = (request: Parameters<typeof currentPlayer>[0]) => currentPlayer(request).userId;

  app.get(
    '/api/chat_rooms',
    { onRequest: signedIn, schema: { response: { 200: chatRoomsSchema } } },
    (request) => listRooms(ports.db, me(request)),
  );
  app.get(
    '/api/chat_rooms/:roomId/roster',
    { onRequest: signedIn, schema: { params: chatRoomParamsSchema, response: { 200: chatRosterSchema } } },
    (request) => roster(request.params.roomId),
  );
  app.get(
    '/api/chat_messages/:roomId',
    { onRequest: signedIn, schema: { params: chatRoomParamsSchema, response: { 200: chatMessagesSchema } } },
    (request) => roomMessages(ports.db, request.params.roomId, me(request)),
  );
  app.post(
    '/api/chat_messages',
    { onRequest: signedIn, schema: { body: postChatMessageSchema, response: { 201: chatMessageSchema } } },
    async (request, reply) => {
      reply.status(201);
      return postMessage(ports.db, ports.rateLimiter, me(request), request.body);
    },
  );
  app.delete(
    '/api/chat_messages/:id',
    {
      preValidation: requireStaff(ports, 'chat.moderate'),
      schema: { params: pathIdParamsSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await deleteChatMessage(ports.db, me(request), request.params.id);
      return { message: 'Message deleted.' };
    },
  );
  app.post(
    '/api/chat_messages/:id/report',
    {
      onRequest: signedIn,
      schema: { params: pathIdParamsSchema, body: chatReportSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await reportMessage(ports.db, me(request), request.params.id, request.body.reason);
      reply.status(201);
      return { message: 'Thanks: staff will look at this message.' };
    },
  );
  app.get(
    '/api/chat/standing',
    { onRequest: signedIn, schema: { response: { 200: chatStandingSchema } } },
    (request) => chatStanding(ports.db, me(request)),
  );
  app.post(
    '/api/chat/ignores',
    { onRequest: signedIn, schema: { body: chatUsernameSchema, response: { 200: chatStandingSchema } } },
    async (request) => {
      await ignorePlayer(ports.db, me(request), request.body.username);
      return chatStanding(ports.db, me(request));
    },
  );
  app.delete(
    '/api/chat/ignores/:username',
    {
      onRequest: signedIn,
      schema: { params: chatUsernameSchema, response: { 200: chatStandingSchema } },
    },
    async (request) => {
      await unignorePlayer(ports.db, me(request), request.params.username);
      return chatStanding(ports.db, me(request));
    },
  );
}
