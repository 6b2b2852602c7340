/** The content module's public face: its read-only routes. */
export { contentRoutes } from './routes';
