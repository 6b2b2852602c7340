/** The sandbox outbox and tester controls: the module's factory, composed only while SANDBOX_OUTBOX is on. */
export { createDevModule, type DevModule } from './module';
export type { DevPorts, SandboxBonuses } from './ports';
