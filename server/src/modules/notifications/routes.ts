import {
  markNotificationsReadSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadNotificationsSchema,
} from '@casino/contract';
import { currentPlayer, requirePlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { markNotificationsRead, readInbox, readUnread } from './inbox';
import type { NotificationsPorts } from './ports';

/** The signed-in player's inbox: a page, the unread count, marking read. */
export function notificationRoutes(app: Api, { db, sessions }: NotificationsPorts): void {
  const signedIn = requirePlayer(sessions);

  app.get(
    '/api/notifications',
    {
      onRequest: signedIn,
      schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } },
    },
    async (request) => readInbox(db, currentPlayer(request).userId, request.query),
  );

  app.get(
    '/api/notifications/unread',
    { onRequest: signedIn, schema: { response: { 200: unreadNotificationsSchema } } },
    async (request) => readUnread(db, currentPlayer(request).userId),
  );

  app.post(
    '/api/notifications/read',
    {
      onRequest: signedIn,
      schema: { body: markNotificationsReadSchema, response: { 200: unreadNotificationsSchema } },
    },
    async (request) => markNotificationsRead(db, currentPlayer(request).userId, request.body),
  );
}
