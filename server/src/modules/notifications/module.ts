import type { Api } from '../../http/typed-routes';
import { announcementAdminRoutes } from './admin-routes';
import type { NotificationsPorts } from './ports';
import { notificationRoutes } from './routes';

/** The notifications module as app.ts composes it. */
export interface NotificationsModule {
  /** The signed-in player's inbox. */
  routes(app: Api): void;
  /** Staff announcements. */
  adminRoutes(app: Api): void;
}

/** Builds the notifications module on the ports it declares. */
export function createNotificationsModule(ports: NotificationsPorts): NotificationsModule {
  return {
    routes: (app) => notificationRoutes(app, ports),
    adminRoutes: (app) => announcementAdminRoutes(app, ports),
  };
}
