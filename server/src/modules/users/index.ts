/** The users module's public face: the player's own account and how the web app sees them. */
export { announceBalance } from './balance';
export { loadMe, maskPhone } from './me';
export { userRoutes } from './routes';
