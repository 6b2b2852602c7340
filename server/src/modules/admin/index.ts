/** The back office's public face: its routes. */
export { adminRoutes } from './routes';
