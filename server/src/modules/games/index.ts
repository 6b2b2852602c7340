/** The house games module's public face: its routes (crash and duels included). */
export { gameRoutes } from './routes';
