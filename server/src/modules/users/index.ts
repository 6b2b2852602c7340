/** The users module's public face: its factory, and how the web app sees a player (`me`, the balance). */
export { announceBalance } from './balance';
export { loadMe, maskPhone } from './me';
export { createUsersModule, type UsersModule } from './module';
export type { UsersPorts } from './ports';
