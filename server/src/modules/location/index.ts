/** Location checks and the per-state rules: the module's factory; staff and the gates read the stored checks. */
export { createLocationModule, type LocationModule } from './module';
export type { LocationPorts } from './ports';
export { locationCheckCount, locationChecksOf } from './staff-view';
export { StateRules } from './state-rules';
