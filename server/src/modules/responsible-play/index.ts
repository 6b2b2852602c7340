/** Breaks, self-exclusion and player limits: the module's factory and the `me` fields they set. */
export { restrictionFields } from './me-fields';
export { createResponsiblePlayModule, type ResponsiblePlayModule } from './module';
export type { ResponsiblePlayPorts } from './ports';
