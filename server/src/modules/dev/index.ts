/** The sandbox outbox and tester controls: their routes, registered only while SANDBOX_OUTBOX is on. */
export { devRoutes } from './routes';
