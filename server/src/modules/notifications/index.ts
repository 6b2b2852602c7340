/**
 * The notifications module's public face: its factory, and `notify`, which any module calls in the
 * transaction of the change it tells the player about.
 */
export { createNotificationsModule, type NotificationsModule } from './module';
export { type Notice, notify } from './notify';
export type { NotificationsPorts } from './ports';
