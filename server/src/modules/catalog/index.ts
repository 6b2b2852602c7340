/** The catalog module's public face: the lobby's routes (the seed is read by migration 5 directly). */
export { catalogRoutes } from './routes';
