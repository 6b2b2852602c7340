/**
 * The back office (issue 14, docs/back-office.md): its endpoints, and how an approved adjustment is
 * applied (maker-checker), built by one factory on the ports it declares.
 */
export { type AdminModule, createAdminModule } from './module';
export type { AdminPorts, RedemptionQueue, SessionRevoker } from './ports';
