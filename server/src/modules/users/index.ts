/**
 * The users module's public face: its factory, how the web app sees a player (`me`, the balance), and
 * how staff and messages name and reach them (`playerContact`).
 */
export { announceBalance } from './balance';
export { BalancePushes } from './balance-pushes';
export { loadMe, maskPhone } from './me';
export { createUsersModule, type UsersModule } from './module';
export type { UsersPorts } from './ports';
export { playerContact } from './repository';
