import {
  adminChatListQuerySchema,
  adminChatSanctionsQuerySchema,
  chatReportsPageSchema,
  chatRoomParamsSchema,
  chatRoomSchema,
  chatSanctionRequestSchema,
  chatSanctionSchema,
  chatSanctionsPageSchema,
  chatSettingsRequestSchema,
  chatSettingsSchema,
  chatSlowModeSchema,
  messageSchema,
  pathIdParamsSchema,
} from '@casino/contract';
import { currentPlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { mayPerform, requireStaff } from '../staff';
import {
  dismissReport,
  liftChatSanction,
  listReports,
  listSanctions,
  readChatSettings,
  sanctionPlayer,
  saveSettings,
  setRoomSlowMode,
} from './moderation';
import type { ChatPorts } from './ports';

/**
 * The back office's chat (docs/chat.md), each call guarded by its staff action:
 * - `GET|POST /api/admin/chat/sanctions` (`?q=` a player), `POST …/sanctions/:id/lift` (`chat.moderate`; a ban `chat.ban`);
 * - `GET /api/admin/chat/reports`, `POST …/reports/:id/dismiss` (`chat.moderate`);
 * - `PUT /api/admin/chat/rooms/:roomId/slow-mode`, `GET|PUT /api/admin/chat/settings` (`chat.settings`).
 */
export function chatAdminRoutes(app: Api, ports: ChatPorts): void {
  const moderator = requireStaff(ports, 'chat.moderate');
  const settings = requireStaff(ports, 'chat.settings');
  const staffId = (request: Parameters<typeof currentPlayer>[0]) => currentPlayer(request).userId;

  app.get(
    '/api/admin/chat/sanctions',
    {
      preValidation: moderator,
      schema: { querystring: adminChatSanctionsQuerySchema, response: { 200: chatSanctionsPageSchema } },
    },
    (request) => listSanctions(ports.db, request.query.open === 'true', request.query.page, request.query.q),
  );
  app.post(
    '/api/admin/chat/sanctions',
    {
      preValidation: moderator,
      schema: { body: chatSanctionRequestSchema, response: { 201: chatSanctionSchema } },
    },
    async (request, reply) => {
      const staff = currentPlayer(request);
      const sanction = await sanctionPlayer(
        ports.db,
        { id: staff.userId, mayBan: mayPerform(staff.rank, 'chat.ban') },
        request.body,
      );
      reply.status(201);
      return sanction;
    },
  );
  app.post(
    '/api/admin/chat/sanctions/:id/lift',
    { preValidation: moderator, schema: { params: pathIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await liftChatSanction(ports.db, staffId(request), request.params.id);
      return { message: 'Sanction lifted.' };
    },
  );
  app.get(
    '/api/admin/chat/reports',
    {
      preValidation: moderator,
      schema: { querystring: adminChatListQuerySchema, response: { 200: chatReportsPageSchema } },
    },
    (request) => listReports(ports.db, request.query.open === 'true', request.query.page),
  );
  app.post(
    '/api/admin/chat/reports/:id/dismiss',
    { preValidation: moderator, schema: { params: pathIdParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await dismissReport(ports.db, staffId(request), request.params.id);
      return { message: 'Report dismissed.' };
    },
  );
  app.put(
    '/api/admin/chat/rooms/:roomId/slow-mode',
    {
      preValidation: settings,
      schema: { params: chatRoomParamsSchema, body: chatSlowModeSchema, response: { 200: chatRoomSchema } },
    },
    (request) =>
      setRoomSlowMode(ports.db, staffId(request), request.params.roomId, request.body.slow_mode_seconds),
  );
  app.get(
    '/api/admin/chat/settings',
    { preValidation: settings, schema: { response: { 200: chatSettingsSchema } } },
    () => readChatSettings(ports.db),
  );
  app.put(
    '/api/admin/chat/settings',
    {
      preValidation: settings,
      schema: { body: chatSettingsRequestSchema, response: { 200: chatSettingsSchema } },
    },
    (request) => saveSettings(ports.db, staffId(request), request.body),
  );
}
