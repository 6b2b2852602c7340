import { announcementSchema, announcementsSchema, publishAnnouncementSchema } from '@casino/contract';
import { currentPlayer } from '../../http/authenticate';
import type { Api } from '../../http/typed-routes';
import { requireStaff } from '../staff';
import { listAnnouncements, publishAnnouncement } from './announcements';
import type { NotificationsPorts } from './ports';

/** Staff announcements (`announcements.publish`, mods and admins): the latest, and publishing one. */
export function announcementAdminRoutes(app: Api, ports: NotificationsPorts): void {
  const publish = { preValidation: requireStaff(ports, 'announcements.publish') };

  app.get(
    '/api/admin/announcements',
    { ...publish, schema: { response: { 200: announcementsSchema } } },
    async () => listAnnouncements(ports.db),
  );

  app.post(
    '/api/admin/announcements',
    { ...publish, schema: { body: publishAnnouncementSchema, response: { 201: announcementSchema } } },
    async (request, reply) => {
      reply.status(201);
      return publishAnnouncement(ports.db, currentPlayer(request).userId, request.body);
    },
  );
}
