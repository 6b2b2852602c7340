/** The sandbox outbox's public face: its routes, registered only while SANDBOX_OUTBOX is on. */
export { devRoutes } from './routes';
